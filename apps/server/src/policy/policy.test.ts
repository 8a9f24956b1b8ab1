import { describe, expect, it } from 'vitest';
import type { PhotoKey } from '@skinscope/contracts';
import {
  canCalibrateDevices,
  canEnrolInStudy,
  canManageStudy,
  canShareStudyReport,
  canRunStudies,
  canSeeStudy,
  canWithdrawFromStudy,
  canChangeCompanySettings,
  canManageRetention,
  canSeeRetentionName,
  canManageCalibration,
  canReadDeviceCalibration,
  canReadRetestPairs,
  canReadRetestReminders,
  canManageRetestPair,
  canNameRetestCustomer,
  canEditCase,
  canExportOrEraseCustomers,
  canCancelDataRequest,
  canCarryOutDataRequest,
  canSeeCustomerDataRequests,
  canSeeDataRequests,
  canSendDataLink,
  canFileCustomersUnder,
  canListColleaguesOf,
  canListStoresOf,
  canManageCustomerBindings,
  canManageStores,
  headsCompany,
  canManageUsers,
  canConsultCustomer,
  canEditCustomer,
  canReadAudit,
  canReadFilingStatus,
  canAssessImpact,
  rightsMatrix,
  canReadCase,
  canReadCustomer,
  canReadDetection,
  canReadPhoto,
  canReadUserRights,
  canOpenReportLink,
  canShareCustomerReport,
  canShareReports,
  canStorePhoto,
  canUploadCases,
  canUseCaseLibrary,
  canEnterCustomerMode,
  customerVisibility,
  requireCustomerModeAllowsRoute,
  isOwnSession,
  type Actor,
  type CustomerFacts,
} from '.';

/**
 * The whole access policy as one table: every kind of actor × every kind of resource × every
 * action, with the answer we expect. A new rule or actor fails here until its row is written.
 */
const staff = (id: number, values: Partial<Actor> = {}): Actor => ({
  id,
  name: `员工${id}`,
  role: 'staff',
  scope: 'cgo',
  companyUserId: null,
  storeId: null,
  canScan: true,
  canUpload: false,
  customerMode: null,
  ...values,
});

// Company A (cgo, owner 10) with an owner and a colleague; company R (reach, owner 20); company
// B (cgo, owner 30); a pubdom third party bound to A's store 7; an administrator.
const ACTORS = {
  ownerA: staff(10, { canUpload: true }),
  colleagueA: staff(11, { companyUserId: 10, canScan: false, canUpload: true }),
  reachStaff: staff(20, { scope: 'reach' }),
  otherB: staff(30, { canUpload: true }),
  thirdParty: staff(40, { scope: 'pubdom', storeId: 7 }),
  admin: staff(50, { role: 'admin', scope: 'reach', canUpload: true }),
} satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;

const customerA = (actor: Actor): CustomerFacts => ({
  id: 1,
  scope: 'cgo',
  ownerId: 10,
  // Authorised for the third party only.
  boundToActor: actor.id === 40,
});
const customerR: CustomerFacts = { id: 3, scope: 'reach', ownerId: 20, boundToActor: false };
const storeA = { id: 7, scope: 'cgo' as const, companyUserId: 10, archived: false };
const archivedStoreA = { ...storeA, id: 8, archived: true };
const storeB = { id: 9, scope: 'cgo' as const, companyUserId: 30, archived: false };
const caseA = { scope: 'cgo' as const, ownerId: 10 };
const caseB = { scope: 'cgo' as const, ownerId: 30 };
const photo = (key: string): PhotoKey => {
  const [kind, owner] = key.split('/');
  if (kind === 'img')
    return { kind, customerId: Number(owner), hour: '1', name: '1700000000000.jpg' };
  if (kind === 'sos') return { kind, userId: Number(owner), hour: '1', name: '1700000000000.jpg' };
  const [scope, ownerId] = String(owner).split('-');
  return {
    kind: 'case',
    scope: scope as 'cgo',
    ownerId: Number(ownerId),
    hour: '1',
    name: '1700000000000.jpg',
  };
};

