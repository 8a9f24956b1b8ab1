import type { CustomerRow } from '@skinscope/contracts';
import { useNavigate } from 'react-router';
import { beginConsultation } from '../../../lib/wizard-customer';
import { useScanGate } from './use-scan-gate';

/** Where the row actions of query/list lead (spec §2, §4; DECISIONS "Routes" for re-check). */
export function useCustomerActions() {
  const navigate = useNavigate();
  const { guard } = useScanGate();
  return {
    viewDetail(customer: CustomerRow) {
      const params = new URLSearchParams({ scope: customer.scope });
      void navigate(`/query/detail/${customer.id}?${params.toString()}`);
    },
    viewHistory(customer: CustomerRow) {
      void navigate(
        `/query/history?${new URLSearchParams({ name: customer.fullName }).toString()}`,
      );
    },
    /** Issue 19 #1: her skin over her visits. */
    viewProgress(customer: CustomerRow) {
      void navigate(`/query/progress/${customer.id}`);
    },
    /** No earlier record: a full consultation from the introduction. */
    startCheck(customer: CustomerRow) {
      guard(() => {
        beginConsultation(customer, 'FULL_SCAN');
        void navigate('/introduce');
      });
    },
    /** An earlier record: rate the last visit first; the selector then sets the scan type. */
    recheck(customer: CustomerRow) {
      guard(() => {
        beginConsultation(customer);
        void navigate('/collection/evaluate');
      });
    },
  };
}
