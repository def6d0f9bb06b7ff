import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";

/**
 * Navigation state that keeps the reader's place: a change of filters or view on the same page
 * (`navigate(path, { state: KEEP_SCROLL })`, `<Link state={KEEP_SCROLL}>`) is not a new page.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (location: Location) => Boolean((location.state as { keepScroll?: unknown } | null)?.keepScroll);

/** Where the reader was on each history entry of this tab, by the entry's key. */
const STORAGE_KEY = "bioagent-hub:scroll-positions";
const KEPT_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][]);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // A tab that keeps no session storage restores within its life only.
  }
}

/** How long a place waits for its page to be drawn tall enough to reach it (a screen's code, its data). */
const RESTORE_WAIT_MS = 3000;

/**
 * Scrolls to `y` once the page is tall enough to reach it: a page is often drawn after the scroll
 * is decided (its code or data still loading). The reader's own scroll, or the next navigation
 * (the returned cancel), ends the wait.
 */
function scrollWhenReachable(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  window.scrollTo(0, y);
  if (reachable() || typeof ResizeObserver === "undefined") return () => undefined;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  const byReader = () => stop();
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener("wheel", byReader);
    window.removeEventListener("touchmove", byReader);
    window.removeEventListener("keydown", byReader);
  }
  observer.observe(document.body);
  window.addEventListener("wheel", byReader, { passive: true });
  window.addEventListener("touchmove", byReader, { passive: true });
  window.addEventListener("keydown", byReader);
  return stop;
}

/** Whether this document was loaded by a reload or by Back/Forward, not by following a link. */
function returning(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

function scrollToHash(hash: string): boolean {
  const element = document.getElementById(decodeURIComponent(hash.slice(1)));
  element?.scrollIntoView();
  return Boolean(element);
}

/**
 * The scroll of a single-page site as a reader expects it of pages: a new page opens at its top
 * (or at the `#fragment` it names), Back and Forward return to where the reader was on that entry,
 * and a change of filters on the same page (KEEP_SCROLL) stays where it is. The first render leaves
 * the scroll to the browser: over a page the server drew in its first HTML the reader may have
 * scrolled already.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const first = useRef(true);

  // The browser's own restoration would scroll before the entry's page is drawn.
  useLayoutEffect(() => {
    if (!("scrollRestoration" in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // The document's first entry has no key of its own ("default"): it is told apart by its address.
  const entry = location.key === "default" ? `default:${location.pathname}${location.search}` : location.key;

  // Where the reader is, as the page scrolls: read when the entry is left, since by then the next
  // page may already be in the document (a shorter one clamps the scroll).
  const lastY = useRef(0);
  useLayoutEffect(() => {
    const track = () => {
      lastY.current = window.scrollY;
    };
    track();
    window.addEventListener("scroll", track, { passive: true });
    return () => window.removeEventListener("scroll", track);
  }, []);

  // The place on the entry being left, kept as the reader leaves it (another page or the site).
  useLayoutEffect(() => {
    const remember = (y: number) => {
      positions.current ??= readPositions();
      positions.current.delete(entry);
      positions.current.set(entry, y);
      savePositions(positions.current);
    };
    const onPageHide = () => remember(window.scrollY);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      remember(lastY.current);
    };
  }, [entry]);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current.get(entry);
    if (first.current) {
      first.current = false;
      // A reload, or Back into the site from another, returns to the place kept when the page was left.
      return saved !== undefined && returning() && window.scrollY === 0 ? scrollWhenReachable(saved) : undefined;
    }
    if (navigationType === "POP" && saved !== undefined) return scrollWhenReachable(saved);
    if (keepsScroll(location)) return;
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
  }, [entry, location, navigationType]);

  return null;
}
