import type { User } from '@skinscope/contracts';
import { saveSession } from '../lib/session';

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