const CHECKS = {
  'customer A: read': (a: Actor) => canReadCustomer(a, customerA(a)),
  'customer A: consult (records, photos)': (a: Actor) => canConsultCustomer(a, customerA(a)),
  'customer A: manage authorisations': (a: Actor) => canManageCustomerBindings(a, customerA(a)),
  'customer A: edit details': (a: Actor) => canEditCustomer(a, customerA(a)),
  'customer A: share a visit report': (a: Actor) => canShareCustomerReport(a, customerA(a)),
  'report links: create, list or revoke any (canScan)': (a: Actor) => canShareReports(a),
  'customer R: read': (a: Actor) => canReadCustomer(a, customerR),
  'customer R: share a visit report': (a: Actor) => canShareCustomerReport(a, customerR),
  'customer R: manage authorisations': (a: Actor) => canManageCustomerBindings(a, customerR),
  'customers: export or erase (admins)': (a: Actor) => canExportOrEraseCustomers(a),
  'customer A: send the link to her own data': (a: Actor) => canSendDataLink(a, customerA(a)),
  'customer A: see her data requests': (a: Actor) => canSeeCustomerDataRequests(a, customerA(a)),
  'data request of company A: see on the counter': (a: Actor) =>
    canSeeDataRequests(a, { scope: 'cgo', ownerId: 10 }),
  'data request of company A: carry out (admins, store managers)': (a: Actor) =>
    canCarryOutDataRequest(a, { scope: 'cgo', ownerId: 10 }),
  'data request of company A: withdraw with a reason': (a: Actor) =>
    canCancelDataRequest(a, { scope: 'cgo', ownerId: 10 }),
  'store A: file customers under': (a: Actor) => canFileCustomersUnder(a, storeA),
  'archived store A: file customers under': (a: Actor) => canFileCustomersUnder(a, archivedStoreA),
  'store B: file customers under': (a: Actor) => canFileCustomersUnder(a, storeB),
  'stores: manage': (a: Actor) => canManageStores(a),
  'stores: list company 30': (a: Actor) => canListStoresOf(a, { companyUserId: 30 }),
  'case library: use': (a: Actor) => canUseCaseLibrary(a),
  'cases: upload': (a: Actor) => canUploadCases(a),
  'case A: read': (a: Actor) => canReadCase(a, caseA),
  'case A: edit or delete': (a: Actor) => canEditCase(a, caseA),
  'case B: read': (a: Actor) => canReadCase(a, caseB),
  'photo img of customer A: read': (a: Actor) => canReadPhoto(a, photo('img/1'), customerA(a)),
  'photo img of customer A: store': (a: Actor) => canStorePhoto(a, photo('img/1'), customerA(a)),
  'photo img of a missing customer: read': (a: Actor) => canReadPhoto(a, photo('img/2'), null),
  'photo sos of user 10: read': (a: Actor) => canReadPhoto(a, photo('sos/10'), null),
  'photo sos of user 10: store': (a: Actor) => canStorePhoto(a, photo('sos/10'), null),
  'photo case cgo-10: read': (a: Actor) => canReadPhoto(a, photo('case/cgo-10'), null),
  'photo case cgo-10: store': (a: Actor) => canStorePhoto(a, photo('case/cgo-10'), null),
  'photo case cgo-30: read': (a: Actor) => canReadPhoto(a, photo('case/cgo-30'), null),
  'detection of customer A: read': (a: Actor) =>
    canReadDetection(a, { userId: 10, customer: customerA(a) }),
  'detection of sos photos by user 10: read': (a: Actor) =>
    canReadDetection(a, { userId: 10, customer: null }),
  'user 10 rights: read': (a: Actor) => canReadUserRights(a, 10),
  'users: manage': (a: Actor) => canManageUsers(a),
  'colleagues of user 10: list': (a: Actor) => canListColleaguesOf(a, 10),
  'audit log: read': (a: Actor) => canReadAudit(a),
  'filing threshold counts: read': (a: Actor) => canReadFilingStatus(a),
  'impact assessment: generate and keep': (a: Actor) => canAssessImpact(a),
  'session of user 10 (cgo): own': (a: Actor) => isOwnSession(a, { userId: 10, scope: 'cgo' }),
  'microscopes: calibrate': (a: Actor) => canCalibrateDevices(a),
  'calibration of company A: see or retire': (a: Actor) =>
    canManageCalibration(a, { scope: 'cgo', ownerId: 10 }),
  "own company's device calibration: read for capture": (a: Actor) => canReadDeviceCalibration(a),
  "own company's test-retest pairs and repeatability: read": (a: Actor) => canReadRetestPairs(a),
  "own company's retest reminders: read": (a: Actor) => canReadRetestReminders(a),
  'test-retest pair of company A: read or delete': (a: Actor) =>
    canManageRetestPair(a, { scope: 'cgo', ownerId: 10 }),
  'customer A: name on a test-retest pair': (a: Actor) => canNameRetestCustomer(a, customerA(a)),
  "own company's settings: change": (a: Actor) => canChangeCompanySettings(a),
  "own company's retention: period, dry run, deletions": (a: Actor) => canManageRetention(a),
  'customer A: named in the retention dry run': (a: Actor) => canSeeRetentionName(a, customerA(a)),
  'efficacy studies: define': (a: Actor) => canRunStudies(a),
  'study of company A: change protocol, analyse': (a: Actor) =>
    canManageStudy(a, { scope: 'cgo', ownerId: 10 }),
  'study of company A: share with its sponsor': (a: Actor) =>
    canShareStudyReport(a, { scope: 'cgo', ownerId: 10 }),
  'study of company A: see participants': (a: Actor) =>
    canSeeStudy(a, { scope: 'cgo', ownerId: 10 }),
  'customer A: enrol in, visit or withdraw from a study of company A': (a: Actor) =>
    canEnrolInStudy(a, { scope: 'cgo', ownerId: 10 }, customerA(a)),
  'customer A: withdraw from a study of company A (staff or who runs it)': (a: Actor) =>
    canWithdrawFromStudy(a, { scope: 'cgo', ownerId: 10 }, customerA(a)),
} satisfies Record<string, (actor: Actor) => boolean>;
type Check = keyof typeof CHECKS;

