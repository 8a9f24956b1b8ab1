import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../../features/account/locale';

const t = zhCN.customerMode;

/**
 * What a staff screen shows in 顾客模式 (issue 29 #5): closed, and why. The header's 顾客模式
 * button, with the staff member's password, opens it again.
 */
export function CustomerModeClosed() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined aria-hidden style={{ color: 'var(--ant-color-primary)' }} />}
      title={t.closedTitle}
      subTitle={t.closedMessage}
      extra={
        <Button type="primary" onClick={() => void navigate(-1)}>
          {t.closedBack}
        </Button>
      }
    />
  );
}
