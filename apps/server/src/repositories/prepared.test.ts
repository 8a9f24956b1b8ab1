import { describe, expect, it } from 'vitest';
import { preparedShapes } from './prepared';

/** A query as drizzle builds one: its text, and `prepare` naming the statement. */
function query(text: string, built: string[]) {
  built.push(text);
  return { toSQL: () => ({ sql: text }), prepare: (name: string) => ({ name, text }) };
}

describe('preparedShapes (issue 35 #1)', () => {
  it('builds each shape once and names it after its text', () => {
    const built: string[] = [];
    const prepared = preparedShapes();
    const first = prepared('search:name', () => query('select 1 where a = $1', built));
    const again = prepared('search:name', () => query('select 1 where a = $1', built));
    const phone = prepared('search:phone', () => query('select 1 where b = $1', built));
    expect(again).toBe(first);
    expect(built).toEqual(['select 1 where a = $1', 'select 1 where b = $1']);
    expect(first.name).toMatch(/^q_[0-9a-f]{24}$/);
    expect(phone.name).not.toBe(first.name);
  });

  it('gives the same text the same name in every repository, and never two texts one name', () => {
    const a = preparedShapes()('x', () => query('select 2', []));
    const b = preparedShapes()('y', () => query('select 2', []));
    const c = preparedShapes()('x', () => query('select 3', []));
    expect(b.name).toBe(a.name);
    expect(c.name).not.toBe(a.name);
  });
});
