import type { CustomerRow, ScanType } from '@skinscope/contracts';
import { nextPage, previousPage } from '@skinscope/domain';
import type { WizardContext, WizardPath } from '@skinscope/domain';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useWizardCustomer, useWizardScanType } from '../../../lib/wizard-state';

export interface WizardSituation {
  customer: CustomerRow | null;
  /** The stored scan type; a re-check has none until the selector sets it. */
  storedScanType: ScanType | null;
  /** What the domain's navigation table is asked with (FULL_SCAN and female when unknown). */
  context: WizardContext;
}

export function useWizardContext(): WizardSituation {
  const customer = useWizardCustomer();
  const storedScanType = useWizardScanType();
  const scanType = storedScanType ?? 'FULL_SCAN';
  const gender = customer?.gender ?? 'female';
  const context = useMemo(() => ({ scanType, gender }), [scanType, gender]);
  return { customer, storedScanType, context };
}

/** Next from `page`, strictly by the domain's `nextPage` table. */
export function useGoNext(page: WizardPath) {
  const navigate = useNavigate();
  const { context } = useWizardContext();
  return useCallback(() => {
    const to = nextPage(page, context);
    if (to !== null) void navigate(`/${to}`);
  }, [navigate, page, context]);
}

/** 上一步 from `page` (issue 17 #30): the page whose Next leads here, by the same table. */
export function useGoBack(page: WizardPath) {
  const navigate = useNavigate();
  const { context } = useWizardContext();
  return useCallback(() => {
    const to = previousPage(page, context);
    if (to !== null) void navigate(`/${to}`);
  }, [navigate, page, context]);
}
