import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notification';
import { clearConsultation } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useWizardContext } from './use-wizard-context';

/**
 * 重新开始: the spec's refresh action, then back to where this kind of visit starts answering
 * (the questionnaire; for a photo-only visit the repeat-visit question that chose it).
 */
export function useRestart() {
  const navigate = useNavigate();
  const { storedScanType } = useWizardContext();
  return () => {
    clearConsultation();
    toast(zhCN.consultation.restarted, 'success');
    void navigate(
      storedScanType === 'PHOTO_ONLY' ? '/collection/selector' : '/collection/condition',
    );
  };
}
