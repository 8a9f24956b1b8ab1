import { useCallback } from 'react';
import { toast } from '../../../lib/notification';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';

/**
 * Spec §5/§6: customer search, registration and starting or redoing a check need the stored
 * user's canScan; without it the action is refused with "暂未授权，请联系管理员".
 * Returns a guard: `guard(action)` runs the action only when allowed. The server refuses too.
 */
export function useScanGate() {
  const canScan = useSession()?.user.canScan ?? false;
  const guard = useCallback(
    (action: () => void) => {
      if (!canScan) {
        toast(zhCN.customers.notAuthorized, 'warning');
        return;
      }
      action();
    },
    [canScan],
  );
  return { canScan, guard };
}
