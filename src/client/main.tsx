import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "./components/ui/toast";
import { createQueryClient } from "./lib/query-client";
import { router } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const root = createRoot(rootElement);
// As a transition the first render is time-sliced: the main thread stays free for input while
// the page builds, instead of one long task (Total Blocking Time on slow phones).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
});
