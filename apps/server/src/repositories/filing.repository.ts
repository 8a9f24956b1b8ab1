import { countDistinct, desc, eq, sql } from 'drizzle-orm';
import { customers, installationMilestones, photos, users, type Db } from '@skinscope/db';

type Milestone = typeof installationMilestones.$inferSelect;

/** Issue 34 #4 (DECISIONS §109): customers with stored photos, and the milestones they reached. */
export function createFilingRepository(db: Db) {
  async function milestone(key: string): Promise<Milestone | undefined> {
    const [row] = await db
      .select()
      .from(installationMilestones)
      .where(eq(installationMilestones.key, key))
      .limit(1);
    return row;
  }

  return {
    /** Per company (scope and owner), the customers with at least one stored photo, most first. */
    async customersWithPhotos() {
      const customerCount = countDistinct(photos.customerId);
      return db
        .select({
          scope: customers.scope,
          ownerId: customers.ownerId,
          name: users.fullName,
          customers: customerCount,
        })
        .from(photos)
        .innerJoin(customers, eq(customers.id, photos.customerId))
        .leftJoin(users, eq(users.id, customers.ownerId))
        .groupBy(customers.scope, customers.ownerId, users.fullName)
        .orderBy(desc(customerCount), customers.ownerId);
    },

    /**
     * When the n-th customer, in the order of their first photo, got it: the moment the count
     * reached n (as far as the photos still stored tell).
     */
    async nthCustomerFirstPhotoAt(n: number): Promise<Date | undefined> {
      const firsts = db
        .select({ first: sql<Date>`min(${photos.createdAt})`.as('first') })
        .from(photos)
        .groupBy(photos.customerId)
        .as('firsts');
      const [row] = await db
        .select({ first: sql<string>`${firsts.first}` })
        .from(firsts)
        .orderBy(firsts.first)
        .offset(n - 1)
        .limit(1);
      return row ? new Date(row.first) : undefined;
    },

    milestone,

    /** Writes the milestone unless it is there already (first writer wins); answers the stored one. */
    async recordMilestone(key: string, reachedAt: Date, observedCount: number): Promise<Milestone> {
      await db
        .insert(installationMilestones)
        .values({ key, reachedAt, observedCount })
        .onConflictDoNothing();
      const stored = await milestone(key);
      if (!stored) throw new Error('milestone not stored');
      return stored;
    },
  };
}
