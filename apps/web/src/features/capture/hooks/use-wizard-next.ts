import { nextPage, previousPage } from '@skinscope/domain';
import type { WizardPath } from '@skinscope/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useWizardCustomer, useWizardScanType } from '../../../lib/wizard-state';
import { takeRetakeReturn } from '../lib/retake';

/**
 * Next from a photo screen, by the domain's navigation table (spec §4 Wizard); during a retake
 * asked by analyse/expect (issue 19 #5), back to it.
 */
export function useWizardNext(page: WizardPath): () => void {
  const navigate = useNavigate();
  const scanType = useWizardScanType() ?? 'FULL_SCAN';
  const gender = useWizardCustomer()?.gender ?? 'female';
  return useCallback(() => {
    const back = takeRetakeReturn(page);
    if (back) {
      void navigate(back);
      return;
    }
    const to = nextPage(page, { scanType, gender });
    if (to !== null) void navigate(`/${to}`);
  }, [navigate, page, scanType, gender]);
}

/**
 * 上一步 from a photo screen (issue 17 #30). The photos and parts live in the wizard state,
 * so the previous screen shows them again.
 */
export function useWizardBack(page: WizardPath): () => void {
  const navigate = useNavigate();
  const scanType = useWizardScanType() ?? 'FULL_SCAN';
  const gender = useWizardCustomer()?.gender ?? 'female';
  return useCallback(() => {
    const to = previousPage(page, { scanType, gender });
    if (to !== null) void navigate(`/${to}`);
  }, [navigate, page, scanType, gender]);
}
