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
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { union, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import {
  consents,
  customerBindings,
  customers,
  photos,
  records,
  stores,
  users,
  type Db,
} from '@skinscope/db';
import {
  GUARDIAN_REQUIRED_UNDER_AGE,
  parsePhotoKey,
  photoUrl,
  type CustomerRow,
  type FaceSearchQuery,
  type ScanType,
} from '@skinscope/contracts';
import { careKeysUsing } from '@skinscope/domain';
import { likePattern, prefixPattern } from '../infra/like-pattern';
import { preparedShapes } from './prepared';
import { qualified } from './qualified';
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
 * What a visibility condition compares with: the actor's values (a statement run once), or
 * placeholders for them (a prepared statement, `VISIBILITY_PLACEHOLDERS`).
 */
interface VisibilityTerms {
  scope: CustomerVisibility['scope'] | Placeholder;
  ownerId: number | Placeholder;
  userId: number | Placeholder;
  /** Whether the bindings side can match (policy/customers.ts CustomerVisibility). */
  hasBindings: boolean;
}

const VISIBILITY_PLACEHOLDERS = {
  scope: sql.placeholder('scope'),
  ownerId: sql.placeholder('ownerId'),
  userId: sql.placeholder('userId'),
};

/** The values of VISIBILITY_PLACEHOLDERS for one actor. */
const visibilityValues = (visibility: CustomerVisibility) => ({
  scope: visibility.scope,
  ownerId: visibility.ownerId,
  userId: visibility.userId,
});

/**
 * SQL form of the policy's customer rule (policy/customers.ts customerVisibility), one
 * condition per side: the actor's own company, or a binding to the actor. A customer is visible
 * when either holds. The lists query each side on its own and unite the pages (`visiblePage`):
 * joined by `or`, the two sides got one estimate (half of every row), so a small company or a
 * bound third party walked every visit of the database newest first to fill a page (DECISIONS
 * "History list: the index's nulls order"). An actor bound to no customer has only the first
 * side: PostgreSQL need not plan a half that cannot match (issue 35 #1).
 */
function visibilitySides(terms: VisibilityTerms): SQL[] {
  const own = and(eq(customers.scope, terms.scope), eq(customers.ownerId, terms.ownerId))!;
  if (!terms.hasBindings) return [own];
  return [
    own,
    exists(
      sql`(select 1 from ${customerBindings} where ${customerBindings.customerId} = ${customers.id} and ${customerBindings.userId} = ${terms.userId})`,
    ),
  ];
}

interface Page {
  begin: number;
  length: number;
}

/** Rows `begin` to `begin + length` of a list; placeholders in a prepared statement. */
interface PageTerms {
  begin: number | Placeholder;
  length: number | Placeholder;
  /** `begin + length`: how many rows each side of the rule reads. */
  sideLimit: number | Placeholder;
}

const PAGE_PLACEHOLDERS: PageTerms = {
  begin: sql.placeholder('begin'),
  length: sql.placeholder('length'),
  sideLimit: sql.placeholder('sideLimit'),
};

const pageValues = (page: Page) => ({
  begin: page.begin,
  length: page.length,
  sideLimit: page.begin + page.length,
});

/** A statement run once: the actor's values written in. */
const directTerms = (visibility: CustomerVisibility, page: Page) => ({
  visibility: { ...visibilityValues(visibility), hasBindings: visibility.hasBindings },
  page: pageValues(page),
});

/** Fewer digits than this match a phone from its start only (3 digits match too much). */
const PHONE_PART_MIN_DIGITS = 4;

/** A member's mobile has 11 digits (customers.mobile is varchar(11)). */
const MOBILE_DIGITS = 11;

/**
 * Issue 17 #2: the last four digits, or any four or more, find the member. A whole number
 * contained in an 11-character mobile is that mobile, so it is matched from the start: the
 * tenant's btree (customers_tenant_mobile_idx) finds it at once, where the trigram index read
 * the long lists of 139, 390… (0.9 ms; issue 35).
 */
const mobilePattern = (digits: string) =>
  digits.length >= PHONE_PART_MIN_DIGITS && digits.length < MOBILE_DIGITS
    ? likePattern(digits)
    : prefixPattern(digits);

/** `pattern` is `mobilePattern`'s value or its placeholder. */
const mobileMatches = (pattern: string | Placeholder) => like(customers.mobile, pattern);

/** A name part this long has a trigram, so the trigram index serves `like '%…%'`. */
const TRIGRAM_LENGTH = 3;

const hasTrigram = (name: string) => [...name].length >= TRIGRAM_LENGTH;

/**
 * Any part of the name (王芳 finds 李王芳 and 王芳芳). A part of one or two characters has no
 * trigram: `@>` finds it in the index of every one- and two-character part of each name
 * (migration 0011), exactly, and PostgreSQL's statistics of those parts tell a common part (walk
 * the newest members, stop at a page) from a rare one (read the few from the index). strpos
 * repeats the test cheaply row by row on the walk; unlike `like`, its estimate is a constant that
 * does not multiply the index's own estimate down to "rare" for every part.
 * `term` is the name's value (`namePattern`) or its placeholder.
 */
function nameMatches(trigram: boolean, term: string | Placeholder): SQL {
  if (trigram) return like(customers.fullName, term);
  return and(
    sql`customer_name_short_parts(${customers.fullName}) @> array[${term}]::text[]`,
    sql`strpos(${customers.fullName}, ${term}) > 0`,
  )!;
}

/** The value `nameMatches` compares with. */
const namePattern = (name: string) => (hasTrigram(name) ? likePattern(name) : name);

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

/**
 * A record's thumbnail: its first normal-light photo in scan order, or its first photo of any
 * light. One subquery, evaluated for the page's rows only (after the limit); two lookups, one
 * per light, saved 0.1 ms of execution and cost 0.2 ms more planning (issue 35).
 */
const thumbnailKeyOf = (recordId: PgColumn) =>
  sql<string | null>`(select ${photos.storageKey} from ${photos}
    where ${photos.recordId} = ${qualified(recordId)} and ${photos.part} is not null
      and ${photos.position} is not null and ${photos.lightType} is not null
    order by ${photos.lightType} <> 'normal', ${photos.scanOrder}, ${photos.id} limit 1)`;

export function createCustomersRepository(db: Db) {
  const prepared = preparedShapes();

  /**
   * One page of visible rows, newest first (descending by `newest`), as a subquery of their ids.
   * `side` selects the rows (an `id` first, and the `newest` columns) matching one side of the
   * visibility rule; each side reads its own newest `begin + length` (its own index and estimate:
   * the `order by … limit` is what lets PostgreSQL walk the index newest first and stop), and the
   * union is cut to the page. With one side, that side is the page.
   */
  function visiblePage(
    terms: { visibility: VisibilityTerms; page: PageTerms },
    newest: PgColumn[],
    side: (visible: SQL) => PgSelect<string, { id: PgColumn }>,
  ) {
    // Built anew for every use: drizzle rewrites a union's order terms in place (bare column
    // names), which would strip the table from the sides' own `order by`.
    const order = () => newest.map((column) => desc(column));
    const [own, bound] = visibilitySides(terms.visibility).map((visible) => side(visible));
    const visible = (
      bound
        ? union(
            own!.orderBy(...order()).limit(terms.page.sideLimit),
            bound.orderBy(...order()).limit(terms.page.sideLimit),
          )
        : own!
    )
      .orderBy(...order())
      .offset(terms.page.begin)
      .limit(terms.page.length)
      .as('visible');
    return db.select({ id: visible.id }).from(visible);
  }

  /** Visible records matching `conditions` (on records and customers), newest first. */
  const visibleRecordPage = (
    terms: { visibility: VisibilityTerms; page: PageTerms },
    conditions: SQL[],
  ) =>
    visiblePage(terms, [records.createdAt, records.id], (visible) =>
      db
        .select({ id: records.id, createdAt: records.createdAt })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .where(and(visible, ...conditions))
        .$dynamic(),
    );

  /** Visible customers matching `conditions`, newest (highest id) first. */
  const visibleCustomerPage = (
    terms: { visibility: VisibilityTerms; page: PageTerms },
    conditions: SQL[],
  ) =>
    visiblePage(terms, [customers.id], (visible) =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(visible, ...conditions))
        .$dynamic(),
    );

  /** Where a record list keeps its page of visible records (then ordered by `newestRecordsFirst()`). */
  const inVisibleRecordPage = (visibility: CustomerVisibility, conditions: SQL[], page: Page) =>
    inArray(records.id, visibleRecordPage(directTerms(visibility, page), conditions));

  /** The scans of `rows`' records, by record id. */
  const scansOfRows = (rows: readonly { recordId: number }[]) =>
    scansOf(
      db,
      rows.map((row) => row.recordId),
    );

  /**
   * Customer rows matching `where`, newest first, `length` of them, each with its latest record:
   * one statement, so that a search is one round trip. The page is cut before the records are
   * joined, so only its rows look theirs up (records_customer_idx).
   */
  function customerRowsQuery(where: SQL, page: Pick<PageTerms, 'begin' | 'length'>) {
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
    return db
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
  }

  type CustomerRowsQuery = ReturnType<typeof customerRowsQuery>;

  function customerRowsOf(rows: Awaited<CustomerRowsQuery>): CustomerRow[] {
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

  /**
   * The history page (spec §7 query/history) as one prepared statement per shape: whether a
   * name and a store narrow it, and whether the actor has bindings. Each row carries its
   * thumbnail's key, so the page is one round trip.
   */
  function historyStatement(shape: { name: boolean; store: boolean; hasBindings: boolean }) {
    return prepared(`history:${shape.name}:${shape.store}:${shape.hasBindings}`, () => {
      const conditions = [isVisit];
      if (shape.name) conditions.push(eq(customers.fullName, sql.placeholder('name')));
      if (shape.store) conditions.push(eq(customers.storeId, sql.placeholder('storeId')));
      const visibility = { ...VISIBILITY_PLACEHOLDERS, hasBindings: shape.hasBindings };
      const query = db
        .select({
          recordId: records.id,
          custName: customers.fullName,
          recDate: records.createdAt,
          scanType: records.scanType,
          recorder: recorderName(),
          thumbnailKey: thumbnailKeyOf(records.id),
        })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .leftJoin(users, eq(users.id, records.recUserId))
        .$dynamic();
      // One side of the rule: its rows are the page, read at once (no page of ids to re-read).
      if (!shape.hasBindings)
        return query
          .where(and(...visibilitySides(visibility), ...conditions))
          .orderBy(...newestRecordsFirst())
          .offset(PAGE_PLACEHOLDERS.begin)
          .limit(PAGE_PLACEHOLDERS.length);
      return query
        .where(
          inArray(
            records.id,
            visibleRecordPage({ visibility, page: PAGE_PLACEHOLDERS }, conditions),
          ),
        )
        .orderBy(...newestRecordsFirst());
    });
  }

  /** The customer search and list as one prepared statement per shape (see `search`). */
  function searchStatement(shape: {
    phone: boolean;
    name: 'none' | 'trigram' | 'short';
    hasBindings: boolean;
  }) {
    return prepared(`search:${shape.phone}:${shape.name}:${shape.hasBindings}`, () => {
      const conditions: SQL[] = [];
      if (shape.phone) conditions.push(mobileMatches(sql.placeholder('phone')));
      if (shape.name !== 'none')
        conditions.push(nameMatches(shape.name === 'trigram', sql.placeholder('name')));
      const visibility = { ...VISIBILITY_PLACEHOLDERS, hasBindings: shape.hasBindings };
      // One side of the rule: its rows are the page, read at once (no page of ids to re-read).
      if (!shape.hasBindings)
        return customerRowsQuery(
          and(...visibilitySides(visibility), ...conditions)!,
          PAGE_PLACEHOLDERS,
        );
      return customerRowsQuery(
        inArray(
          customers.id,
          visibleCustomerPage({ visibility, page: PAGE_PLACEHOLDERS }, conditions),
        ),
        { begin: 0, length: PAGE_PLACEHOLDERS.length },
      );
    });
  }

  return {
    /** Any part of the name, any 4+ digits of the phone (trigram-indexed); newest first. */
    async search(visibility: CustomerVisibility, query: CustomerSearch): Promise<CustomerRow[]> {
      const statement = searchStatement({
        phone: Boolean(query.telephone),
        name: !query.name ? 'none' : hasTrigram(query.name) ? 'trigram' : 'short',
        hasBindings: visibility.hasBindings,
      });
      return customerRowsOf(
        await statement.execute({
          ...visibilityValues(visibility),
          ...pageValues(query),
          phone: query.telephone ? mobilePattern(query.telephone) : undefined,
          name: query.name ? namePattern(query.name) : undefined,
        }),
      );
    },
    /** query/history: records of visible members named exactly `name`, newest first. */
    async history(
      visibility: CustomerVisibility,
      query: { name: string; storeId?: number | undefined; begin: number; length: number },
    ) {
      const statement = historyStatement({
        name: Boolean(query.name),
        store: query.storeId !== undefined,
        hasBindings: visibility.hasBindings,
      });
      const rows = await statement.execute({
        ...visibilityValues(visibility),
        ...pageValues(query),
        name: query.name || undefined,
        storeId: query.storeId,
      });
      return rows.map(({ thumbnailKey, ...row }) => {
        const key = thumbnailKey === null ? null : parsePhotoKey(thumbnailKey);
        return { ...row, thumbnail: key ? photoUrl(key) : null };
      });
    },
    /** example/face: scans of visible customers by name, phone, operator and date (newest first). */
    async faceSearch(visibility: CustomerVisibility, query: FaceSearchQuery) {
      const conditions = [isVisit];
      if (query.name) conditions.push(nameMatches(hasTrigram(query.name), namePattern(query.name)));
      if (query.telephone) conditions.push(mobileMatches(mobilePattern(query.telephone)));
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
      const statement = prepared('by-id', () =>
        db
          .select()
          .from(customers)
          .where(eq(customers.id, sql.placeholder('id')))
          .limit(1),
      );
      const [row] = await statement.execute({ id });
      return row;
    },
    async findRow(id: number): Promise<CustomerRow | undefined> {
      return customerRowsOf(
        await customerRowsQuery(eq(customers.id, id), { begin: 0, length: 1 }),
      )[0];
    },
    /**
     * The customer and whether a binding ties her to `userId`: what every customer read asks
     * the policy (customer-access.ts), in one prepared statement.
     */
    async findWithBinding(
      id: number,
      userId: number,
    ): Promise<{ customer: CustomerDbRow; boundToUser: boolean } | undefined> {
      const statement = prepared('customer-with-binding', () =>
        db
          .select({
            customer: customers,
            boundToUser: sql<boolean>`exists (select 1 from ${customerBindings} where ${customerBindings.customerId} = ${qualified(customers.id)} and ${customerBindings.userId} = ${sql.placeholder('userId')})`,
          })
          .from(customers)
          .where(eq(customers.id, sql.placeholder('id')))
          .limit(1),
      );
      const [row] = await statement.execute({ id, userId });
      return row;
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
