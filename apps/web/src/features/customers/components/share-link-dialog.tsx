import type { CreatedReportLink, ShareLink } from '@skinscope/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Divider, Modal, Skeleton, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useReturnFocus } from '../../../lib/return-focus';
import {
  CopyShareLinkButton,
  ShareLinkAddress,
} from '../../../components/share-link/share-link-address';
import { formatDate } from '../../../lib/format-date';
import { ReportLinkQr } from './report-link-qr';

export interface ShareLinkDialogText {
  title: string;
  creating: string;
  intro: string;
  qrLabel: string;
  localAddress: string;
  localAddressHint: string;
  badAddress: string;
  copy: string;
  print?: string;
  expiresAt: (date: string) => string;
  listTitle: string;
  deadLink: Record<'revoked' | 'expired', string>;
  renew: string;
  close: string;
}

function NewLink({ link, text }: { link: CreatedReportLink; text: ShareLinkDialogText }) {
  return (
    <ShareLinkAddress link={link} text={text}>
      {(url) => (
        <div className="customers-report-share">
          <ReportLinkQr url={url} label={text.qrLabel} />
          <div className="customers-report-share-text">
            <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
            <Typography.Paragraph className="customers-report-url" data-testid="report-link-url">
              {url}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {text.expiresAt(formatDate(link.expiresAt))}
            </Typography.Paragraph>
            <Space wrap>
              <CopyShareLinkButton url={url} label={text.copy} />
              {/* The report's own page prints itself as one clean A4 page. */}
              {text.print && (
                <Button
                  icon={<PrinterOutlined aria-hidden />}
                  onClick={() => window.open(`${url}?print=1`, '_blank', 'noopener')}
                >
                  {text.print}
                </Button>
              )}
            </Space>
          </div>
        </div>
      )}
    </ShareLinkAddress>
  );
}

/**
 * The link just made, while it lives. Revoked (here, in the list below, or elsewhere) it is dead:
 * its QR code, address and buttons go, and staff may make a new one (issue 29 #10). Mounted once
 * the link exists, so that her list is first read after it (see below).
 */
function CreatedLink({
  link,
  customerId,
  useLinks,
  text,
  onRenew,
}: {
  link: CreatedReportLink;
  customerId: number;
  useLinks: (customerId: number) => UseQueryResult<ShareLink[]>;
  text: ShareLinkDialogText;
  onRenew: () => void;
}) {
  const listed = useLinks(customerId).data?.find((item) => item.id === link.id);
  if (listed && listed.status !== 'active')
    return (
      <Alert
        type="info"
        showIcon
        title={text.deadLink[listed.status]}
        action={
          <Button size="small" type="primary" onClick={onRenew}>
            {text.renew}
          </Button>
        }
      />
    );
  return <NewLink link={link} text={text} />;
}

/**
 * Opening the dialog creates a link (the server checks access) and shows it as a QR code with
 * copy (and print), above her earlier links. Her report links (issue 19 #3) and her 我的数据
 * links (issue 34 #1) are made alike.
 */
export function ShareLinkDialog({
  customerId,
  create,
  useLinks,
  list,
  text,
  onClose,
}: {
  customerId: number;
  create: UseMutationResult<CreatedReportLink, Error, void>;
  /** Her links of this kind as listed, to see whether the new one still lives. */
  useLinks: (customerId: number) => UseQueryResult<ShareLink[]>;
  list: ReactNode;
  text: ShareLinkDialogText;
  onClose: () => void;
}) {
  // Mounted while open: closed, focus goes back to the button that opened it.
  useReturnFocus();
  const asked = useRef(false);
  useEffect(() => {
    // Once per opening, also under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    create.mutate();
  }, [create]);

  return (
    <Modal
      open
      title={text.title}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      {create.isPending && (
        <Spin description={text.creating}>
          <div className="customers-report-spin" />
        </Spin>
      )}
      {create.isError && <Alert type="error" showIcon title={create.error.message} />}
      {create.data && (
        <CreatedLink
          link={create.data}
          customerId={customerId}
          useLinks={useLinks}
          text={text}
          onRenew={() => create.mutate()}
        />
      )}
      <Divider titlePlacement="start">{text.listTitle}</Divider>
      {/* Read once the new link exists: a first read in flight while it is made is not read
          again by the creation's invalidation (TanStack dedupes a first load), and could miss
          the new link for good (seen in an e2e run). */}
      {create.isSuccess || create.isError ? list : <Skeleton active paragraph={{ rows: 2 }} />}
    </Modal>
  );
}
