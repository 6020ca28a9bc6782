/**
 * Name order for lists, done in TypeScript rather than ORDER BY: SQLite compares bytes while
 * PostgreSQL follows its collation, and results must not depend on the engine.
 */
export function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/** A nullable text column as an optional wire field (absent rather than empty). */
export const optional = (value: string | null | undefined): string | undefined => (value === null || value === undefined || value === '' ? undefined : value);
