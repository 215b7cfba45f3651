/**
 * Debounce waits of shop-core §9 ("Debounce: cart fetch and build 500 ms; add item 1000 ms;
 * login, signup, autologin, details update, deposits, verification 500 ms. Draw-result
 * batching 1 ms") and shop-specialised §9 ("Promotion debounce 500 ms. Banner resize handler
 * 10 ms").
 */
export const DEBOUNCE_MS = {
  cartFetch: 500,
  cartBuild: 500,
  cartAddItem: 1000,
  login: 500,
  signup: 500,
  autologin: 500,
  detailsUpdate: 500,
  deposit: 500,
  verification: 500,
  promotion: 500,
  drawResultBatch: 1,
  bannerResize: 10,
} as const;

interface Pending<A extends unknown[], R> {
  timer: ReturnType<typeof setTimeout>;
  args: A;
  waiters: { resolve(value: R): void; reject(error: unknown): void }[];
}

/**
 * Collapses rapid repeats of the same action into one call: each call (re)starts a `waitMs`
 * timer; when it runs out, `run` is called once with the latest arguments and every caller
 * since the last run gets its result. `key` keeps different actions apart (two different
 * items added at once are two calls); by default every call is the same action.
 */
export function debounce<A extends unknown[], R>(
  waitMs: number,
  run: (...args: A) => Promise<R>,
  key: (...args: A) => string = () => '',
): (...args: A) => Promise<R> {
  const pending = new Map<string, Pending<A, R>>();

  function fire(id: string): void {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    let result: Promise<R>;
    try {
      result = run(...entry.args);
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (value) => {
        for (const w of entry.waiters) w.resolve(value);
      },
      (error: unknown) => {
        for (const w of entry.waiters) w.reject(error);
      },
    );
  }

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      const id = key(...args);
      const entry = pending.get(id);
      if (entry) clearTimeout(entry.timer);
      const waiters = entry?.waiters ?? [];
      waiters.push({ resolve, reject });
      pending.set(id, { args, waiters, timer: setTimeout(() => fire(id), waitMs) });
    });
}
