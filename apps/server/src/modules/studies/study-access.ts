import { canSeeStudy, requireAllowed, requireVisible, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { StudyWithProtocol } from '../../repositories/studies.repository';

/**
 * A study with its protocol in force, for an actor `may` lets act on it. Another company's study
 * answers as a missing one (404); one of the company the actor may not act on, 403.
 */
export async function loadStudyFor(
  studies: Pick<Repositories['studies'], 'find'>,
  actor: Actor,
  id: number,
  may: (actor: Actor, study: StudyWithProtocol['study']) => boolean,
): Promise<StudyWithProtocol> {
  const found = await studies.find(id);
  requireVisible(found !== undefined && canSeeStudy(actor, found.study));
  requireAllowed(may(actor, found!.study));
  return found!;
}
