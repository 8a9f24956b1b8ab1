import { useCreateReportLink, useReportLinks } from '../api/report-links';
import { zhCN } from '../locale';
import { ReportLinkList } from './report-link-list';
import { ShareLinkDialog } from './share-link-dialog';

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
  const create = useCreateReportLink(customerId, recordId);
  return (
    <ShareLinkDialog
      create={create}
      customerId={customerId}
      useLinks={useReportLinks}
      list={<ReportLinkList customerId={customerId} />}
      text={zhCN.customers.reportLinks}
      onClose={onClose}
    />
  );
}