// Columns: ownerA, colleagueA, reachStaff, otherB, thirdParty, admin.
const EXPECTED: Record<Check, [boolean, boolean, boolean, boolean, boolean, boolean]> = {
  'customer A: read': [true, true, false, false, true, false],
  'customer A: consult (records, photos)': [true, false, false, false, true, false],
  'customer A: manage authorisations': [false, false, false, false, false, false],
  'customer A: edit details': [true, false, false, false, false, false],
  'customer A: share a visit report': [true, false, false, false, true, false],
  'report links: create, list or revoke any (canScan)': [true, false, true, true, true, true],
  'customer R: read': [false, false, true, false, false, false],
  'customer R: share a visit report': [false, false, true, false, false, false],
  'customer R: manage authorisations': [false, false, true, false, false, false],
  'customers: export or erase (admins)': [false, false, false, false, false, true],
  'customer A: send the link to her own data': [true, false, false, false, true, false],
  'customer A: see her data requests': [true, true, false, false, false, false],
  'data request of company A: see on the counter': [true, true, false, false, false, false],
  'data request of company A: carry out (admins, store managers)': [
    true,
    false,
    false,
    false,
    false,
    false,
  ],
  'data request of company A: withdraw with a reason': [true, true, false, false, false, false],
  'store A: file customers under': [true, true, false, false, true, true],
  'archived store A: file customers under': [false, false, false, false, false, false],
  'store B: file customers under': [false, false, false, true, false, true],
  'stores: manage': [false, false, false, false, false, true],
  'stores: list company 30': [false, false, false, true, false, true],
  'case library: use': [true, true, true, true, false, true],
  'cases: upload': [true, true, false, true, false, true],
  'case A: read': [true, true, false, false, false, false],
  'case A: edit or delete': [true, true, false, false, false, false],
  'case B: read': [false, false, false, true, false, false],
  'photo img of customer A: read': [true, true, false, false, true, false],
  'photo img of customer A: store': [true, false, false, false, true, false],
  'photo img of a missing customer: read': [false, false, false, false, false, false],
  'photo sos of user 10: read': [true, false, false, false, false, false],
  'photo sos of user 10: store': [true, false, false, false, false, false],
  'photo case cgo-10: read': [true, true, false, false, false, false],
  'photo case cgo-10: store': [true, true, false, false, false, false],
  'photo case cgo-30: read': [false, false, false, true, false, false],
  'detection of customer A: read': [true, true, false, false, true, false],
  'detection of sos photos by user 10: read': [true, false, false, false, false, false],
  'user 10 rights: read': [true, false, false, false, false, true],
  'users: manage': [false, false, false, false, false, true],
  'colleagues of user 10: list': [true, false, false, false, false, true],
  'audit log: read': [false, false, false, false, false, true],
  'filing threshold counts: read': [false, false, false, false, false, true],
  'impact assessment: generate and keep': [false, false, false, false, false, true],
  'session of user 10 (cgo): own': [true, false, false, false, false, false],
  'microscopes: calibrate': [true, false, true, true, false, true],
  'calibration of company A: see or retire': [true, false, false, false, false, false],
  "own company's device calibration: read for capture": [true, false, true, true, true, true],
  "own company's test-retest pairs and repeatability: read": [true, false, true, true, false, true],
  "own company's retest reminders: read": [true, false, true, true, true, true],
  'test-retest pair of company A: read or delete': [true, false, false, false, false, false],
  'customer A: name on a test-retest pair': [true, true, false, false, true, false],
  "own company's settings: change": [true, false, true, true, false, true],
  "own company's retention: period, dry run, deletions": [false, false, false, false, false, true],
  'customer A: named in the retention dry run': [true, true, false, false, true, false],
  'efficacy studies: define': [true, false, true, true, false, true],
  'study of company A: change protocol, analyse': [true, false, false, false, false, false],
  'study of company A: share with its sponsor': [true, false, false, false, false, false],
  'study of company A: see participants': [true, false, false, false, false, false],
  'customer A: enrol in, visit or withdraw from a study of company A': [
    true,
    false,
    false,
    false,
    false,
    false,
  ],
  'customer A: withdraw from a study of company A (staff or who runs it)': [
    true,
    false,
    false,
    false,
    false,
    false,
  ],
};

