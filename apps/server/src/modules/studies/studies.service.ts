import {
  isResearchConsentVersion,
  type StudyAnalysisView,
  type StudyDetail,
  type StudyEnrolRequest,
  type StudyParticipantView,
  type StudyParticipation,
  type StudyProtocol,
  type StudySummary,
} from '@skinscope/contracts';
import { dueVisits, protocolProblems } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canEnrolInStudy,
  canManageStudy,
  canRunStudies,
  canWithdrawFromStudy,
  requireAllowed,
  requireVisible,
  tenantOf,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { StudyWithProtocol } from '../../repositories/studies.repository';
import type { CustomerAccess } from '../customers/customer-access';
import { researchConsentHash } from './research-consent';
import { loadStudyFor } from './study-access';
import { studyExportCsv } from './study-export';
import { studyAnalysisOf, type StudyMeasurementsDeps } from './study-measurements';
import { toParticipantView, toStudyDetail, toStudySummary } from './study-view';

export interface StudiesDeps extends StudyMeasurementsDeps {
  access: CustomerAccess;
  studies: Repositories['studies'];
  records: Pick<Repositories['records'], 'findById' | 'listByIds'>;
  audit: Repositories['audit'];
  transact: Transact;
}

/** The domain's checks of a protocol, as a 400 naming each field. */
function requireSoundProtocol(protocol: StudyProtocol): void {
  const issues = protocolProblems(protocol);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { issues });
}

/** P01, P02…: the pseudonymous code of the n-th participant. */
const participantCode = (n: number) => `P${String(n).padStart(2, '0')}`;

/**
 * Efficacy studies (issue 33): a protocol defined before anyone is enrolled and locked at the
 * first enrolment; enrolment with the research consent; study visits recorded on ordinary
 * visits; the analysis of every endpoint per timepoint against day 0.
 */
