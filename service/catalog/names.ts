/**
 * Name order for lists, done in TypeScript rather than ORDER BY: SQLite compares bytes while
 * PostgreSQL follows its collation, and results must not depend on the engine. Ties go by id.
 */
export const byName =
  <T extends { readonly id: number }>(name: (item: T) => string) =>
  (a: T, b: T): number =>
    name(a).localeCompare(name(b), 'en') || a.id - b.id;
