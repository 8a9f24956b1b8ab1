import { Alert } from 'antd';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { zhCN } from '../locale';

const t = zhCN.users.publicUrl;

/**
 * Issue 29 #6: without PUBLIC_URL the customers' report links carry this browser's address,
 * which their phones cannot open. The administrator is told how to set it, until it is set.
 */
export function PublicUrlHint() {
  const settings = usePublicSettings();
  if (!settings.data || settings.data.publicUrl !== null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t.title}
      description={t.description}
      styles={{ root: { marginBottom: 16 } }}
    />
  );
}
