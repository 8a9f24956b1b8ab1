import type { CreatedReportLink } from '@skinscope/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Modal, Skeleton, Space, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../../../lib/return-focus';
import {
  CopyShareLinkButton,
  ShareLinkAddress,
} from '../../../components/share-link/share-link-address';
import { zhCN } from '../locale';
import { useCreateReportLink, useReportLinks } from '../api/report-links';
import { formatDate } from '../../../lib/format-date';
import { ReportLinkList } from './report-link-list';
import { ReportLinkQr } from './report-link-qr';

const t = zhCN.customers.reportLinks;

function NewLink({ link }: { link: CreatedReportLink }) {
  return (
    <ShareLinkAddress link={link} text={t}>
      {(url) => (
        <div className="customers-report-share">
          <ReportLinkQr url={url} />
          <div className="customers-report-share-text">
            <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
            <Typography.Paragraph className="customers-report-url" data-testid="report-link-url">
              {url}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {t.expiresAt(formatDate(link.expiresAt))}
            </Typography.Paragraph>
            <Space wrap>
              <CopyShareLinkButton url={url} label={t.copy} />
              {/* The report's own page prints itself as one clean A4 page. */}
              <Button
                icon={<PrinterOutlined aria-hidden />}
                onClick={() => window.open(`${url}?print=1`, '_blank', 'noopener')}
              >
                {t.print}
              </Button>
            </Space>
          </div>
        </div>
      )}
    </ShareLinkAddress>
  );
}

/**
 * The link just made, while it lives. Revoked (here, in the list below, or elsewhere) it is dead:
 * its QR code, address, 复制链接 and 打印 go, and staff may make a new one (issue 29 #10).
 */
function CreatedLink({
  link,
  customerId,
  onRenew,
}: {
  link: CreatedReportLink;
  customerId: number;
  onRenew: () => void;
}) {
  const listed = useReportLinks(customerId).data?.find((item) => item.id === link.id);
  if (listed && listed.status !== 'active')
    return (
      <Alert
        type="info"
        showIcon
        title={t.deadLink[listed.status]}
        action={
          <Button size="small" type="primary" onClick={onRenew}>
            {t.renew}
          </Button>
        }
      />
    );
  return <NewLink link={link} />;
}

/**
 * Issue 19 #3: opening the dialog creates a link to this finished visit (the server checks
 * consent and access) and shows it as a QR code, with copy and print, above her earlier links.
 */
export function ReportLinkModal({
  customerId,
  recordId,
  onClose,
}: {
  customerId: number;
  recordId: number;
  onClose: () => void;
}) {
  const create = useCreateReportLink(customerId);
  // Mounted while open: closed, focus goes back to the 生成报告链接 that opened it.
  useReturnFocus();
  const asked = useRef(false);
  useEffect(() => {
    // Once per opening, also under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    create.mutate(recordId);
  }, [create, recordId]);

  return (
    <Modal
      open
      title={t.title}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      {create.isPending && (
        <Spin description={t.creating}>
          <div className="customers-report-spin" />
        </Spin>
      )}
      {create.isError && <Alert type="error" showIcon title={create.error.message} />}
      {create.data && (
        <CreatedLink
          link={create.data}
          customerId={customerId}
          onRenew={() => create.mutate(recordId)}
        />
      )}
      <Divider titlePlacement="start">{t.listTitle}</Divider>
      {/* Read once the new link exists: a first read in flight while it is made is not read
          again by the creation's invalidation (TanStack dedupes a first load), and could miss
          the new link for good (seen in an e2e run). */}
      {create.isSuccess || create.isError ? (
        <ReportLinkList customerId={customerId} />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Modal>
  );
}
