import { apiRoutes } from '@skinscope/contracts';
import type { CompanySettings } from '@skinscope/contracts';
import { apiCall } from '../api-client';

/**
 * `GET /api/company-settings` (issue 32 #4), read by 设备重复性, where they are changed, and by
 * the capture screens, which follow them: one fetcher, one cache key.
 */
export const companySettingsQueryKey = ['company-settings'] as const;

export function getCompanySettings(signal?: AbortSignal): Promise<CompanySettings> {
  return apiCall(apiRoutes.companySettings, {}, { signal });
}
