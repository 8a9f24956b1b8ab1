import { SearchOutlined } from '@ant-design/icons';
import type { User } from '@skinscope/contracts';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { mayCalibrate } from '../../../lib/calibration-access';
import { toastError } from '../../../lib/notification';
import { clearSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useTokenCheck } from '../api/check-token';
import { useScanGate } from '../hooks/use-scan-gate';
import { AddMemberButton } from './add-member-button';
import { CounterOverview } from './counter-overview';
import { RetestReminders } from './retest-reminders';
import '../customers.css';

/** Spec §2 query / §9: typing exactly this name opens the standalone detection screen. */
const DETECT_SHORTCUT_NAME = 'SOS';
const NAME_MAX = 50;
const PHONE_MAX = 20;

interface SearchFields {
  name?: string;
  telephone?: string;
}

const t = zhCN.query;

function useTokenCheckOnEntry(user: User) {
  const tokenCheck = useTokenCheck(user);
  useEffect(() => {
    if (!tokenCheck.isError) return;
    // Spec §8: a failed token check goes to login; the layout follows the cleared session.
    toastError(tokenCheck.error);
    clearSession();
  }, [tokenCheck.isError, tokenCheck.error]);
}

function QueryForm() {
  const navigate = useNavigate();
  const { guard } = useScanGate();
  const search = ({ name = '', telephone = '' }: SearchFields) => {
    if (name === DETECT_SHORTCUT_NAME) {
      void navigate('/picture/detect');
      return;
    }
    const params = new URLSearchParams({ telephone: telephone.trim(), name: name.trim() });
    // Spec §5: searching customers needs canScan.
    guard(() => void navigate(`/query/list?${params.toString()}`));
  };

  return (
    <Form<SearchFields> layout="vertical" size="large" onFinish={search}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t.nameLabel}>
            <Input placeholder={t.namePlaceholder} maxLength={NAME_MAX} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="telephone" label={t.phoneLabel}>
            <Input
              placeholder={t.phonePlaceholder}
              maxLength={PHONE_MAX}
              inputMode="tel"
              allowClear
            />
          </Form.Item>
        </Col>
      </Row>
      <div className="query-actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t.search}
        </Button>
        <AddMemberButton />
      </div>
    </Form>
  );
}

function QueryScreen({ user }: { user: User }) {
  useTokenCheckOnEntry(user);
  return (
    <div className="customers-page">
      <Card variant="borderless" className="page-card">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
        <QueryForm />
      </Card>
      <RetestReminders show={user.canScan || mayCalibrate(user)} keeper={mayCalibrate(user)} />
      <CounterOverview canScan={user.canScan} />
    </div>
  );
}

export function QueryPage() {
  const session = useSession();
  // The protected layout renders pages only with a session; this keeps the types honest.
  return session ? <QueryScreen user={session.user} /> : null;
}
