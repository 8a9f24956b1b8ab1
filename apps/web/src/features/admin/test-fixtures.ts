import type { Store, UserListRow } from '@skinscope/contracts';

/** Test data for the administration screens. */
export function makeRow(overrides: Partial<UserListRow> = {}): UserListRow {
  return {
    id: 5,
    fullName: '李娜',
    mobile: '13700000005',
    scope: 'pubdom',
    role: 'staff',
    companyUserId: null,
    storeId: null,
    storeName: null,
    canScan: false,
    canUpload: false,
    forbid: false,
    lockedUntil: null,
    ...overrides,
  };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 11,
    name: '静安旗舰店',
    clientName: '丽肤集团',
    scope: 'pubdom',
    companyUserId: null,
    archived: false,
    ...overrides,
  };
}

/** `count` distinct rows with ids from `firstId`, mobiles 137000xxxxx. */
export function makeRows(count: number, firstId = 100): UserListRow[] {
  return Array.from({ length: count }, (_, index) =>
    makeRow({
      id: firstId + index,
      fullName: `员工${firstId + index}`,
      mobile: `137${String(firstId + index).padStart(8, '0')}`,
    }),
  );
}
