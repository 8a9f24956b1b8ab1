import { apiRoutes, CURRENT_RESEARCH_CONSENT_VERSION } from '@skinscope/contracts';
import type {
  StudyArm,
  StudyParticipantView,
  StudyParticipation,
  StudySummary,
} from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * Efficacy studies as staff at the counter meet them (issue 33 #2): the visits due, a
 * customer's studies, enrolling her with the research consent, recording a study visit.
 */
const participationsKey = ['customers', 'study-participations'] as const;

/** `GET /api/study-participations`: the company's (no customer) or one customer's. */
export function useStudyParticipations(customerId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...participationsKey, customerId ?? null],
    queryFn: ({ signal }): Promise<StudyParticipation[]> =>
      apiCall(
        apiRoutes.listStudyParticipations,
        { query: customerId === undefined ? {} : { customerId } },
        { signal },
      ),
    enabled,
  });
}

/** `GET /api/studies`: the company's studies, to enrol a customer in one. */
export function useStudies(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'studies'],
    queryFn: ({ signal }): Promise<StudySummary[]> =>
      apiCall(apiRoutes.listStudies, {}, { signal }),
    enabled,
  });
}

function useStudyMutation<Input>(call: (input: Input) => Promise<StudyParticipantView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participationsKey }),
  });
}

/** Enrols her, having shown her the current research consent text, which she agreed to. */
export function useEnrolInStudy() {
  return useStudyMutation((input: { studyId: number; customerId: number; arm: StudyArm }) =>
    apiCall(apiRoutes.enrolInStudy, {
      params: { id: input.studyId },
      body: {
        customerId: input.customerId,
        arm: input.arm,
        consentVersion: CURRENT_RESEARCH_CONSENT_VERSION,
      },
    }),
  );
}

/** Records one of her finished visits as a timepoint of her study. */
export function useTagStudyVisit() {
  return useStudyMutation(
    (input: { studyId: number; enrolmentId: number; recordId: number; timepoint: number }) =>
      apiCall(apiRoutes.tagStudyVisit, {
        params: { id: input.studyId, enrolmentId: input.enrolmentId },
        body: { recordId: input.recordId, timepoint: input.timepoint },
      }),
  );
}

/** Her withdrawal: from now on her data leave every analysis. */
export function useWithdrawFromStudy() {
  return useStudyMutation((input: { studyId: number; enrolmentId: number }) =>
    apiCall(apiRoutes.withdrawFromStudy, {
      params: { id: input.studyId, enrolmentId: input.enrolmentId },
    }),
  );
}
