import { UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { useScanGate } from '../hooks/use-scan-gate';

/** Spec §2 新增会员 (query and query/list): opens the register page; it needs canScan (spec §5). */
export function AddMemberButton() {
  const navigate = useNavigate();
  const { guard } = useScanGate();
  return (
    <Button
      icon={<UserAddOutlined aria-hidden />}
      onClick={() => guard(() => void navigate('/register'))}
    >
      {zhCN.query.addMember}
    </Button>
  );
}
