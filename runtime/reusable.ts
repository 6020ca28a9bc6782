/**
 * Reusable values: a value marked here never changes again, so whatever is derived from it (a view,
 * an encoded answer, its bytes) may be computed once and kept for as long as the value lives. Each
 * layer that keeps such derivations asks `isReusable` and marks what it derives, so the next layer
 * may keep its own: a cached model → its wire view → the SOAP response → the response's bytes.
 * Values not marked are derived afresh every time.
 */

const marked = new WeakSet<object>();

/**
 * Marks `value` reusable: whoever marks it promises that neither it nor anything it holds changes
 * again (its types should say so: readonly). Only the mark is kept; nothing is copied or frozen:
 * freezing a search answer object by object cost more than computing it.
 */
export function reusable<T>(value: T): T {
  if (value !== null && typeof value === 'object') marked.add(value);
  return value;
}

/** Whether `value` was marked by `reusable` (and so will never change). */
export function isReusable(value: unknown): value is object {
  return value !== null && typeof value === 'object' && marked.has(value);
}

/**
 * `derive`, kept per reusable source: a reusable source gets its derivation once, marked reusable
 * in turn; any other source is derived on every call.
 */
export function keepDerived<Source, Derived>(derive: (source: Source) => Derived): (source: Source) => Derived {
  const kept = new WeakMap<object, Derived>();
  return (source) => {
    if (!isReusable(source)) return derive(source);
    let derived = kept.get(source);
    if (derived === undefined) kept.set(source, (derived = reusable(derive(source))));
    return derived;
  };
}
