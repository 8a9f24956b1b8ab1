import type { CustomerRow, Scope } from '@skinscope/contracts';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useDiscardDraft, useRecordDrafts } from '../api/record-drafts';
import { useScanGate } from '../hooks/use-scan-gate';
import { formatDateTime } from '../../../lib/format-date';
import { resumeDraft } from '../lib/resume-draft';

const t = zhCN.customers.draft;

/**
 * Issue 17 #26: an unfinished consultation of this member (its summary never saved) is no
 * visit; staff resume it where it stopped or give it up.
 */
export function DraftNotice({ customer, scope }: { customer: CustomerRow; scope: Scope }) {
  const navigate = useNavigate();
  const { guard } = useScanGate();
  const drafts = useRecordDrafts(customer.id, scope);
  const discard = useDiscardDraft(customer.id);
  const draft = drafts.data?.[0];
  if (!draft) return null;

  const resume = () => guard(() => void navigate(resumeDraft(customer, draft)));
  const giveUp = () =>
    discard.mutateAsync(draft.id).then(
      () => toast(t.discarded, 'success'),
      (error: unknown) => toastError(error),
    );
  return (
    <Alert
      type="warning"
      showIcon
      className="page-card draft-notice"
      title={t.title}
      description={t.description({
        when: formatDateTime(draft.created),
        who: draft.recUserName,
        kind: zhCN.customers.scanTypes[draft.scanType],
        parts: draft.detectList.length,
        more: (drafts.data?.length ?? 1) - 1,
      })}
      action={
        <Space>
          <Popconfirm
            title={t.discardTitle}
            description={t.discardHint}
            okText={t.discard}
            okButtonProps={{ danger: true }}
            cancelText={t.keep}
            onConfirm={giveUp}
          >
            <Button loading={discard.isPending}>{t.discard}</Button>
          </Popconfirm>
          <Button type="primary" onClick={resume}>
            {t.resume}
          </Button>
        </Space>
      }
    />
  );
}
