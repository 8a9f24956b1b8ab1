import type { User } from '@skinscope/contracts';
import { managesCases } from '@skinscope/domain';
import { useSession } from '../../../lib/use-session';

export interface CaseRights {
  user: User;
  /**
   * Spec §6: upload, edit and delete of every case of the company need canUpload, the server's
   * rule (packages/domain `managesCases`, issue 29 #15); pubdom never reaches these screens.
   */
  canUpload: boolean;
}

/** What the signed-in user may do in the case library; the server enforces the same rule. */
export function useCaseRights(): CaseRights | null {
  const user = useSession()?.user;
  return user ? { user, canUpload: managesCases(user) } : null;
}
