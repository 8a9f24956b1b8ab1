import {
  studyReportPagePath,
  type CreatedReportLink,
  type PublicStudyReport,
  type ShareLink,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { canShareStudyReport, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import {
  createdShareLink,
  newShareLink,
  publicLinkGate,
  shareLinkView,
  type PublicLinkDeps,
} from '../report-links/share-links';
import { loadStudyFor } from './study-access';
import { studyAnalysisOf, type StudyMeasurementsDeps } from './study-measurements';
import { toStudyAggregate } from './study-view';

export interface StudyLinksDeps extends StudyMeasurementsDeps, PublicLinkDeps {
  studies: Pick<Repositories['studies'], 'find' | 'versionsOf' | 'enrolmentsOf'>;
  studyLinks: Repositories['studyLinks'];
  /** PUBLIC_URL: the origin links are built on; undefined when unset (issue 29 #6). */
  publicUrl: string | undefined;
}

/**
 * Issue 33 #6: a study's aggregate report shared with its sponsor through a revocable link, made
 * and opened by the rules of every share link (report-links/share-links.ts). The link shows
 * counts and statistics only: no participant's code, value or line, and no export.
 */
export function createStudyLinksService(deps: StudyLinksDeps) {
  const gate = publicLinkGate(deps);
  const loadShareable = (actor: Actor, studyId: number) =>
    loadStudyFor(deps.studies, actor, studyId, canShareStudyReport);

  return {
    async create(
      actor: Actor,
      studyId: number,
      days: number,
      context: RequestContext,
    ): Promise<CreatedReportLink> {
      await loadShareable(actor, studyId);
      const { token, tokenHash, expiresAt } = newShareLink(deps.now(), days);
      const link = await deps.transact(async ({ studyLinks, audit }) => {
        const row = await studyLinks.insert({ tokenHash, studyId, createdBy: actor.id, expiresAt });
        await audit.record({
          action: 'study_link.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'study', id: studyId },
          details: { linkId: row.id, days },
        });
        return row;
      });
      return createdShareLink(
        { id: link.id, token, expiresAt },
        studyReportPagePath(token),
        deps.publicUrl,
      );
    },

    async list(actor: Actor, studyId: number): Promise<ShareLink[]> {
      await loadShareable(actor, studyId);
      const now = deps.now();
      return (await deps.studyLinks.listByStudy(studyId)).map(({ link, creator }) =>
        shareLinkView(link, creator, now),
      );
    },

    /** Revokes a link of the study, a colleague's too; from now on it answers 404. Idempotent. */
    async revoke(
      actor: Actor,
      studyId: number,
      linkId: number,
      context: RequestContext,
    ): Promise<void> {
      await loadShareable(actor, studyId);
      const link = await deps.studyLinks.find(studyId, linkId);
      if (!link) throw new AppError('NOT_FOUND');
      if (link.revokedAt) return;
      await deps.transact(async ({ studyLinks, audit }) => {
        await studyLinks.revoke(link.id, deps.now());
        await audit.record({
          action: 'study_link.revoked',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'study', id: studyId },
          details: { linkId: link.id, createdBy: link.createdBy },
        });
      });
    },

    /** The aggregate report through a live link, without sign-in; each opening audited. */
    async view(token: string, context: RequestContext): Promise<PublicStudyReport> {
      await gate.countRequest(context);
      const link = await gate.open(token, (hash) => deps.studyLinks.findByTokenHash(hash));
      const found = await deps.studies.find(link.studyId);
      if (!found) throw new AppError('REPORT_LINK_INVALID');
      const [versions, enrolments] = await Promise.all([
        deps.studies.versionsOf(link.studyId),
        deps.studies.enrolmentsOf(link.studyId),
      ]);
      const analysis = await studyAnalysisOf(deps, found.current, enrolments);
      await gate.recordView(
        (id, at) => deps.studyLinks.countView(id, at),
        {
          action: 'study_link.viewed',
          linkId: link.id,
          target: { type: 'study', id: link.studyId },
        },
        context,
      );
      return {
        ...toStudyAggregate(analysis),
        protocol: found.current.protocol,
        versions: versions.map((row) => ({
          version: row.version,
          createdAt: row.createdAt.toISOString(),
          enrolled: enrolments.filter((enrolment) => enrolment.protocolId === row.id).length,
        })),
        expiresAt: link.expiresAt.toISOString(),
      };
    },
  };
}

export type StudyLinksService = ReturnType<typeof createStudyLinksService>;
