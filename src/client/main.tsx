import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "./components/ui/toast";
import { createQueryClient } from "./lib/query-client";
import { matchRoute } from "@/shared/site/routes";
import { preloadFirstPaint, router } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const root = createRoot(rootElement);
// A page the server drew in the first HTML (`data-first-paint`) stays until React's first commit
// replaces it: its screen's code is loaded first, so that commit draws the page, not a spinner.
const route = rootElement.hasAttribute("data-first-paint") ? matchRoute(window.location.pathname) : null;
const ready = (route && preloadFirstPaint[route]?.()) || Promise.resolve();
void ready
  .catch(() => undefined)
  .then(() => {
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
  });
