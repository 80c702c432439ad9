/**
 * Statements worth preparing: a named statement is parsed and planned once per connection, and its plan is reused
 * (PostgreSQL keeps a generic plan after a few runs). Drizzle's `execute` sends every raw statement unnamed, which
 * PostgreSQL plans again each time; a send's one statement (many CTEs) took longer to plan than to run.
 * The name is derived from the text, so one text always has one name (pg refuses a name reused for another text).
 * PGlite ignores the name.
 *
 * A kept statement is also built only once: its varying values are `sql.placeholder`s, and each run fills them in.
 * Building a statement of many fragments with Drizzle cost about as much as a send's validation and rendering.
 */
import { createHash } from 'node:crypto';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/** A statement's text, its name, and for each of its parameters the placeholder that fills it or its fixed value. */
export interface KeptStatement {
  readonly text: string;
  readonly name: string;
  readonly slots: ReadonlyArray<{ name: string } | { value: unknown }>;
}

/** Builds `query` (placeholders for what varies) into a statement to run many times with `executeKept`. */
export function keepStatement(query: SQL): KeptStatement {
  const built = dialect.sqlToQuery(query);
  const slots = built.params.map((param) => (param instanceof Placeholder ? { name: param.name as string } : { value: param }));
  return { text: built.sql, name: `p_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`, slots };
}

export async function executeKept<Row>(db: Database, kept: KeptStatement, values: Record<string, unknown>): Promise<{ rows: Row[] }> {
  const params = kept.slots.map((slot) => {
    if ('value' in slot) return slot.value;
    if (!(slot.name in values)) throw new Error(`kept statement: no value for ${slot.name}`);
    return values[slot.name];
  });
  const prepared = db._.session.prepareQuery({ sql: kept.text, params }, undefined, kept.name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
