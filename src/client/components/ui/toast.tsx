import { Suspense, lazy, useSyncExternalStore, type CSSProperties } from "react";

/**
 * Toasts, with the toast library loaded only when the first one is shown: no page needs it to
 * paint, and it was a fifth of the entry chunk. The library replays the toasts shown before its
 * `Toaster` subscribed, so the first one is not lost while the chunk arrives.
 */
const loadToasts = () => import("sonner");

interface ToastOptions {
  description?: string;
}

let isWanted = false;
const listeners = new Set<() => void>();

function show(kind: "success" | "warning" | "error", title: string, options?: ToastOptions) {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ toast: library }) => library[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  warning: (title: string, options?: ToastOptions) => show("warning", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};

// The library's rich colours put text on its tinted backgrounds at 3.1:1 (warning) to 4.4:1
// (error, success), under WCAG AA's 4.5:1; the same hues, darker, reach about 5:1.
const READABLE_COLOURS = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--warning-text": "hsl(31, 92%, 32%)",
  "--error-text": "hsl(360, 100%, 40%)",
} as CSSProperties;

const LibraryToaster = lazy(() => loadToasts().then(({ Toaster: component }) => ({ default: component })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, () => isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LibraryToaster richColors closeButton position="bottom-right" style={READABLE_COLOURS} />
    </Suspense>
  );
}
