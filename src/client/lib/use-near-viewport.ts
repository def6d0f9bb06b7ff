import { useEffect, useRef, useState } from "react";

/**
 * Near: within 200px below the screen (loaded by the time it scrolls in), or anywhere above it (a
 * reader who jumped to the end went past it).
 */
const NEAR_MARGIN = "1000000px 0px 200px 0px";

/**
 * Whether the element has come near the screen (once true, it stays true): what only a reader who
 * scrolls down needs loads then, not with the page. Without IntersectionObserver, at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear] as const;
}
