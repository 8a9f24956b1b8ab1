import { AuditOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { AdminOnly } from './admin-only';

const t = zhCN.admin;

type AdminSection = 'users' | 'stores' | 'audit';

const sections: { key: AdminSection; path: string; label: string; icon: ReactNode }[] = [
  { key: 'users', path: '/user/list', label: t.nav.users, icon: <TeamOutlined aria-hidden /> },
  { key: 'stores', path: '/admin/stores', label: t.nav.stores, icon: <ShopOutlined aria-hidden /> },
  { key: 'audit', path: '/admin/audit', label: t.nav.audit, icon: <AuditOutlined aria-hidden /> },
];

interface AdminLayoutProps {
  section: AdminSection;
  title: string;
  subtitle: string;
  /** Buttons on the right of the title, e.g. "add store". */
  extra?: ReactNode;
  children: ReactNode;
}

/** The three administration screens: one card, tabs between them, admins only. */
export function AdminLayout(props: AdminLayoutProps) {
  const navigate = useNavigate();
  return (
    <AdminOnly>
      <div className="page-wide">
        <Card variant="borderless" className="page-card admin-card">
          <nav aria-label={t.navLabel}>
            <Tabs
              activeKey={props.section}
              items={sections.map(({ key, label, icon }) => ({ key, label, icon }))}
              onChange={(key) => {
                const target = sections.find((section) => section.key === key);
                if (target) void navigate(target.path);
              }}
            />
          </nav>
          <div className="page-heading">
            <div>
              <Typography.Title level={3}>{props.title}</Typography.Title>
              <Typography.Text type="secondary">{props.subtitle}</Typography.Text>
            </div>
            {props.extra}
          </div>
          {props.children}
        </Card>
      </div>
    </AdminOnly>
  );
}