const ACTOR_ORDER: ActorName[] = [
  'ownerA',
  'colleagueA',
  'reachStaff',
  'otherB',
  'thirdParty',
  'admin',
];

describe('the access policy, as a table', () => {
  const rows = (Object.keys(CHECKS) as Check[]).flatMap((check) =>
    ACTOR_ORDER.map((actor, column) => [check, actor, EXPECTED[check][column]] as const),
  );

  it.each(rows)('%s — %s → %s', (check, actor, expected) => {
    expect(CHECKS[check](ACTORS[actor])).toBe(expected);
  });

  it('lists visible customers by the same rule as single reads', () => {
    expect(customerVisibility(ACTORS.colleagueA)).toEqual({
      scope: 'cgo',
      ownerId: 10,
      userId: 11,
      hasBindings: true,
    });
    expect(customerVisibility(ACTORS.thirdParty)).toEqual({
      scope: 'pubdom',
      ownerId: 40,
      userId: 40,
      hasBindings: true,
    });
    // Issue 35 #1: only a session that read "bound to no one" leaves the bindings side out.
    expect(customerVisibility({ ...ACTORS.thirdParty, hasBindings: false }).hasBindings).toBe(
      false,
    );
  });

  it('issue 19 #3: a report link opens while neither revoked nor expired, for anyone', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const later = new Date('2026-12-25T08:00:00Z');
    expect(canOpenReportLink({ revokedAt: null, expiresAt: later }, now)).toBe(true);
    expect(canOpenReportLink({ revokedAt: now, expiresAt: later }, now)).toBe(false);
    expect(canOpenReportLink({ revokedAt: null, expiresAt: now }, now)).toBe(false);
  });

  it('issue 17 #16: a company is an account heading itself outside pubdom', () => {
    expect(headsCompany({ scope: 'reach', companyUserId: null })).toBe(true);
    expect(headsCompany({ scope: 'cgo', companyUserId: 10 })).toBe(false);
    expect(headsCompany({ scope: 'pubdom', companyUserId: null })).toBe(false);
  });
});

