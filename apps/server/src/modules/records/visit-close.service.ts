import type { Evaluation } from '@skinscope/contracts';
import type { SaveFullRecordRequest } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { requireCanCheck, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { carriedOverFields, consultationFields } from './record-consultation';
import { visitAnalyses } from './record-measurements';
import { requireLabelledParts } from './record-parts';
import { requireOwnPhotos } from './record-photos';
import { auditRecordSaved } from './record-saved';
import { loadAccessibleRecord } from './records-query.service';

export interface VisitCloseDeps {
  access: CustomerAccess;
  records: Repositories['records'];
  transact: Transact;
  now: () => Date;
}

/** How a visit ends: its summary saved, or its draft given up; and the rating given after. */
export function createVisitCloseService(deps: VisitCloseDeps) {
  return {
    /**
     * The summary screen's save. Scores, care steps and recommendations are recomputed here from
     * the stored answers and the visit's analysed photo pairs (issue 19 #6; the server never
     * trusts numbers sent by the browser). A photo-only visit without answers carries over the
     * customer's previous consultation.
     *
     * The detectList sent along is checked (labelled parts, this customer's photos) and not
     * stored (DECISIONS §92): the visit's parts are its photos, saved by the capture and by
     * infinite capture. Where the list disagrees with them, the photos win: the list is the
     * browser's copy from before a part was added or retaken, and a part it names without a
     * stored photo could not be shown anyway. The record answers the photos' list afterwards.
     */
    async saveFull(
      actor: Actor,
      body: SaveFullRecordRequest,
      context: RequestContext,
    ): Promise<number> {
      requireCanCheck(actor);
      requireLabelledParts(
        'detectList',
        body.detectList.map((item) => item.name),
      );
      const record = await loadAccessibleRecord(deps, actor, body.recordId);
      const customer = await deps.access.load(actor, record.customerId);
      const answers = body.answers;
      await deps.transact(async ({ records, photos, audit, detections }) => {
        // The scores follow the analyses stored now, read in the same transaction.
        const fields = answers
          ? consultationFields(
              answers,
              { scanType: record.scanType, gender: customer.gender },
              await visitAnalyses(detections, record),
            )
          : await carriedOverFields(records, record);
        const urls = body.detectList
          .flatMap((item) => [item.normal, item.lighting])
          .filter((url): url is string => Boolean(url));
        await requireOwnPhotos(photos, record.customerId, urls);
        const now = deps.now();
        await records.update(record.id, {
          ...fields,
          // The summary is saved: the visit is done (issue 17 #26).
          completedAt: record.completedAt ?? now,
          draftAnswers: null,
          updatedAt: now,
        });
        await auditRecordSaved(audit, actor, context, record.id);
      });
      return record.id;
    },

    /**
     * Issue 17 #26: an unfinished consultation is given up. The record goes; its photos stay in
     * the customer's folder like any other upload. A finished visit cannot be discarded.
     */
    async discardDraft(actor: Actor, recordId: number, context: RequestContext): Promise<void> {
      requireCanCheck(actor);
      const record = await loadAccessibleRecord(deps, actor, recordId);
      if (record.completedAt) throw new AppError('RECORD_NOT_DRAFT');
      await deps.transact(async ({ records, audit }) => {
        await records.remove(record.id);
        await audit.record({
          action: 'record.draft_discarded',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: record.customerId },
        });
      });
    },

    /** Spec §4 evaluate: the rating of the last visit is stored on the customer's latest record. */
    async evaluate(actor: Actor, customerId: number, evaluation: Evaluation): Promise<void> {
      requireCanCheck(actor);
      await deps.access.load(actor, customerId);
      const latest = await deps.records.latestOf(customerId);
      if (!latest) throw new AppError('NOT_FOUND');
      await deps.records.update(latest.id, { evaluation, updatedAt: deps.now() });
    },
  };
}

export type VisitCloseService = ReturnType<typeof createVisitCloseService>;
