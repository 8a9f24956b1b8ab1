import {
  AuditOutlined,
  ClockCircleOutlined,
  ExperimentOutlined,
  FundOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { User } from '@skinscope/contracts';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { mayCalibrate } from '../../../lib/calibration-access';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { ForbiddenResult } from './admin-only';
import { FilingBanner } from './filing-banner';
import { PageHeading } from '../../../components/page-heading/page-heading';

const t = zhCN.admin;

type AdminSection =
  | 'users'
  | 'stores'
  | 'audit'
  | 'impact'
  | 'retention'
  | 'calibration'
  | 'repeatability'
  | 'studies';

// DECISIONS: administrators are users with role admin; the server refuses everyone else.
const isAdmin = (user: User) => user.role === 'admin';

const sections: {
  key: AdminSection;
  path: string;
  label: string;
  icon: ReactNode;
  allowed: (user: User) => boolean;
}[] = [
  {
    key: 'users',
    path: '/user/list',
    label: t.nav.users,
    icon: <TeamOutlined aria-hidden />,
    allowed: isAdmin,
  },
  {
    key: 'stores',
    path: '/admin/stores',
    label: t.nav.stores,
    icon: <ShopOutlined aria-hidden />,
    allowed: isAdmin,
  },
  {
    key: 'audit',
    path: '/admin/audit',
    label: t.nav.audit,
    icon: <AuditOutlined aria-hidden />,
    allowed: isAdmin,
  },
  // Issue 34 #5: the impact assessment, beside the audit log and the filing card it draws on.
  {
    key: 'impact',
    path: '/admin/impact-assessment',
    label: t.nav.impact,
    icon: <SafetyCertificateOutlined aria-hidden />,
    allowed: isAdmin,
  },
  // Issue 34 #2: the retention period decides deletions, as export and erasure: administrators.
  {
    key: 'retention',
    path: '/admin/retention',
    label: t.nav.retention,
    icon: <ClockCircleOutlined aria-hidden />,
    allowed: isAdmin,
  },
  // Store managers calibrate their company's microscopes too (issue 18 #2).
  {
    key: 'calibration',
    path: '/admin/calibration',
    label: t.nav.calibration,
    icon: <ExperimentOutlined aria-hidden />,
    allowed: mayCalibrate,
  },
  // Issue 32 #3: those who calibrate the microscopes read how repeatable each one is.
  {
    key: 'repeatability',
    path: '/admin/repeatability',
    label: t.nav.repeatability,
    icon: <LineChartOutlined aria-hidden />,
    allowed: mayCalibrate,
  },
  // Issue 33: the same people define efficacy studies and read their reports (policy/studies.ts).
  {
    key: 'studies',
    path: '/admin/studies',
    label: t.nav.studies,
    icon: <FundOutlined aria-hidden />,
    allowed: mayCalibrate,
  },
];

/** What a screen of another feature shown in the admin area hands the frame (the studies). */
export interface AdminFrameProps {
  title: ReactNode;
  subtitle: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

interface AdminLayoutProps extends AdminFrameProps {
  section: AdminSection;
}

/** The administration screens: one card, tabs between those the user may open. */
export function AdminLayout(props: AdminLayoutProps) {
  const navigate = useNavigate();
  const user = useSession()?.user;
  const open = user ? sections.filter((section) => section.allowed(user)) : [];
  if (!open.some((section) => section.key === props.section)) return <ForbiddenResult />;
  return (
    <div className="page-wide">
      <Card variant="borderless" className="page-card admin-card">
        <nav aria-label={t.navLabel}>
          <Tabs
            activeKey={props.section}
            // Eight sections fit a 1024 px tablet's width only this close together; antd's
            // overflow menu (…) would hide the last and fails axe (a button inside the tab list).
            tabBarGutter={20}
            styles={{ header: { marginBottom: 12 } }}
            items={open.map(({ key, label, icon }) => ({ key, label, icon }))}
            onChange={(key) => {
              const target = open.find((section) => section.key === key);
              if (target) void navigate(target.path);
            }}
          />
        </nav>
        {/* Issue 34 #4: the filing threshold, for administrators on every admin screen. */}
        <FilingBanner enabled={user ? isAdmin(user) : false} />
        <PageHeading title={props.title} subtitle={props.subtitle} action={props.extra} />
        {props.children}
      </Card>
    </div>
  );
}

/** 功效验证's frame: the studies feature's screens inside the admin area (the route table joins them). */
export function StudiesFrame(props: AdminFrameProps) {
  return <AdminLayout section="studies" {...props} />;
}
