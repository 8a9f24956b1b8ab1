import { nextPage } from '@skinscope/domain';
import type { WizardPath } from '@skinscope/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useWizardCustomer, useWizardScanType } from '../../../lib/wizard-state';

/** Next from a photo screen, by the domain's navigation table (spec §4 Wizard). */
export function useWizardNext(page: WizardPath): () => void {
  const navigate = useNavigate();
  const scanType = useWizardScanType() ?? 'FULL_SCAN';
  const gender = useWizardCustomer()?.gender ?? 'female';
  return useCallback(() => {
    const to = nextPage(page, { scanType, gender });
    if (to !== null) void navigate(`/${to}`);
  }, [navigate, page, scanType, gender]);
}
