import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useEraseCustomer, useExportCustomer } from '../api/customer-privacy';

const t = zhCN.customers.privacy;

/**
 * DECISIONS "Privacy" (PIPL): an administrator can hand a customer everything we hold about
 * them, and erase it for good. Shown to administrators only; the server checks again.
 */
export function PrivacyActions({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const exportData = useExportCustomer();
  const erase = useEraseCustomer();

  const confirmErase = () =>
    erase.mutate(customerId, {
      onSuccess: () => {
        toast(t.erased, 'success');
        void navigate('/query', { replace: true });
      },
      onError: toastError,
    });

  return (
    <Card variant="borderless" className="page-card" title={t.title}>
      <div className="customers-privacy">
        <Typography.Text type="secondary">{t.hint}</Typography.Text>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={exportData.isPending}
            onClick={() => exportData.mutate(customerId, { onError: toastError })}
          >
            {t.export}
          </Button>
          <Popconfirm
            title={t.eraseTitle}
            description={t.eraseWarning}
            okText={t.eraseConfirm}
            okButtonProps={{ danger: true }}
            cancelText={t.cancel}
            onConfirm={confirmErase}
          >
            <Button danger icon={<DeleteOutlined />} loading={erase.isPending}>
              {t.erase}
            </Button>
          </Popconfirm>
        </Space>
      </div>
    </Card>
  );
}
