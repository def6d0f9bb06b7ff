/**
 * One request at a time per host (monitor issue §2: polite to each host): work for a host waits
 * until that host's previous request has finished; different hosts go side by side.
 */
export type HostQueue = { run<T>(host: string, work: () => Promise<T>): Promise<T> };

export function createHostQueue(): HostQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(host, work) {
      const previous = tails.get(host) ?? Promise.resolve();
      const result = previous.then(work, work);
      const tail = result.catch(() => undefined);
      tails.set(host, tail);
      void tail.then(() => {
        if (tails.get(host) === tail) tails.delete(host);
      });
      return result;
    },
  };
}
