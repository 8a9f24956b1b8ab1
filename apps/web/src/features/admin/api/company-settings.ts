import { apiRoutes } from '@skinscope/contracts';
import type { CompanySettings, CompanySettingsUpdate } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companySettingsQueryKey, getCompanySettings } from '../../../lib/api/company-settings';

export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsQueryKey,
    queryFn: ({ signal }) => getCompanySettings(signal),
  });
}

/** `PUT /api/company-settings`: the answer is the company's settings as now stored. */
function updateCompanySettings(body: CompanySettingsUpdate): Promise<CompanySettings> {
  return apiCall(apiRoutes.updateCompanySettings, { body });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (settings) => queryClient.setQueryData(companySettingsQueryKey, settings),
  });
}
