import type { User } from '@skinscope/contracts';

/**
 * Who sees 显微镜校准 (issue 18 #2): administrators and store managers — the account heading
 * its company (no company of its own, not pubdom). The server's policy `canCalibrateDevices`
 * decides; this only keeps the entry away from those it would refuse.
 */
export function mayCalibrate(user: User): boolean {
  return user.role === 'admin' || (user.companyUserId === null && user.scope !== 'pubdom');
}
