import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../../locales/zh-CN';
import { useRouteHandle } from '../route-handle';

const t = zhCN.underConstruction;

/** The one placeholder for screens that later issues build: it names the screen, nothing else. */
export function UnderConstructionPage() {
  const navigate = useNavigate();
  const title = useRouteHandle()?.title;
  return (
    <Result
      icon={<ToolOutlined />}
      title={title}
      subTitle={t.subtitle}
      extra={<Button onClick={() => void navigate('/query')}>{t.backToQuery}</Button>}
    />
  );
}
