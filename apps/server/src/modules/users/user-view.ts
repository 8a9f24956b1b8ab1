import { maskMobile, type User } from '@skinscope/contracts';
import type { UserRow } from '../../repositories/users.repository';

/** The public shape of a user (spec §3 "stored user"); never includes the password hash. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    scope: row.scope,
    companyUserId: row.companyUserId,
    storeId: row.storeId,
    mobile: row.mobile,
    fullName: row.fullName,
    canScan: row.canScan,
    canUpload: row.canUpload,
    forbid: row.forbid,
    role: row.role,
  };
}

/** How staff are named on records and cases: their name, or the mobile with its middle hidden. */
export function staffNameOf(user: Pick<UserRow, 'fullName' | 'mobile'>): string {
  return user.fullName?.trim() || maskMobile(user.mobile);
}
