import type { ExampleCase, User } from '@skinscope/contracts';
import { useSession } from '../../../lib/use-session';

export interface CaseRights {
  user: User;
  /** Spec §6: upload, edit and delete need canUpload (pubdom never reaches these screens). */
  canUpload: boolean;
  /** The server's rule: edit or delete only one's own cases, or any as an administrator. */
  canEdit: (item: ExampleCase) => boolean;
}

/** What the signed-in user may do in the case library; the server enforces the same rules. */
function caseRightsOf(user: User): CaseRights {
  const canUpload = user.canUpload && user.scope !== 'pubdom';
  return {
    user,
    canUpload,
    canEdit: (item) => canUpload && (item.userId === user.id || user.role === 'admin'),
  };
}

export function useCaseRights(): CaseRights | null {
  const user = useSession()?.user;
  return user ? caseRightsOf(user) : null;
}
