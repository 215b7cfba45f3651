// Apart from debounce.ts: only the results actions batch, and they load on demand, so this stays
// out of the first download that the debounced sign-in and cart calls are part of.

/**
 * Gathers the keys asked for within `waitMs` into one call of `runBatch` (draw results are
 * fetched this way, 1 ms). Each caller gets the value for its key; a key asked twice is
 * fetched once. A key missing from the answer rejects its callers.
 */
export function batch<K, R>(waitMs: number, runBatch: (keys: K[]) => Promise<Map<K, R>>): (key: K) => Promise<R> {
  let queue: Map<K, { resolve(value: R): void; reject(error: unknown): void }[]> | undefined;

  async function flush(current: typeof queue & object): Promise<void> {
    let results: Map<K, R>;
    try {
      results = await runBatch([...current.keys()]);
    } catch (error) {
      for (const waiters of current.values()) for (const w of waiters) w.reject(error);
      return;
    }
    for (const [key, waiters] of current) {
      for (const w of waiters) {
        if (results.has(key)) w.resolve(results.get(key) as R);
        else w.reject(new Error(`No result for ${String(key)}`));
      }
    }
  }

  return (key) =>
    new Promise<R>((resolve, reject) => {
      if (!queue) {
        const current = new Map<K, { resolve(value: R): void; reject(error: unknown): void }[]>();
        queue = current;
        setTimeout(() => {
          queue = undefined;
          void flush(current);
        }, waitMs);
      }
      const waiters = queue.get(key) ?? [];
      waiters.push({ resolve, reject });
      queue.set(key, waiters);
    });
}
