import type { AuditAction } from '@skinscope/contracts';
import type { AuditRepository } from './audit.repository';

interface AuditEvent {
  action: AuditAction;
  actorId: number | null;
  ip?: string | undefined;
  target?: { type: string; id: string | number } | undefined;
  /** Never secrets or personal data: ids, flags and names of things, not of people. */
  details?: Record<string, unknown> | undefined;
}

/** The one writer every module uses for the audit log. */
export interface AuditTrail {
  /** Answers the row's id. */
  record(event: AuditEvent): Promise<number>;
}

export function createAuditTrail(repository: AuditRepository): AuditTrail {
  return {
    record: ({ action, actorId, ip, target, details }) =>
      repository.insert({
        action,
        actorId,
        ip: ip ?? null,
        targetType: target?.type ?? null,
        targetId: target ? String(target.id) : null,
        details: details ?? null,
      }),
  };
}
