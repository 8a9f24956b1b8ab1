import { CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import type { PasswordHasher } from '../infra/password-hasher';
import { staffActorOf } from '../modules/users/user-view';
import type { Actor } from '../policy';
import { consentTextHash } from '../modules/customers/consent-text';
import { createRepositories, createTransact, type Repositories } from '../repositories';

export const DEMO_PASSWORD = 'Demo#skin2026';
const COMPANY_MOBILE = '13900000101';

export interface DemoSummary {
  created: boolean;
  staff: Array<{ mobile: string; name: string; role: string }>;
  /** The first demo customer and who recorded it, when this run created the data. */
  showcase?: { id: number; recorder: { id: number; name: string } };
  /** The demo company and its manager (who writes its cases), when this run created the data. */
  company?: { scope: 'reach'; ownerId: number; author: { id: number; name: string } };
  /**
   * Who works the demo microscope (demo-microscope.ts), when this run created the data: the
   * manager, who calibrates it for the flagship store, and the adviser, who takes its
   * test-retest pairs.
   */
  microscope?: { manager: Actor; adviser: Actor; storeId: number };
  /** The demo's customers after the first, by id, when this run created the data. */
  others?: number[];
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
 * A customer of the demo company (scope reach, the manager's), registered by the manager with
 * the photo consent of today's text, as every demo customer is.
 */
export async function insertDemoCustomer(
  repos: Pick<Repositories, 'customers'>,
  managerId: number,
  customer: Pick<
    Parameters<Repositories['customers']['insert']>[0],
    'fullName' | 'mobile' | 'gender' | 'age' | 'nickname' | 'storeId'
  >,
) {
  const row = await repos.customers.insert({
    ...customer,
    scope: 'reach',
    ownerId: managerId,
    createdBy: managerId,
  });
  await repos.customers.addConsent({
    customerId: row.id,
    staffId: managerId,
    version: CURRENT_CONSENT_VERSION,
    textHash: consentTextHash(CURRENT_CONSENT_VERSION),
  });
  return row;
}

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
  if (await createRepositories(db).users.findByMobile(COMPANY_MOBILE)) {
    return { created: false, staff: summary };
  }

  const created = await createTransact(db)(async (repos) => {
    let first: DemoSummary['showcase'];
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    const manager = await repos.users.insert({
      ...STAFF[0]!,
      passwordHash,
      scope: 'reach',
      canScan: true,
    });
    const author = { id: manager.id, name: manager.fullName ?? STAFF[0]!.fullName };
    const adviser = await repos.users.insert({
      ...STAFF[1]!,
      passwordHash,
      scope: 'reach',
      canScan: true,
      companyUserId: manager.id,
    });
    const storeRows = [];
    for (const name of ['徐汇旗舰店', '静安体验店']) {
      storeRows.push(
        await repos.stores.insert({
          name,
          clientName: '肤镜演示公司',
          scope: 'reach',
          companyUserId: manager.id,
        }),
      );
    }
    const others: number[] = [];
    for (const [index, customer] of CUSTOMERS.entries()) {
      const row = await insertDemoCustomer(repos, manager.id, {
        ...customer,
        storeId: storeRows[index % storeRows.length]!.id,
      });
      if (first) others.push(row.id);
      first ??= { id: row.id, recorder: author };
    }
    return {
      showcase: first,
      company: { scope: 'reach' as const, ownerId: manager.id, author },
      microscope: {
        manager: staffActorOf(manager, null),
        adviser: staffActorOf(adviser, null),
        storeId: storeRows[0]!.id,
      },
      others,
    };
  });
  return {
    created: true,
    staff: summary,
    ...(created.showcase && { showcase: created.showcase }),
    company: created.company,
    microscope: created.microscope,
    others: created.others,
  };
}
