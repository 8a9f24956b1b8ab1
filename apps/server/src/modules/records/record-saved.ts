import type { RequestContext } from '../../http/request-context';
import type { Actor } from '../../policy';
import type { Repositories } from '../../repositories';

/** The audit row of a visit's record written: its photos or its summary. */
export function auditRecordSaved(
  audit: Repositories['audit'],
  actor: Actor,
  context: RequestContext,
  recordId: number,
): Promise<number> {
  return audit.record({
    action: 'record.saved',
    actorId: actor.id,
    ip: context.ip,
    target: { type: 'record', id: recordId },
  });
}