describe('issue 34 #5: the impact assessment’s rights matrix is the policy’s answer', () => {
  // Its columns: admin, head, scanner, colleague, partner, outsider.
  const matrix = rightsMatrix();
  const row = (key: string) => matrix.rights.find((right) => right.key === key)?.allowed;

  it('names each kind of person once and asks every right of each', () => {
    expect(matrix.roles.map((role) => role.key)).toEqual([
      'admin',
      'head',
      'scanner',
      'colleague',
      'partner',
      'outsider',
    ]);
    expect(matrix.rights.every((right) => right.allowed.length === 6)).toBe(true);
  });

  it('agrees with the table above for the same kinds of person', () => {
    // head = ownerA, partner = thirdParty, outsider = otherB, admin = admin.
    const pick = (expected: readonly boolean[]) => [
      expected[5],
      expected[0],
      undefined,
      undefined,
      expected[4],
      expected[3],
    ];
    const same = (key: string, check: Check) =>
      expect(row(key)?.map((allowed, i) => ([2, 3].includes(i) ? undefined : allowed))).toEqual(
        pick(EXPECTED[check]),
      );
    same('readCustomer', 'customer A: read');
    same('readPhotos', 'photo img of customer A: read');
    same('takePhotos', 'photo img of customer A: store');
    same('editCustomer', 'customer A: edit details');
    same('exportErase', 'customers: export or erase (admins)');
    same('readAudit', 'audit log: read');
    same('assessImpact', 'impact assessment: generate and keep');
  });

  it('lets only those with the check right take photos, and other companies do nothing', () => {
    expect(row('takePhotos')).toEqual([false, true, true, false, true, false]);
    expect(matrix.rights.every((right) => right.allowed[5] === false)).toBe(true);
  });
});

describe('issue 29 #5: a session in 顾客模式 reaches one customer', () => {
  // Owner A's tablet, handed to customer A (id 1), or to another of A's customers (id 2).
  const forA = staff(10, { canUpload: true, customerMode: 1 });
  const forOther = staff(10, { canUpload: true, customerMode: 2 });
  const customerA2: CustomerFacts = { id: 2, scope: 'cgo', ownerId: 10, boundToActor: false };

  it('reads and consults her, her photos and her analyses; no one else', () => {
    expect(canReadCustomer(forA, customerA(forA))).toBe(true);
    expect(canConsultCustomer(forA, customerA(forA))).toBe(true);
    expect(canReadPhoto(forA, photo('img/1'), customerA(forA))).toBe(true);
    expect(canStorePhoto(forA, photo('img/1'), customerA(forA))).toBe(true);
    expect(canReadDetection(forA, { userId: 10, customer: customerA(forA) })).toBe(true);
    expect(canReadCustomer(forA, customerA2)).toBe(false);
    expect(canReadCustomer(forOther, customerA(forOther))).toBe(false);
    expect(canReadPhoto(forOther, photo('img/1'), customerA(forOther))).toBe(false);
    expect(canStorePhoto(forOther, photo('img/1'), customerA(forOther))).toBe(false);
    expect(canReadDetection(forOther, { userId: 10, customer: customerA(forOther) })).toBe(false);
    expect(canShareCustomerReport(forOther, customerA(forOther))).toBe(false);
  });

  it('reaches none of the staff member’s own photos, detections or case photos', () => {
    expect(canReadPhoto(forA, photo('sos/10'), null)).toBe(false);
    expect(canStorePhoto(forA, photo('sos/10'), null)).toBe(false);
    expect(canReadPhoto(forA, photo('case/cgo-10'), null)).toBe(false);
    expect(canStorePhoto(forA, photo('case/cgo-10'), null)).toBe(false);
    expect(canReadDetection(forA, { userId: 10, customer: null })).toBe(false);
  });

  it('refuses every route not marked for it, and entering again', () => {
    expect(() => requireCustomerModeAllowsRoute(forA, false)).toThrow(
      expect.objectContaining({ code: 'CUSTOMER_MODE' }),
    );
    expect(() => requireCustomerModeAllowsRoute(forA, true)).not.toThrow();
    expect(() => requireCustomerModeAllowsRoute(ACTORS.ownerA, false)).not.toThrow();
    expect(canEnterCustomerMode(forA)).toBe(false);
    expect(canEnterCustomerMode(ACTORS.ownerA)).toBe(true);
  });
});
