import { Card, Flex, Switch, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';
import { zhCN } from '../locale';

const t = zhCN.doubleCapture;

/**
 * Issue 32 #4: the company setting 每个部位拍两次取平均, above the devices' cards of 设备重复性 (the
 * screen's people are those who may change it). Off by default.
 */
export function DoubleCaptureSetting() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  useErrorToast(settings);
  const data = settings.data;
  return (
    <Card size="small" title={t.title}>
      <Flex vertical gap="small">
        <Flex gap="small" align="center">
          <Switch
            aria-labelledby="double-capture-label"
            checked={data?.doubleCapture ?? false}
            disabled={!data}
            loading={update.isPending}
            onChange={(doubleCapture) =>
              update.mutate(
                { doubleCapture },
                {
                  onSuccess: () => toast(doubleCapture ? t.turnedOn : t.turnedOff, 'success'),
                  onError: toastError,
                },
              )
            }
          />
          <Typography.Text id="double-capture-label" strong>
            {t.label}
          </Typography.Text>
        </Flex>
        <Typography.Text>{t.explanation}</Typography.Text>
        <Typography.Text type="secondary">{t.how}</Typography.Text>
        {data?.updatedAt && (
          <Typography.Text type="secondary">
            {t.changed(data.updatedByName, formatDateTime(data.updatedAt))}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
