import { systemRoutes } from '@skinscope/contracts';
import type { UserRights } from '@skinscope/contracts';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/user/{userId}`: the scan and case-upload rights (spec §3, §4 Session). */
export function getUserRights(userId: number): Promise<UserRights> {
  return apiCall(systemRoutes.userRights, { params: { userId } });
}
