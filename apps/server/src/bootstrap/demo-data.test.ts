import { describe, expect, it } from 'vitest';
import { customers, stores } from '@skinscope/db';
import { setupTestApp } from '../testing/test-app';
import { createArgon2Hasher } from '../infra/password-hasher';
import { DEMO_PASSWORD, seedDemo } from './demo-data';

const t = setupTestApp();

describe('seedDemo', () => {
  it('creates a company whose staff sign in, see its stores and find its customers; twice is once', async () => {
    const first = await seedDemo(t.database.db, createArgon2Hasher());
    const second = await seedDemo(t.database.db, createArgon2Hasher());
    expect([first.created, second.created]).toEqual([true, false]);
    expect(await t.database.db.select().from(stores)).toHaveLength(2);
    expect(await t.database.db.select().from(customers)).toHaveLength(4);
    const adviser = first.staff[1];
    const token = await t.signIn(adviser?.mobile ?? '', DEMO_PASSWORD);
    const found = await t.app.inject({ url: '/api/customer', headers: t.bearer(token) });
    expect(found.json().data).toHaveLength(4);
  });
});
