/**
 * Long work as a generator that yields after each bounded slice, so one big import never holds the
 * event loop: the server runs the slices with a turn of the event loop between them (`runYielding`),
 * the browser and small inputs run them back to back (`runNow`). One implementation, both speeds.
 */
export type Steps<T> = Generator<void, T, void>;

export const runNow = <T>(steps: Steps<T>): T => {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
};

/**
 * setImmediate lets I/O callbacks and other requests run between two slices. Also awaited between
 * database statements: the embedded database (PGlite) runs in this thread and resolves its queries
 * without a turn of the event loop, so back-to-back statements would hold it as one.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const runYielding = async <T>(steps: Steps<T>): Promise<T> => {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await nextTurn();
  }
};
