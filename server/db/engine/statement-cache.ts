/** Statements kept per SQL text; past this many, the cache starts again (dynamic SQL cannot grow it forever). */
const STATEMENT_CACHE_SIZE = 1000;

/** What each engine makes once per SQL text (a prepared statement, a renumbered one), kept for the next time. */
export function statementCache<T>(make: (sql: string) => T): (sql: string) => T {
  const statements = new Map<string, T>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = make(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
