import { ShareLinkList } from '../../../components/share-link/share-link-list';
import { useCreateDataLink, useDataLinks, useRevokeDataLink } from '../api/data-links';
import { zhCN } from '../locale';
import { ShareLinkDialog } from './share-link-dialog';

const t = zhCN.customers.dataLinks;

/** Her 我的数据 links with their state; a live one can be revoked. */
function DataLinkList({ customerId }: { customerId: number }) {
  const revoke = useRevokeDataLink(customerId);
  return (
    <ShareLinkList
      links={useDataLinks(customerId)}
      revoke={(linkId) => revoke.mutateAsync(linkId)}
      heading={() => t.heading}
      text={t}
      className="customers-report-links"
    />
  );
}

/**
 * Issue 34 #1: a link to her own data page, sent on its own (her report links open it too). Made
 * on opening, as a report link, and listed with her earlier ones.
 */
export function DataLinkModal({
  customerId,
  onClose,
}: {
  customerId: number;
  onClose: () => void;
}) {
  return (
    <ShareLinkDialog
      create={useCreateDataLink(customerId)}
      customerId={customerId}
      useLinks={useDataLinks}
      list={<DataLinkList customerId={customerId} />}
      text={t}
      onClose={onClose}
    />
  );
}
