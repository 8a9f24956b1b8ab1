import type {
  StudyAggregateView,
  StudyAnalysisView,
  StudyDetail,
  StudyParticipantView,
  StudySummary,
} from '@skinscope/contracts';
import type {
  EnrolmentWithVisits,
  StudyProtocolRow,
  StudyRow,
} from '../../repositories/studies.repository';

interface StudyCounts {
  enrolled: number;
  withdrawn: number;
}

/** A study as the list shows it: its protocol in force and how many joined and left. */
export function toStudySummary(
  study: StudyRow,
  current: StudyProtocolRow,
  counts: StudyCounts,
): StudySummary {
  const { protocol } = current;
  return {
    id: study.id,
    name: protocol.name,
    sponsor: protocol.sponsor,
    design: protocol.design,
    version: current.version,
    locked: current.lockedAt !== null,
    enrolled: counts.enrolled,
    withdrawn: counts.withdrawn,
    targetSize: protocol.targetSize,
    createdAt: study.createdAt.toISOString(),
  };
}

export function toParticipantView(enrolment: EnrolmentWithVisits): StudyParticipantView {
  return {
    enrolmentId: enrolment.id,
    code: enrolment.code,
    customerId: enrolment.customerId,
    customerName: enrolment.customerName,
    arm: enrolment.arm,
    protocolVersion: enrolment.protocolVersion,
    consentVersion: enrolment.consentVersion,
    consentedAt: enrolment.consentedAt.toISOString(),
    withdrawnAt: enrolment.withdrawnAt?.toISOString() ?? null,
    visits: enrolment.visits.map((visit) => ({ ...visit, takenAt: visit.takenAt.toISOString() })),
  };
}

export function toStudyDetail(
  study: StudyRow,
  versions: StudyProtocolRow[],
  enrolments: EnrolmentWithVisits[],
): StudyDetail {
  const current = versions[versions.length - 1]!;
  return {
    ...toStudySummary(study, current, {
      enrolled: enrolments.length,
      withdrawn: enrolments.filter((enrolment) => enrolment.withdrawnAt !== null).length,
    }),
    protocol: current.protocol,
    versions: versions.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      lockedAt: row.lockedAt?.toISOString() ?? null,
    })),
    participants: enrolments.map(toParticipantView),
  };
}

/**
 * The analysis with every participant's values left out (issue 33 #6): what a sponsor's link
 * shows. Built field by field, so that what the analysis gains later reaches a link only when
 * added here.
 */
export function toStudyAggregate(analysis: StudyAnalysisView): StudyAggregateView {
  return {
    enrolled: analysis.enrolled,
    withdrawn: analysis.withdrawn,
    endpoints: analysis.endpoints.map((endpoint) => ({
      dimension: endpoint.dimension,
      role: endpoint.role,
      timepoints: endpoint.timepoints.map((timepoint) => ({
        day: timepoint.day,
        analysed: timepoint.analysed,
        treated: timepoint.treated,
        control: timepoint.control,
        betweenArms: timepoint.betweenArms,
        withinParticipant: timepoint.withinParticipant,
        exclusions: timepoint.exclusions,
      })),
    })),
  };
}
