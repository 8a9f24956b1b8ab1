import { Card, Descriptions, Divider, Typography } from 'antd';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { ChangePasswordForm } from './change-password-form';
import { ProfileNameForm } from './profile-name-form';

const t = zhCN.profile;

/** Issue 17 #5 个人资料: set one's own name; change the password with the current one. */
export function ProfilePage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <div className="page-narrow profile-page">
      <Card variant="borderless" className="page-card">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
        <Descriptions
          className="profile-mobile"
          column={1}
          items={[{ key: 'mobile', label: t.mobileLabel, children: user.mobile }]}
        />
        <ProfileNameForm fullName={user.fullName} />
        <Divider />
        <Typography.Title level={4}>{t.passwordTitle}</Typography.Title>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
