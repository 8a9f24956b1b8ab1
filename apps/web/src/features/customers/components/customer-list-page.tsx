import type { CustomerRow, User } from '@skinscope/contracts';
import { Card, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openThirdPartyAuthorization } from '../../../components/customer-authorization/open-customer-authorization';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSubmitSearch } from '../../../lib/use-submit-search';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { customerSearchKey, useCustomerSearch } from '../../../lib/api/customer-search';
import type { CustomerSearch } from '../../../lib/api/customer-search';
import { useScanGate } from '../hooks/use-scan-gate';
import { AddMemberButton } from './add-member-button';
import { CustomerSearchBar } from './customer-search-bar';
import { CustomerTable } from './customer-table';
import { LoadMore } from '../../../components/load-more/load-more';
import '../customers.css';

const t = zhCN.customers.list;

/** Spec §2: the row's "authorisation management" opens the third-party authorisation dialog. */
function manageAuthorization(customer: CustomerRow) {
  void openThirdPartyAuthorization({
    customerId: customer.id,
    customerTelephone: customer.mobile,
    customerName: customer.fullName,
    scope: customer.scope,
  });
}

function useSearchFromUrl(): CustomerSearch {
  const [params] = useSearchParams();
  const telephone = params.get('telephone') ?? '';
  const name = params.get('name') ?? '';
  return useMemo(() => ({ telephone, name }), [telephone, name]);
}

function CustomerList({ user }: { user: User }) {
  const navigate = useNavigate();
  const search = useSearchFromUrl();
  const { canScan, guard } = useScanGate();
  const query = useCustomerSearch(user, search, { enabled: canScan });
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);

  // Spec §5: the list needs canScan; say so once on entry instead of asking the server.
  useEffect(() => guard(() => undefined), [guard]);
  useErrorToast(query);

  const submit = useSubmitSearch(
    search,
    customerSearchKey,
    (next) => void navigate(`/query/list?${new URLSearchParams({ ...next }).toString()}`),
  );
  const onSearch = (next: CustomerSearch) => guard(() => submit(next));

  return (
    <div className="customers-page">
      <Card variant="borderless" className="page-card">
        <div className="customers-title-row">
          <Typography.Title level={3}>{t.title}</Typography.Title>
          <AddMemberButton />
        </div>
        <CustomerSearchBar
          key={`${search.telephone}\u0000${search.name}`}
          initial={search}
          busy={query.isFetching}
          onSearch={onSearch}
        />
        <CustomerTable
          rows={rows}
          loading={query.isFetching}
          user={user}
          onManageAuthorization={manageAuthorization}
        />
        <LoadMore query={query} count={rows.length} allLoadedText={t.allLoaded} />
      </Card>
    </div>
  );
}

/** Spec §2 query/list?telephone&name: the member search results, 10 at a time. */
export function CustomerListPage() {
  const session = useSession();
  return session ? <CustomerList user={session.user} /> : null;
}
