import type { ForeignKey } from './catalog.ts';

/**
 * The order to load tables in so that every row's references are already there: each table after the tables it
 * refers to. What no order can satisfy (a table that refers to itself, tables that refer to each other in a
 * ring) comes back in `deferred`: those foreign keys are checked at the end of the load instead of row by row.
 * Ties go by name, so the same schema always loads the same way.
 */
export function loadOrder(tables: string[], keys: ForeignKey[]): { order: string[]; deferred: ForeignKey[] } {
  const loading = new Set(tables);
  const relevant = keys.filter((key) => loading.has(key.from) && loading.has(key.to));
  const deferred = relevant.filter((key) => key.from === key.to);
  const between = relevant.filter((key) => key.from !== key.to);
  const placed = new Set<string>();
  const order: string[] = [];
  const waiting = [...loading].sort();
  const ready = (table: string) => between.every((key) => key.from !== table || placed.has(key.to));
  while (waiting.length > 0) {
    let next = waiting.findIndex(ready);
    if (next < 0) {
      // A ring: the first table by name goes now, its references to the tables not yet loaded checked at the end.
      next = 0;
      deferred.push(...between.filter((key) => key.from === waiting[0] && !placed.has(key.to)));
    }
    const [table] = waiting.splice(next, 1);
    placed.add(table!);
    order.push(table!);
  }
  return { order, deferred };
}
