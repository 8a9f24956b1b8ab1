import {
  ExperimentOutlined,
  FileSearchOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { User } from '@skinscope/contracts';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CustomerModeSwitch } from '../../features/account/components/customer-mode-switch';
import { useSignOut } from '../../features/account/hooks/use-sign-out';
import { mayCalibrate } from '../../lib/calibration-access';
import { useCustomerMode } from '../../lib/customer-mode';
import { zhCN } from '../../locales/zh-CN';

interface HeaderAction {
  key: string;
  label: string;
  icon: ReactNode;
  to: string;
  visible: (user: User) => boolean;
}

const t = zhCN.header;
const always = () => true;
// Spec §2 Header / §6: pubdom users see no case icons; DECISIONS: admin is a role.
const notPubdom = (user: User) => user.scope !== 'pubdom';
const adminNotPubdom = (user: User) => user.role === 'admin' && notPubdom(user);

const navigationActions: HeaderAction[] = [
  { key: 'query', label: t.query, icon: <SearchOutlined />, to: '/query', visible: always },
  {
    key: 'excellent',
    label: t.excellentCases,
    icon: <TrophyOutlined />,
    to: '/example/excellent',
    visible: notPubdom,
  },
  {
    key: 'face',
    label: t.faceCases,
    icon: <FileSearchOutlined />,
    to: '/example/face',
    visible: notPubdom,
  },
  {
    key: 'authorisation',
    label: t.authorisation,
    icon: <SafetyCertificateOutlined />,
    to: '/user/list',
    visible: adminNotPubdom,
  },
  // Issue 18 #2: administrators and store managers calibrate the microscopes.
  {
    key: 'calibration',
    label: t.calibration,
    icon: <ExperimentOutlined />,
    to: '/admin/calibration',
    visible: mayCalibrate,
  },
  {
    key: 'profile',
    label: t.profile,
    icon: <UserOutlined />,
    to: '/account/profile',
    visible: always,
  },
];

/** Hover or keyboard focus alike show what an icon does (issue 29 #13). */
const HEADER_TOOLTIP_TRIGGER: ('hover' | 'focus')[] = ['hover', 'focus'];

function IconButton(props: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.label} trigger={HEADER_TOOLTIP_TRIGGER}>
      <Button
        type="text"
        shape="circle"
        size="large"
        aria-label={props.label}
        icon={props.icon}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

export function HeaderActions({ user }: { user: User }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Spec §2: all icons are hidden while the exit flag (顾客模式) is on.
  if (useCustomerMode()) {
    return (
      <nav className="app-header-actions" aria-label={t.actionsLabel}>
        <CustomerModeSwitch />
      </nav>
    );
  }
  return (
    <nav className="app-header-actions" aria-label={t.actionsLabel}>
      {navigationActions
        .filter((action) => action.visible(user))
        .map((action) => (
          <IconButton
            key={action.key}
            label={action.label}
            icon={action.icon}
            onClick={() => void navigate(action.to)}
          />
        ))}
      <CustomerModeSwitch />
      <IconButton label={t.logout} icon={<LogoutOutlined />} onClick={() => void signOut()} />
    </nav>
  );
}
