import { ShareLinkList } from '../../../components/share-link/share-link-list';
import { formatDateTime } from '../../../lib/format-date';
import { useReportLinks, useRevokeReportLink } from '../api/report-links';
import { zhCN } from '../locale';

const t = zhCN.customers.reportLinks;

/** The customer's report links with their state; a live one can be revoked. */
export function ReportLinkList({ customerId }: { customerId: number }) {
  const revoke = useRevokeReportLink(customerId);
  return (
    <ShareLinkList
      links={useReportLinks(customerId)}
      revoke={(linkId) => revoke.mutateAsync(linkId)}
      heading={(link) => t.visit(formatDateTime(link.recordDate))}
      text={t}
      className="customers-report-links"
    />
  );
}
