import {
  and,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { union, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import {
  consents,
  customerBindings,
  customers,
  records,
  stores,
  users,
  type Db,
} from '@skinscope/db';
import {
  GUARDIAN_REQUIRED_UNDER_AGE,
  type CustomerRow,
  type FaceSearchQuery,
  type ScanPhoto,
  type ScanType,
} from '@skinscope/contracts';
import { careKeysUsing } from '@skinscope/domain';
import { likePattern, prefixPattern } from '../infra/like-pattern';
import { scansOf } from './record-scans';
import { isVisit } from './records.repository';
import type { CustomerVisibility } from '../policy';

export type CustomerDbRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

export interface CustomerSearch {
  telephone?: string | undefined;
  name?: string | undefined;
  begin: number;
  length: number;
}

/**
 * SQL form of the policy's customer rule (policy/customers.ts customerVisibility), one
 * condition per side: the actor's own company, or a binding to the actor. A customer is visible
 * when either holds. The lists query each side on its own and unite the pages (`visiblePage`):
 * joined by `or`, the two sides got one estimate (half of every row), so a small company or a
 * bound third party walked every visit of the database newest first to fill a page (DECISIONS
 * "History list: the index's nulls order").
 */
function visibilitySides(visibility: CustomerVisibility): [SQL, SQL] {
  return [
    and(eq(customers.scope, visibility.scope), eq(customers.ownerId, visibility.ownerId))!,
    exists(
      sql`(select 1 from ${customerBindings} where ${customerBindings.customerId} = ${customers.id} and ${customerBindings.userId} = ${visibility.userId})`,
    ),
  ];
}

interface Page {
  begin: number;
  length: number;
}

/** Fewer digits than this match a phone from its start only (3 digits match too much). */
const PHONE_PART_MIN_DIGITS = 4;

/** Issue 17 #2: the last four digits, or any four or more, find the member. */
const mobileMatches = (digits: string) =>
  like(
    customers.mobile,
    digits.length >= PHONE_PART_MIN_DIGITS ? likePattern(digits) : prefixPattern(digits),
  );

/** A name part this long has a trigram, so the trigram index serves `like '%…%'`. */
const TRIGRAM_LENGTH = 3;

/**
 * Any part of the name (王芳 finds 李王芳 and 王芳芳). A part of one or two characters has no
 * trigram: `@>` finds it in the index of every one- and two-character part of each name
 * (migration 0011), exactly, and PostgreSQL's statistics of those parts tell a common part (walk
 * the newest members, stop at a page) from a rare one (read the few from the index). strpos
 * repeats the test cheaply row by row on the walk; unlike `like`, its estimate is a constant that
 * does not multiply the index's own estimate down to "rare" for every part.
 */
function nameMatches(name: string): SQL {
  if ([...name].length >= TRIGRAM_LENGTH) return like(customers.fullName, likePattern(name));
  return and(
    sql`customer_name_short_parts(${customers.fullName}) @> array[${name}]::text[]`,
    sql`strpos(${customers.fullName}, ${name}) > 0`,
  )!;
}

/** The names of a spec §7 list (the contract split the comma string), each once. */
const namesOf = (names: readonly string[] | undefined) => [...new Set(names ?? [])];

/**
 * Issue 17 #6: a record whose recommended care uses a product or aims at an effect. The record
 * keeps its care item keys (recommend.products, comma-separated); the domain knows what each
 * item uses, so the search becomes "one of these keys is in the list".
 */
function careUses(list: 'products' | 'effects', name: string): SQL {
  const keys = careKeysUsing(list, name);
  if (keys.length === 0) return sql`false`;
  const stored = sql`(',' || replace(${records.recommend}->>'products', ' ', '') || ',')`;
  return or(...keys.map((key) => sql`${stored} like ${`%,${key},%`}`))!;
}

/*
 * SQL pieces shared by the record lists, built anew for every query (drizzle may rewrite a
 * query's terms in place; see visiblePage).
 */
/** Issue 17 #22: the recorder's current name; the stored one (name or masked mobile) else. */
const recorderName = () =>
  sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${records.recUserName})`;
/** The order of every record list: newest first, the id breaking ties. */
const newestRecordsFirst = () => [desc(records.createdAt), desc(records.id)];

/** A record's thumbnail: its first normal-light photo, or its first photo of any light. */
function firstPhotoOf(photos: readonly ScanPhoto[]): string | null {
  return (photos.find((photo) => photo.type === 'normal') ?? photos[0])?.url ?? null;
}

export function createCustomersRepository(db: Db) {
  /**
   * One page of visible rows, newest first (descending by `newest`), as a subquery of their ids.
   * `side` selects the rows (an `id` first, and the `newest` columns) matching one side of the
   * visibility rule; each side reads its own newest `begin + length` (its own index and estimate:
   * the `order by … limit` is what lets PostgreSQL walk the index newest first and stop), and the
   * union is cut to the page.
   */
  function visiblePage(
    visibility: CustomerVisibility,
    page: Page,
    newest: PgColumn[],
    side: (visible: SQL) => PgSelect<string, { id: PgColumn }>,
  ) {
    // Built anew for every use: drizzle rewrites a union's order terms in place (bare column
    // names), which would strip the table from the sides' own `order by`.
    const order = () => newest.map((column) => desc(column));
    const [own, bound] = visibilitySides(visibility).map((visible) =>
      side(visible)
        .orderBy(...order())
        .limit(page.begin + page.length),
    );
    const visible = union(own!, bound!)
      .orderBy(...order())
      .offset(page.begin)
      .limit(page.length)
      .as('visible');
    return db.select({ id: visible.id }).from(visible);
  }

  /** Visible records matching `conditions` (on records and customers), newest first. */
  const visibleRecordPage = (visibility: CustomerVisibility, conditions: SQL[], page: Page) =>
    visiblePage(visibility, page, [records.createdAt, records.id], (visible) =>
      db
        .select({ id: records.id, createdAt: records.createdAt })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .where(and(visible, ...conditions))
        .$dynamic(),
    );

  /** Visible customers matching `conditions`, newest (highest id) first. */
  const visibleCustomerPage = (visibility: CustomerVisibility, conditions: SQL[], page: Page) =>
    visiblePage(visibility, page, [customers.id], (visible) =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(visible, ...conditions))
        .$dynamic(),
    );

  /** Where a record list keeps its page of visible records (then ordered by `newestRecordsFirst()`). */
  const inVisibleRecordPage = (visibility: CustomerVisibility, conditions: SQL[], page: Page) =>
    inArray(records.id, visibleRecordPage(visibility, conditions, page));

  /** The scans of `rows`' records, by record id. */
  const scansOfRows = (rows: readonly { recordId: number }[]) =>
    scansOf(
      db,
      rows.map((row) => row.recordId),
    );

  /**
   * Customer rows matching `where`, newest first, each with its latest record: one statement, so
   * that a search is one round trip. The page is cut before the records are joined, so only its
   * rows look theirs up (records_customer_idx).
   */
  async function customerRows(where: SQL | undefined, page: Page): Promise<CustomerRow[]> {
    const found = db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        mobile: customers.mobile,
        age: customers.age,
        gender: customers.gender,
        nickname: customers.nickname,
        storeId: customers.storeId,
        scope: customers.scope,
        remark: customers.remark,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.id))
      .offset(page.begin)
      .limit(page.length)
      .as('found');
    const latest = db
      .select({ id: records.id, createdAt: records.createdAt, scanType: records.scanType })
      .from(records)
      .where(and(eq(records.customerId, found.id), isVisit))
      .orderBy(...newestRecordsFirst())
      .limit(1)
      .as('latest');
    const rows = await db
      .select({
        id: found.id,
        fullName: found.fullName,
        mobile: found.mobile,
        age: found.age,
        gender: found.gender,
        nickname: found.nickname,
        storeId: found.storeId,
        storeName: stores.name,
        scope: found.scope,
        remark: found.remark,
        latestId: latest.id,
        latestCreated: latest.createdAt,
        latestScanType: latest.scanType,
      })
      .from(found)
      .leftJoin(stores, eq(stores.id, found.storeId))
      .leftJoinLateral(latest, sql`true`)
      .orderBy(desc(found.id));
    return rows.map(({ latestId, latestCreated, latestScanType, ...customer }) => ({
      ...customer,
      latestRecord:
        latestId !== null && latestCreated !== null
          ? {
              id: latestId,
              created: latestCreated.toISOString(),
              scanType: latestScanType as ScanType,
            }
          : null,
    }));
  }

  return {
    /** Any part of the name, any 4+ digits of the phone (trigram-indexed); newest first. */
    async search(visibility: CustomerVisibility, query: CustomerSearch): Promise<CustomerRow[]> {
      const conditions: SQL[] = [];
      if (query.telephone) conditions.push(mobileMatches(query.telephone));
      if (query.name) conditions.push(nameMatches(query.name));
      return customerRows(
        inArray(customers.id, visibleCustomerPage(visibility, conditions, query)),
        { begin: 0, length: query.length },
      );
    },
    /** query/history: records of visible members named exactly `name`, newest first. */
    async history(
      visibility: CustomerVisibility,
      query: { name: string; storeId?: number | undefined; begin: number; length: number },
    ) {
      const conditions = [isVisit];
      if (query.name) conditions.push(eq(customers.fullName, query.name));
      if (query.storeId !== undefined) conditions.push(eq(customers.storeId, query.storeId));
      const rows = await db
        .select({
          recordId: records.id,
          custName: customers.fullName,
          recDate: records.createdAt,
          scanType: records.scanType,
          recorder: recorderName(),
        })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .leftJoin(users, eq(users.id, records.recUserId))
        .where(inVisibleRecordPage(visibility, conditions, query))
        .orderBy(...newestRecordsFirst());
      const scans = await scansOfRows(rows);
      return rows.map((row) => ({
        ...row,
        thumbnail: firstPhotoOf(scans.get(row.recordId)?.photos ?? []),
      }));
    },
    /** example/face: scans of visible customers by name, phone, operator and date (newest first). */
    async faceSearch(visibility: CustomerVisibility, query: FaceSearchQuery) {
      const conditions = [isVisit];
      if (query.name) conditions.push(nameMatches(query.name));
      if (query.telephone) conditions.push(mobileMatches(query.telephone));
      if (query.userName) conditions.push(ilike(records.recUserName, likePattern(query.userName)));
      for (const name of namesOf(query.products)) conditions.push(careUses('products', name));
      for (const name of namesOf(query.cares)) conditions.push(careUses('effects', name));
      // Dates are the salon's calendar days (China Standard Time, UTC+8, no daylight saving).
      if (query.startTime)
        conditions.push(gte(records.createdAt, new Date(`${query.startTime}T00:00:00+08:00`)));
      if (query.endTime)
        conditions.push(
          lt(
            records.createdAt,
            new Date(new Date(`${query.endTime}T00:00:00+08:00`).getTime() + 86_400_000),
          ),
        );
      const rows = await db
        .select({
          recordId: records.id,
          recCustomerId: customers.id,
          customerName: customers.fullName,
          storeName: stores.name,
          recUserName: records.recUserName,
          created: records.createdAt,
          scope: customers.scope,
        })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .leftJoin(stores, eq(stores.id, customers.storeId))
        .where(inVisibleRecordPage(visibility, conditions, query))
        .orderBy(...newestRecordsFirst());
      const scans = await scansOfRows(rows);
      return rows.map((row) => ({ ...row, scan: scans.get(row.recordId) ?? { photos: [] } }));
    },
    /** Issue 17 #31: visits of visible customers since `since`, newest first. */
    async visitsSince(visibility: CustomerVisibility, since: Date, limit: number) {
      return db
        .select({
          recordId: records.id,
          customerId: customers.id,
          customerName: customers.fullName,
          scope: customers.scope,
          scanType: records.scanType,
          recorder: recorderName(),
          created: records.createdAt,
        })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .leftJoin(users, eq(users.id, records.recUserId))
        .where(
          inVisibleRecordPage(visibility, [isVisit, gte(records.createdAt, since)], {
            begin: 0,
            length: limit,
          }),
        )
        .orderBy(...newestRecordsFirst());
    },
    /**
     * Issue 17 #31: visible customers by their latest visit, newest first, `limit` of them; with
     * `before`, only customers with no visit since then (due for a re-check). Reads the newest
     * visits (at most ten per customer wanted) and keeps each customer's first.
     */
    async byLatestVisit(visibility: CustomerVisibility, query: { before?: Date; limit: number }) {
      const conditions = [isVisit];
      if (query.before) {
        const before = query.before;
        conditions.push(
          lt(records.createdAt, before),
          sql`not exists (select 1 from ${records} as newer where newer.customer_id = ${records.customerId} and newer.created_at >= ${before} and newer.completed_at is not null)`,
        );
      }
      const rows = await db
        .select({
          id: customers.id,
          fullName: customers.fullName,
          mobile: customers.mobile,
          scope: customers.scope,
          storeName: stores.name,
          lastVisit: records.createdAt,
          lastScanType: records.scanType,
        })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .leftJoin(stores, eq(stores.id, customers.storeId))
        .where(inVisibleRecordPage(visibility, conditions, { begin: 0, length: query.limit * 10 }))
        .orderBy(...newestRecordsFirst());
      const seen = new Set<number>();
      return rows
        .filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)))
        .slice(0, query.limit);
    },
    /**
     * Whether a member of the tenant has this mobile (a mobile is unique in a tenant); besides
     * `exceptId` when a member's own phone is corrected (issue 17 #30).
     */
    async mobileTakenInTenant(
      scope: string,
      ownerId: number,
      mobile: string,
      exceptId?: number,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.scope, scope as CustomerDbRow['scope']),
            eq(customers.ownerId, ownerId),
            eq(customers.mobile, mobile),
            exceptId === undefined ? undefined : ne(customers.id, exceptId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async findById(id: number): Promise<CustomerDbRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },
    async findRow(id: number): Promise<CustomerRow | undefined> {
      return (await customerRows(eq(customers.id, id), { begin: 0, length: 1 }))[0];
    },
    async isBound(customerId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: customerBindings.userId })
        .from(customerBindings)
        .where(
          and(eq(customerBindings.customerId, customerId), eq(customerBindings.userId, userId)),
        );
      return Boolean(row);
    },
    async insert(values: NewCustomerRow): Promise<CustomerDbRow> {
      const [row] = await db.insert(customers).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, values: Partial<NewCustomerRow>): Promise<void> {
      await db.update(customers).set(values).where(eq(customers.id, id));
    },
    async addConsent(values: typeof consents.$inferInsert) {
      const [row] = await db.insert(consents).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /**
     * Whether a consent of the customer stands: for a customer now under 14 only one her
     * guardian gave (DECISIONS §108), so an older consent without one, or an age corrected
     * downwards, starts no photo.
     */
    async hasConsent(customerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: consents.id })
        .from(consents)
        .innerJoin(customers, eq(customers.id, consents.customerId))
        .where(
          and(
            eq(consents.customerId, customerId),
            or(
              isNull(customers.age),
              gte(customers.age, GUARDIAN_REQUIRED_UNDER_AGE),
              isNotNull(consents.guardianName),
            ),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
