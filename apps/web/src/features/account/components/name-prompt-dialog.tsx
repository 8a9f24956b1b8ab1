import { Button, Typography } from 'antd';
import { openDialog } from '../../../lib/dialog';
import { zhCN } from '../locale';
import { ProfileNameForm } from './profile-name-form';

const t = zhCN.profile;
const DIALOG_WIDTH = 420;

/**
 * Issue 17 #5: the first start's administrator has no name yet; right after signing in they are
 * asked for one (it can wait: the profile page sets it later).
 */
export function openNamePrompt(): Promise<void> {
  return openDialog<void>(
    (close) => (
      <>
        <Typography.Paragraph type="secondary">{t.namePromptText}</Typography.Paragraph>
        <ProfileNameForm
          fullName={null}
          onSaved={() => close()}
          extra={<Button onClick={() => close()}>{t.later}</Button>}
        />
      </>
    ),
    { title: t.namePromptTitle, width: DIALOG_WIDTH },
  ).then(() => undefined);
}