export function createStudiesService(deps: StudiesDeps) {
  const loadStudy = (
    actor: Actor,
    id: number,
    may: (actor: Actor, study: StudyWithProtocol['study']) => boolean,
  ) => loadStudyFor(deps.studies, actor, id, may);

  async function detail(id: number): Promise<StudyDetail> {
    const { study } = (await deps.studies.find(id))!;
    const [versions, enrolments] = await Promise.all([
      deps.studies.versionsOf(id),
      deps.studies.enrolmentsOf(id),
    ]);
    return toStudyDetail(study, versions, enrolments);
  }

  /** One enrolment of the study as its page lists it (read alone, not with the whole study). */
  async function participant(enrolmentId: number): Promise<StudyParticipantView> {
    const [enrolment] = await deps.studies.enrolmentsByIds([enrolmentId]);
    return toParticipantView(enrolment!);
  }

  /** An enrolment of the study whose customer `may` lets the actor act on. */
  async function loadEnrolment(
    actor: Actor,
    studyId: number,
    enrolmentId: number,
    may: typeof canEnrolInStudy = canEnrolInStudy,
  ) {
    const { study } = await loadStudy(actor, studyId, () => true);
    const enrolment = await deps.studies.findEnrolment(studyId, enrolmentId);
    const customer = enrolment ? await deps.access.facts(actor, enrolment.customerId) : null;
    requireVisible(enrolment !== undefined && may(actor, study, customer));
    return enrolment!;
  }

  /** The analysis against the protocol in force, its read audited as a read or an export. */
  async function analyse(
    actor: Actor,
    id: number,
    context: RequestContext,
    action: 'study.analysis_read' | 'study.exported',
  ): Promise<StudyAnalysisView> {
    const { current } = await loadStudy(actor, id, canManageStudy);
    const analysis = await studyAnalysisOf(deps, current, await deps.studies.enrolmentsOf(id));
    await deps.audit.record({
      action,
      actorId: actor.id,
      ip: context.ip,
      target: { type: 'study', id },
    });
    return analysis;
  }

  return {
    /**
     * Active enrolments with the visits still to record: the company's (the counter overview)
     * or one customer's (her detail page), for whoever takes photos or runs studies.
     */
    async participations(actor: Actor, customerId?: number): Promise<StudyParticipation[]> {
      requireAllowed(canRunStudies(actor) || actor.canScan);
      if (customerId !== undefined) await deps.access.load(actor, customerId);
      const rows = await deps.studies.activeEnrolmentsOf(tenantOf(actor), customerId);
      const now = deps.now();
      return rows.map(({ enrolment, studyName, followed }) => {
        const recorded = enrolment.visits.map((visit) => visit.timepoint);
        const dayZero = enrolment.visits.find((visit) => visit.timepoint === 0)?.takenAt ?? null;
        return {
          studyId: enrolment.studyId,
          studyName,
          enrolmentId: enrolment.id,
          code: enrolment.code,
          customerId: enrolment.customerId,
          customerName: enrolment.customerName,
          schedule: followed.schedule,
          recorded,
          recordIds: enrolment.visits.map((visit) => visit.recordId),
          due: dueVisits(followed, dayZero, recorded, now),
        };
      });
    },

    async list(actor: Actor): Promise<StudySummary[]> {
      requireAllowed(canRunStudies(actor) || actor.canScan);
      const rows = await deps.studies.listByCompany(tenantOf(actor));
      return rows.map(({ study, current, ...counts }) => toStudySummary(study, current, counts));
    },

    async create(
      actor: Actor,
      protocol: StudyProtocol,
      context: RequestContext,
    ): Promise<StudyDetail> {
      requireAllowed(canRunStudies(actor));
      requireSoundProtocol(protocol);
      const { study } = await deps.transact(async ({ studies, audit }) => {
        const created = await studies.insert(tenantOf(actor), protocol, actor.id, deps.now());
        await audit.record({
          action: 'study.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'study', id: created.study.id },
        });
        return created;
      });
      return detail(study.id);
    },

    async get(actor: Actor, id: number): Promise<StudyDetail> {
      await loadStudy(actor, id, () => true);
      return detail(id);
    },

    /**
     * A protocol nobody was enrolled under is corrected in place; once locked, a change is a
     * new version, and those enrolled keep the version they followed.
     */
    async updateProtocol(
      actor: Actor,
      id: number,
      protocol: StudyProtocol,
      context: RequestContext,
    ): Promise<StudyDetail> {
      await loadStudy(actor, id, canManageStudy);
      requireSoundProtocol(protocol);
      await deps.transact(async ({ studies, audit }) => {
        await studies.lock(id);
        const { current } = (await studies.find(id))!;
        const version =
          current.lockedAt === null
            ? (await studies.replaceProtocol(current.id, protocol), current.version)
            : (await studies.insertVersion(current, protocol, actor.id, deps.now())).version;
        await audit.record({
          action: 'study.protocol_changed',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'study', id },
          details: { version },
        });
      });
      return detail(id);
    },

    async enrol(
      actor: Actor,
      id: number,
      request: StudyEnrolRequest,
      context: RequestContext,
    ): Promise<StudyParticipantView> {
      const { study } = await loadStudy(actor, id, () => true);
      const customer = await deps.access.facts(actor, request.customerId);
      requireVisible(canEnrolInStudy(actor, study, customer));
      if (!isResearchConsentVersion(request.consentVersion))
        throw new AppError('RESEARCH_CONSENT_REQUIRED');
      const consentVersion = request.consentVersion;
      const enrolment = await deps.transact(async ({ studies, audit }) => {
        // One enrolment at a time per study: codes are numbered, the protocol locked once.
        await studies.lock(id);
        if (await studies.findEnrolmentOf(id, request.customerId))
          throw new AppError('STUDY_ALREADY_ENROLLED');
        const { current } = (await studies.find(id))!;
        const now = deps.now();
        await studies.lockProtocol(current.id, now);
        const saved = await studies.insertEnrolment({
          studyId: id,
          protocolId: current.id,
          customerId: request.customerId,
          code: participantCode((await studies.enrolmentCount(id)) + 1),
          arm: current.protocol.design === 'control_arm' ? request.arm : 'treated',
          consentVersion,
          consentTextHash: researchConsentHash(consentVersion),
          consentedAt: now,
          enrolledBy: actor.id,
        });
        await audit.record({
          action: 'study.enrolled',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: request.customerId },
          details: { study: id, consentVersion },
        });
        return saved;
      });
      return participant(enrolment.id);
    },

    /** Withdrawal at any time; from then on her data leave every analysis. Idempotent. */
    async withdraw(
      actor: Actor,
      id: number,
      enrolmentId: number,
      context: RequestContext,
    ): Promise<StudyParticipantView> {
      const enrolment = await loadEnrolment(actor, id, enrolmentId, canWithdrawFromStudy);
      if (enrolment.withdrawnAt === null) {
        await deps.transact(async ({ studies, audit }) => {
          await studies.withdraw(enrolmentId, deps.now());
          await audit.record({
            action: 'study.withdrawn',
            actorId: actor.id,
            ip: context.ip,
            target: { type: 'customer', id: enrolment.customerId },
            details: { study: id },
          });
        });
      }
      return participant(enrolmentId);
    },

    /** One of her finished visits recorded as a timepoint of the protocol she follows. */
    async tagVisit(
      actor: Actor,
      id: number,
      enrolmentId: number,
      visit: { recordId: number; timepoint: number },
      context: RequestContext,
    ): Promise<StudyParticipantView> {
      const enrolment = await loadEnrolment(actor, id, enrolmentId);
      if (enrolment.withdrawnAt !== null) throw new AppError('STUDY_WITHDRAWN');
      const versions = await deps.studies.versionsOf(id);
      const followed = versions.find((row) => row.id === enrolment.protocolId)!;
      if (!followed.protocol.schedule.includes(visit.timepoint))
        throw new AppError('STUDY_NOT_A_TIMEPOINT');
      const record = await deps.records.findById(visit.recordId);
      requireVisible(record !== undefined && record.customerId === enrolment.customerId);
      if (record!.completedAt === null) throw new AppError('STUDY_VISIT_NOT_FINISHED');
      await deps.transact(async ({ studies, audit }) => {
        await studies.lock(id);
        if (await studies.findVisit(enrolmentId, visit.recordId, visit.timepoint))
          throw new AppError('STUDY_VISIT_TAKEN');
        await studies.insertVisit(enrolmentId, visit.recordId, visit.timepoint, deps.now());
        await audit.record({
          action: 'study.visit_recorded',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'record', id: visit.recordId },
          details: { study: id, timepoint: visit.timepoint },
        });
      });
      return participant(enrolmentId);
    },

    /**
     * The analysis, against the protocol in force: each endpoint per timepoint, the values of
     * those who count under pseudonymous codes, and each one left out with the reason.
     */
    analysis(actor: Actor, id: number, context: RequestContext): Promise<StudyAnalysisView> {
      return analyse(actor, id, context, 'study.analysis_read');
    },

    /** The values the analysis counted, as CSV by pseudonymous code (see study-export.ts). */
    async exportCsv(actor: Actor, id: number, context: RequestContext): Promise<string> {
      return studyExportCsv(await analyse(actor, id, context, 'study.exported'));
    },
  };
}

export type StudiesService = ReturnType<typeof createStudiesService>;
