import type { PGlite } from "@electric-sql/pglite";

// When the embedded database's data may have changed. Every statement of a
// process's own PGlite passes through it, so the process can tell that
// nothing was written since it last read something (the cache versions,
// server/core/cache/versions.ts) and answer again from memory instead of
// asking the database on every request. The rule errs towards "may have
// written": any commit or rollback, any script, any statement outside a
// transaction that is not a SELECT (the schema's only functions are
// triggers, so a SELECT writes nothing).

/** Whether a statement run outside a transaction may write. */
export function mayWrite(sql: string): boolean {
  return !/^(\s|\/\*.*?\*\/)*select\b/is.test(sql);
}

/**
 * `pglite` as the Prisma adapter uses it (query, exec, transaction), with a
 * count of the moments it may have written; the count moves before the
 * writing call's caller resumes.
 */
export function countWrites(pglite: PGlite): { client: PGlite; writes: () => number } {
  let writes = 0;
  const counted = <T>(result: Promise<T>, wrote: boolean) =>
    wrote
      ? result.finally(() => {
          writes++;
        })
      : result;
  type Call = (...args: unknown[]) => Promise<unknown>;
  // Made once: the adapter reads these on every statement.
  const wrapped: Record<string, Call> = {
    query: (sql, ...rest) => counted((pglite.query as Call)(sql, ...rest), mayWrite(sql as string)),
    exec: (...args) => counted((pglite.exec as Call)(...args), true),
    transaction: (...args) => counted((pglite.transaction as Call)(...args), true),
  };
  const client = new Proxy(pglite, {
    get(target, prop) {
      if (typeof prop === "string" && Object.hasOwn(wrapped, prop)) return wrapped[prop];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { client, writes: () => writes };
}
