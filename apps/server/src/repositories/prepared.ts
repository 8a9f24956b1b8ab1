import { createHash } from 'node:crypto';
import { sql, type Column, type SQL } from 'drizzle-orm';

/** A drizzle query that can be prepared: a select, a union, an insert … with placeholders. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/**
 * Issue 35 #1: the hot reads as prepared statements. Building a statement's text cost more of
 * the server's CPU than anything else on a search (drizzle's entity checks, 0.3–0.4 ms), and
 * PostgreSQL parsed the same 1.2 kB text on every call. Each shape of a query (which conditions
 * it has, whether the actor has bindings) is now built once, with placeholders for its values,
 * and named after a digest of its text: pg prepares a named statement once per connection and
 * PostgreSQL keeps its parse, and two shapes cannot share a name.
 *
 * One cache per repository instance (a transaction's repositories build their own).
 */
export function preparedShapes() {
  const statements = new Map<string, unknown>();
  return function prepared<Prepared>(shape: string, build: () => Preparable<Prepared>): Prepared {
    let statement = statements.get(shape) as Prepared | undefined;
    if (!statement) {
      const query = build();
      const digest = createHash('sha256').update(query.toSQL().sql).digest('hex');
      statement = query.prepare(`q_${digest.slice(0, 24)}`);
      statements.set(shape, statement);
    }
    return statement;
  };
}

/**
 * `column` is one of the numbers of the placeholder `name` (a JS array): one statement text for
 * any number of them, where `inArray` writes one parameter per value.
 */
export const anyOf = (column: Column, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::int[])`;
