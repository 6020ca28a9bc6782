/**
 * Shares data-version reads between the callers of one turn of the event loop. Exactness needs
 * every caller to get a version read after it asked (a read begun earlier could miss a commit
 * acknowledged just before the call); cost wants one read for many callers. So the callers that
 * ask before a read starts share it, and it starts only after the current turn's callers have
 * asked (setImmediate) and after the previous read has finished.
 */
export function sharedVersionReads<T = string>(read: () => Promise<T>): () => Promise<T> {
  let waiting: Promise<T> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
  return () =>
    (waiting ??= new Promise<T>((resolve, reject) => {
      void previous.then(nextTurn).then(() => {
        // From here on, callers wait for the next read: this one may have begun before they asked.
        waiting = undefined;
        const reading = read();
        previous = reading.catch(() => undefined);
        reading.then(resolve, reject);
      });
    }));
}
