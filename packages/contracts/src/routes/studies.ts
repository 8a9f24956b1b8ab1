import { z } from 'zod';
import {
  StudyAnalysisSchema,
  StudyDetailSchema,
  StudyEnrolmentParamsSchema,
  StudyEnrolRequestSchema,
  StudyIdParamsSchema,
  StudyParticipantSchema,
  StudyParticipationSchema,
  StudyParticipationsQuerySchema,
  StudyProtocolSchema,
  StudySummarySchema,
  StudyVisitTagSchema,
} from '../studies';
import {
  CreatedReportLinkSchema,
  PublicReportParamsSchema,
  ShareLinkSchema,
} from '../report-links';
import {
  CreateStudyLinkRequestSchema,
  PublicStudyReportSchema,
  StudyLinkParamsSchema,
} from '../study-links';
import { defineRoute } from './define';

/**
 * Efficacy studies (issue 33, 功效验证): administrators and store managers define them and read
 * their analysis; staff who take photos enrol consenting customers, record their study visits
 * and withdraw them.
 */
export const studyRoutes = {
  // Active enrolments and their visits still due: the counter overview's and a customer's.
  listStudyParticipations: defineRoute({
    method: 'GET',
    path: '/api/study-participations',
    query: StudyParticipationsQuerySchema,
    response: z.array(StudyParticipationSchema),
  }),
  listStudies: defineRoute({
    method: 'GET',
    path: '/api/studies',
    response: z.array(StudySummarySchema),
  }),
  createStudy: defineRoute({
    method: 'POST',
    path: '/api/studies',
    body: StudyProtocolSchema,
    response: StudyDetailSchema,
  }),
  getStudy: defineRoute({
    method: 'GET',
    path: '/api/studies/:id',
    params: StudyIdParamsSchema,
    response: StudyDetailSchema,
  }),
  // A protocol nobody was enrolled under is changed in place; a locked one gets a new version.
  updateStudyProtocol: defineRoute({
    method: 'PUT',
    path: '/api/studies/:id/protocol',
    params: StudyIdParamsSchema,
    body: StudyProtocolSchema,
    response: StudyDetailSchema,
  }),
  enrolInStudy: defineRoute({
    method: 'POST',
    path: '/api/studies/:id/enrolments',
    params: StudyIdParamsSchema,
    body: StudyEnrolRequestSchema,
    response: StudyParticipantSchema,
  }),
  withdrawFromStudy: defineRoute({
    method: 'POST',
    path: '/api/studies/:id/enrolments/:enrolmentId/withdraw',
    params: StudyEnrolmentParamsSchema,
    response: StudyParticipantSchema,
  }),
  tagStudyVisit: defineRoute({
    method: 'POST',
    path: '/api/studies/:id/enrolments/:enrolmentId/visits',
    params: StudyEnrolmentParamsSchema,
    body: StudyVisitTagSchema,
    response: StudyParticipantSchema,
  }),
  studyAnalysis: defineRoute({
    method: 'GET',
    path: '/api/studies/:id/analysis',
    params: StudyIdParamsSchema,
    response: StudyAnalysisSchema,
  }),
  // The values the analysis counted, one row per participant, endpoint and timepoint, by code:
  // what anyone may recompute the statistics from (issue 33 target). A link, so cookie auth.
  studyExport: defineRoute({
    method: 'GET',
    path: '/api/studies/:id/export',
    params: StudyIdParamsSchema,
    produces: 'text/csv',
    auth: 'cookie',
  }),
  // Issue 33 #6: the sponsor's share links, made, listed and revoked by who runs the study.
  createStudyLink: defineRoute({
    method: 'POST',
    path: '/api/studies/:id/links',
    params: StudyIdParamsSchema,
    body: CreateStudyLinkRequestSchema,
    response: CreatedReportLinkSchema,
  }),
  studyLinks: defineRoute({
    method: 'GET',
    path: '/api/studies/:id/links',
    params: StudyIdParamsSchema,
    response: z.array(ShareLinkSchema),
  }),
  revokeStudyLink: defineRoute({
    method: 'DELETE',
    path: '/api/studies/:id/links/:linkId',
    params: StudyLinkParamsSchema,
    response: z.null(),
  }),
  // The aggregate report through a live link, without sign-in; otherwise the report link's 404.
  publicStudyReport: defineRoute({
    method: 'GET',
    path: '/api/public/study/:token',
    params: PublicReportParamsSchema,
    response: PublicStudyReportSchema,
    auth: 'public',
  }),
};
