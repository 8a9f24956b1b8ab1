import { eq } from 'drizzle-orm';
import { consents, customers, stores, users, type Db } from '@skinscope/db';
import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { createHash } from 'node:crypto';
import type { PasswordHasher } from '../infra/password-hasher';

export const DEMO_PASSWORD = 'Demo#skin2026';
const COMPANY_MOBILE = '13900000101';

export interface DemoSummary {
  created: boolean;
  staff: Array<{ mobile: string; name: string; role: string }>;
  /** The first demo customer and who recorded it, when this run created the data. */
  showcase?: { id: number; recorder: { id: number; name: string } };
  /** The demo company and its manager (who writes its cases), when this run created the data. */
  company?: { scope: 'reach'; ownerId: number; author: { id: number; name: string } };
}

const STAFF = [
  { mobile: COMPANY_MOBILE, fullName: '周晴（店长）', canUpload: true },
  { mobile: '13900000102', fullName: '林悦（美容顾问）', canUpload: false },
];

const CUSTOMERS = [
  {
    fullName: '陈思雨',
    mobile: '13611110001',
    gender: 'female' as const,
    age: 28,
    nickname: '思思',
  },
  { fullName: '王美玲', mobile: '13611110002', gender: 'female' as const, age: 41, nickname: null },
  {
    fullName: '赵子涵',
    mobile: '13611110003',
    gender: 'female' as const,
    age: 35,
    nickname: '涵涵',
  },
  { fullName: '李浩然', mobile: '13611110004', gender: 'male' as const, age: 33, nickname: null },
];

/**
 * `npm run seed:demo` (DECISIONS): two stores of one company (scope reach), its manager and an
 * adviser who may scan, and a few consenting customers. Running it again changes nothing. The
 * showcase customer's visits (demo-photos.ts) and the cases (demo-cases.ts) follow it.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<DemoSummary> {
  const summary = STAFF.map((staff, index) => ({
    mobile: staff.mobile,
    name: staff.fullName,
    role: index === 0 ? '公司主账号' : '员工',
  }));
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, COMPANY_MOBILE));
  if (existing) return { created: false, staff: summary };

  const created = await db.transaction(async (tx) => {
    let first: DemoSummary['showcase'];
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    const [manager] = await tx
      .insert(users)
      .values({ ...STAFF[0]!, passwordHash, scope: 'reach', canScan: true })
      .returning();
    if (!manager) throw new Error('demo manager not created');
    const author = { id: manager.id, name: manager.fullName ?? STAFF[0]!.fullName };
    await tx.insert(users).values({
      ...STAFF[1]!,
      passwordHash,
      scope: 'reach',
      canScan: true,
      companyUserId: manager.id,
    });
    const storeRows = await tx
      .insert(stores)
      .values([
        {
          name: '徐汇旗舰店',
          clientName: '肤镜演示公司',
          scope: 'reach',
          companyUserId: manager.id,
        },
        {
          name: '静安体验店',
          clientName: '肤镜演示公司',
          scope: 'reach',
          companyUserId: manager.id,
        },
      ])
      .returning();
    const textHash = createHash('sha256')
      .update(CONSENT_TEXTS[CURRENT_CONSENT_VERSION])
      .digest('hex');
    for (const [index, customer] of CUSTOMERS.entries()) {
      const [row] = await tx
        .insert(customers)
        .values({
          ...customer,
          storeId: storeRows[index % storeRows.length]!.id,
          scope: 'reach',
          ownerId: manager.id,
          createdBy: manager.id,
        })
        .returning();
      if (row && !first) first = { id: row.id, recorder: author };
      if (row)
        await tx.insert(consents).values({
          customerId: row.id,
          staffId: manager.id,
          version: CURRENT_CONSENT_VERSION,
          textHash,
        });
    }
    return { showcase: first, company: { scope: 'reach' as const, ownerId: manager.id, author } };
  });
  return {
    created: true,
    staff: summary,
    ...(created.showcase && { showcase: created.showcase }),
    company: created.company,
  };
}
