import { systemRoutes } from '@skinscope/contracts';
import type { PublicSettings } from '@skinscope/contracts';
import { apiCall } from '../api-client';

/** `GET /server/settings`: public, read before sign-in (footer filing numbers, camera policy). */
export function getPublicSettings(): Promise<PublicSettings> {
  return apiCall(systemRoutes.publicSettings, {});
}
