import { maskMobile, type User } from '@skinscope/contracts';
import type { Actor } from '../../http/request-actor';
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

/**
 * A staff member as every access decision sees them (policy/): a signed-in session's actor
 * (auth.service.ts), or the demo's staff as the seeder acts for them.
 */
export function staffActorOf(user: UserRow, customerMode: number | null): Actor {
  return {
    id: user.id,
    name: staffNameOf(user),
    role: user.role,
    scope: user.scope,
    companyUserId: user.companyUserId,
    storeId: user.storeId,
    canScan: user.canScan,
    canUpload: user.canUpload,
    customerMode,
  };
}
