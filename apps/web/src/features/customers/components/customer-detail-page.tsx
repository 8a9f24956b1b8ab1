import { ScopeSchema, idFromText } from '@skinscope/contracts';
import type { Scope } from '@skinscope/contracts';
import { Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { StaffAuthorizationCard } from '../../../components/customer-authorization/staff-authorization-card';
import { mayCalibrate } from '../../../lib/calibration-access';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useCustomer } from '../api/get-customer';

import { CustomerDataRequests } from './customer-data-requests';
import { CustomerStudies } from './customer-studies';
import { CustomerSummary } from './customer-summary';
import { DraftNotice } from './draft-notice';
import { errorMessage, LoadFailed } from './load-failed';
import { PrivacyActions } from './privacy-actions';
import { RecordList } from './record-list';
import { RemarkEditor } from './remark-editor';
import '../customers.css';

function useScopeParam(): Scope | undefined {
  const [params] = useSearchParams();
  const parsed = ScopeSchema.safeParse(params.get('scope'));
  return parsed.success ? parsed.data : undefined;
}

/** Spec §2 query/detail/{memberId}?scope: header, remark and scan records of one member. */
export function CustomerDetailPage() {
  const memberId = idFromText(useParams().memberId);
  const scopeParam = useScopeParam();
  const user = useSession()?.user;
  const userScope = user?.scope;
  const customer = useCustomer(memberId);

  if (memberId === undefined) return <LoadFailed message={zhCN.customers.detail.invalidId} />;
  if (customer.isError) return <LoadFailed message={errorMessage(customer.error)} />;
  if (!customer.data || !user || !userScope) return <Skeleton active className="customers-page" />;

  // Spec §6: the id travels prefixed for skinworker, the scope the detail was opened under.
  const wireScope = scopeParam ?? userScope;
  return (
    <div className="customers-page">
      <CustomerSummary customer={customer.data} scope={wireScope} user={user} />
      <DraftNotice customer={customer.data} scope={wireScope} />
      <RemarkEditor customerId={memberId} scope={wireScope} remark={customer.data.remark} />
      <RecordList customerId={memberId} scope={scopeParam} canShare={user.canScan} />
      {user.canScan && <CustomerStudies customerId={memberId} scope={scopeParam} />}
      {/* Her requests are her company's business: a bound third party (pubdom) sees none. */}
      {userScope !== 'pubdom' && (
        <CustomerDataRequests
          customerId={memberId}
          canShare={user.canScan}
          // Those who carry out her requests are those who calibrate: administrators and store
          // managers (policy canCarryOutDataRequests); the server decides again.
          mayCarryOut={mayCalibrate(user)}
        />
      )}
      {user?.role === 'admin' && (
        <StaffAuthorizationCard
          customer={{
            customerId: memberId,
            customerTelephone: customer.data.mobile,
            customerName: customer.data.fullName,
            scope: wireScope,
          }}
        />
      )}
      {user?.role === 'admin' && <PrivacyActions customerId={memberId} />}
    </div>
  );
}
