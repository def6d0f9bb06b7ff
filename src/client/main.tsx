import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { Toaster } from "./components/ui/toast";
import { createQueryClient } from "./lib/query-client";
import { matchRoute } from "@/shared/site/routes";
import { AppRoutes, preloadFirstPage } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const root = createRoot(rootElement);
// A page the server drew in the first HTML (`data-first-paint`) stays until React's first commit
// replaces it, and the home page opens drawn: their screen's code is loaded first (the server
// names it in the first HTML, so it arrives with the entry), so that commit draws the page, not a spinner.
const route = matchRoute(window.location.pathname);
const ready = (route && preloadFirstPage[route]?.()) || Promise.resolve();
void ready
  .catch(() => undefined)
  .then(() => {
    // As a transition the first render is time-sliced: the main thread stays free for input while
    // the page builds, instead of one long task (Total Blocking Time on slow phones).
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <Toaster />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  });
