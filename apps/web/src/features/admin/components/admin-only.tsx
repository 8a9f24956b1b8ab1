import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';

const t = zhCN.admin;

/** The page shown instead of an administration screen to someone who is not an admin. */
export function ForbiddenResult() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t.forbiddenTitle}
      subTitle={t.forbiddenMessage}
      extra={
        <Button type="primary" onClick={() => void navigate('/query')}>
          {t.backToQuery}
        </Button>
      }
    />
  );
}
