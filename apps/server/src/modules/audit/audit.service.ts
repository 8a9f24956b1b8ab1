import type { AuditEntry, AuditQuery } from '@skinscope/contracts';
import { canReadAudit, requireAllowed, type Actor } from '../../policy';
import type { AuditRepository } from '../../repositories/audit.repository';

export function createAuditService(deps: { audit: AuditRepository }) {
  return {
    /** Administrators read the log, newest first. */
    async list(actor: Actor, query: AuditQuery): Promise<AuditEntry[]> {
      requireAllowed(canReadAudit(actor));
      const rows = await deps.audit.list(query);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        ip: row.ip,
        details: row.details ?? null,
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
