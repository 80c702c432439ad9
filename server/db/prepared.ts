/**
 * Statements worth preparing: a named statement is parsed and planned once per connection, and its plan is reused
 * (PostgreSQL keeps a generic plan after a few runs). Drizzle's `execute` sends every raw statement unnamed, which
 * PostgreSQL plans again each time; a send's one statement (many CTEs) took longer to plan than to run.
 * The name is derived from the text, so one text always has one name (pg refuses a name reused for another text).
 * PGlite ignores the name.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();
const names = new Map<string, string>();

export async function executePrepared<Row>(db: Database, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (!name) {
    name = `p_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    names.set(built.sql, name);
  }
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
