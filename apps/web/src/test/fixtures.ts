import type { CustomerRow, ScanRecord, ScanType, User } from '@skinscope/contracts';
import { saveSession } from '../lib/session';
import { beginConsultation } from '../lib/wizard-customer';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    scope: 'cgo',
    companyUserId: null,
    storeId: null,
    mobile: '13900000007',
    fullName: '王小美',
    canScan: true,
    canUpload: false,
    forbid: false,
    role: 'staff',
    ...overrides,
  };
}

/** Signs a user in the way the login screen does: cookie token, token type and user. */
export function signInAs(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  saveSession({ token: 'test-token', tokenType: 'Bearer', user });
  return user;
}

/** A customer search row as the server sends it (DECISIONS "customer search row"). */
export function customerRow(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: 5,
    fullName: '李娜',
    mobile: '13912345678',
    age: 30,
    gender: 'female',
    nickname: null,
    storeId: 3,
    storeName: '静安旗舰店',
    scope: 'reach',
    remark: null,
    latestRecord: null,
    ...overrides,
  };
}

/** A scan record as the server sends it: nothing filled in beyond what `overrides` adds. */
export function emptyScanRecord(overrides: Partial<ScanRecord> = {}): ScanRecord {
  return {
    id: 41,
    customerId: 5,
    created: '2026-03-08T02:30:00.000Z',
    recUserName: '王小美',
    scanType: 'FULL_SCAN',
    hidden: false,
    scan: { photos: [] },
    detectList: [],
    problem: null,
    situation: null,
    steps: null,
    recommend: null,
    evaluation: null,
    ...overrides,
  };
}

/** Hands a customer (林晓, 32, cgo, unless overridden) to the consultation as the customer list does. */
export function startWizard(
  overrides: Partial<CustomerRow> = {},
  scanType?: ScanType,
): CustomerRow {
  const customer = customerRow({ id: 31, fullName: '林晓', age: 32, scope: 'cgo', ...overrides });
  beginConsultation(customer, scanType);
  return customer;
}
