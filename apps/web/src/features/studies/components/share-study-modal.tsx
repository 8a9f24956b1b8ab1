import { ShareAltOutlined } from '@ant-design/icons';
import { STUDY_LINK_DAYS, type CreatedReportLink } from '@skinscope/contracts';
import { Alert, Button, Divider, Flex, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { useReturnFocus } from '../../../lib/return-focus';
import {
  CopyShareLinkButton,
  ShareLinkAddress,
} from '../../../components/share-link/share-link-address';
import { useCreateStudyLink } from '../api/study-links';
import { zhCN } from '../locale';
import { StudyLinkList } from './study-link-list';

const t = zhCN.share;

/** The link just made: its address to copy (or why it cannot be handed on) and its expiry. */
function NewLink({ link }: { link: CreatedReportLink }) {
  return (
    <ShareLinkAddress link={link} text={t}>
      {(url) => (
        <>
          <Typography.Text code className="study-share-url" data-testid="study-link-url">
            {url}
          </Typography.Text>
          <Flex gap="small" align="center" wrap>
            <CopyShareLinkButton url={url} label={t.copy} />
            <Typography.Text type="secondary">
              {t.expiresAt(formatDate(link.expiresAt))}
            </Typography.Text>
          </Flex>
        </>
      )}
    </ShareLinkAddress>
  );
}

function ShareStudyModal({ studyId, onClose }: { studyId: number; onClose: () => void }) {
  const create = useCreateStudyLink(studyId);
  const [days, setDays] = useState<number>(30);
  // Mounted while open: closed, focus goes back to the 分享给品牌方 that opened it.
  useReturnFocus();
  return (
    <Modal
      open
      title={t.title}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Flex gap="small" align="center" wrap>
        <span id="study-share-days">{t.days}</span>
        <Segmented
          aria-labelledby="study-share-days"
          value={days}
          onChange={(value) => setDays(Number(value))}
          options={STUDY_LINK_DAYS.map((value) => ({ value, label: t.dayOption(value) }))}
        />
        <Button loading={create.isPending} onClick={() => create.mutate(days)}>
          {create.isPending ? t.creating : t.create}
        </Button>
      </Flex>
      {create.isError && (
        <Alert type="error" showIcon title={create.error.message} className="study-share-result" />
      )}
      {create.data && (
        <div className="study-share-result">
          <NewLink link={create.data} />
        </div>
      )}
      <Divider titlePlacement="start">{t.listTitle}</Divider>
      <StudyLinkList studyId={studyId} />
    </Modal>
  );
}

/** 分享给品牌方 on the study report (issue 33 #6): make, copy, list and revoke sponsor links. */
export function ShareStudyButton({ studyId }: { studyId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        {t.button}
      </Button>
      {open && <ShareStudyModal studyId={studyId} onClose={() => setOpen(false)} />}
    </>
  );
}
