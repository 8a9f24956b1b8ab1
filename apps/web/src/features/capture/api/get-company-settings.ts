import { useQuery } from '@tanstack/react-query';
import { companySettingsQueryKey, getCompanySettings } from '../../../lib/api/company-settings';

/**
 * Whether the company photographs each part twice (issue 32 #4, 每个部位拍两次取平均). Off
 * while the settings load or cannot be read: the visit then goes on as it always did.
 */
export function useDoubleCapture(): boolean {
  const settings = useQuery({
    queryKey: companySettingsQueryKey,
    queryFn: ({ signal }) => getCompanySettings(signal),
  });
  return settings.data?.doubleCapture ?? false;
}
