import { count, eq } from 'drizzle-orm';
import { users, type Db } from '@skinscope/db';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  return {
    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
