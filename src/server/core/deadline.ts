/**
 * A time-out for waiting on another party (a web site, a data service) that counts only the time
 * this process was free to hear the answer.
 *
 * `AbortSignal.timeout` counts wall time. When our own work holds the event loop (recognizing a
 * long article, hashing a password), an answer that arrived in time sits unread in the socket;
 * once the loop is free, Node runs expired timers before it reads sockets, so the time-out fires
 * first and a site that answered in 10 ms is reported as one that did not answer. Here the time is
 * counted in ticks, a late tick counting no more than two on-time ones, and the abort waits one
 * turn of the loop, after the sockets have been read.
 */
export type Deadline = {
  signal: AbortSignal;
  /** Stops counting; call it when the wait is over, whatever its outcome. */
  dispose(): void;
};

const TICK_MS = 100;

export function waitingDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const tick = Math.max(1, Math.min(TICK_MS, ms));
  let counted = 0;
  let last = performance.now();
  let pending: NodeJS.Immediate | null = null;
  const timer = setInterval(() => {
    const now = performance.now();
    counted += Math.min(now - last, 2 * tick);
    last = now;
    if (counted < ms || pending) return;
    clearInterval(timer);
    pending = setImmediate(() => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")));
  }, tick);
  timer.unref();
  return {
    signal: controller.signal,
    dispose() {
      clearInterval(timer);
      if (pending) clearImmediate(pending);
    },
  };
}
