import type { AuditEntry, AuditQuery } from '@skinscope/contracts';
import { canReadAudit, requireAllowed, type Actor } from '../../policy';
import type { AuditRepository } from '../../repositories/audit.repository';
import type { AuditTargetsRepository } from '../../repositories/audit-targets.repository';

export function createAuditService(deps: {
  audit: AuditRepository;
  targets: AuditTargetsRepository;
}) {
  return {
    /** Administrators read the log, newest first, each target named (issue 17 #18). */
    async list(actor: Actor, query: AuditQuery): Promise<AuditEntry[]> {
      requireAllowed(canReadAudit(actor));
      const rows = await deps.audit.list(query);
      const described = await deps.targets.describe(
        rows.map((row) => ({ type: row.targetType, id: row.targetId })),
      );
      return rows.map((row, index) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        ip: row.ip,
        details: row.details ?? null,
        targetName: described[index]?.name ?? null,
        customer: described[index]?.customer ?? null,
        recordId: described[index]?.recordId ?? null,
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
