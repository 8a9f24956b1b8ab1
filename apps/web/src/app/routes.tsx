import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/account/components/login-page';
import { zhCN } from '../locales/zh-CN';
import { RouteErrorPage } from './pages/route-error-page';
import type { HeaderStep, RouteHandle } from './route-handle';
import { redirectSignedIn, requireSession, sessionChecked } from './route-guards';
import { RootLayout } from './shell/root-layout';

const s = zhCN.screens;

/**
 * One signed-in screen of spec §2. Each feature's screens are a chunk of their own, loaded on
 * first visit, so the login page does not wait for the consultation, capture or cases code.
 */
function screen<Pages>(
  path: string,
  step: HeaderStep,
  title: string,
  load: () => Promise<Pages>,
  render: (pages: Pages) => ReactNode,
  { customerResults = false } = {},
): RouteObject {
  // The consultation's steps, and her results, stay open in 顾客模式 (issue 29 #5).
  const handle: RouteHandle = {
    step,
    title,
    ...((step > 0 || customerResults) && { customerMode: true as const }),
  };
  return {
    path,
    handle,
    lazy: async () => ({ element: render(await load()) }),
    ErrorBoundary: RouteErrorPage,
  };
}

const customers = () => import('../features/customers/pages');
const admin = () => import('../features/admin/pages');
const consultation = () => import('../features/consultation/pages');
const capture = () => import('../features/capture/pages');
const detect = () => import('../features/detect/pages');
const cases = () => import('../features/cases/pages');
const account = () => import('../features/account/pages');
const progress = () => import('../features/progress/pages');
const retest = () => import('../features/retest/pages');
const studies = () => Promise.all([admin(), import('../features/studies/pages')]);

/** Spec §2 route table with DECISIONS "Routes" (questionnaire pages under `collection/`). */
const signedInScreens: RouteObject[] = [
  screen('query', 0, s.query, customers, (m) => <m.QueryPage />),
  screen('query/list', 0, s.queryList, customers, (m) => <m.CustomerListPage />),
  screen('query/detail/:memberId', 0, s.queryDetail, customers, (m) => <m.CustomerDetailPage />),
  screen('query/history', 0, s.queryHistory, customers, (m) => <m.HistoryPage />),
  screen(
    'query/history/:recordId',
    0,
    s.queryHistoryReport,
    customers,
    (m) => <m.HistoryReportPage />,
    { customerResults: true },
  ),
  // Issue 19 #1: her skin over her visits; ECharts is a chunk of its own inside this one.
  screen('query/progress/:customerId', 0, s.queryProgress, progress, (m) => <m.ProgressPage />, {
    customerResults: true,
  }),
  screen('register', 0, s.register, customers, (m) => <m.RegisterPage />),
  screen('user/list', 0, s.userList, admin, (m) => <m.UserListPage />),
  screen('admin/stores', 0, s.adminStores, admin, (m) => <m.StoresPage />),
  screen('admin/audit', 0, s.adminAudit, admin, (m) => <m.AuditPage />),
  screen('admin/retention', 0, s.adminRetention, admin, (m) => <m.RetentionPage />),
  screen('admin/impact-assessment', 0, s.adminImpact, admin, (m) => <m.ImpactAssessmentPage />),
  // The calibration screen uses the capture feature's microscope preview.
  screen(
    'admin/calibration',
    0,
    s.adminCalibration,
    () => Promise.all([admin(), capture(), retest()]),
    ([adminPages, capturePages, retestPages]) => (
      <adminPages.CalibrationPage
        Station={capturePages.CalibrationStation}
        Retest={retestPages.RetestWorkbench}
      />
    ),
  ),
  screen('admin/repeatability', 0, s.adminRepeatability, admin, (m) => <m.RepeatabilityPage />),
  // Issue 33: 功效验证, a feature of its own shown in the admin area's frame.
  screen('admin/studies', 0, s.adminStudies, studies, ([a, m]) => (
    <m.StudyListPage Frame={a.StudiesFrame} />
  )),
  screen('admin/studies/new', 0, s.adminStudyNew, studies, ([a, m]) => (
    <m.NewStudyPage Frame={a.StudiesFrame} />
  )),
  screen('admin/studies/:id', 0, s.adminStudy, studies, ([a, m]) => (
    <m.StudyDetailPage Frame={a.StudiesFrame} />
  )),
  screen('admin/studies/:id/edit', 0, s.adminStudyEdit, studies, ([a, m]) => (
    <m.EditStudyPage Frame={a.StudiesFrame} />
  )),
  screen('admin/studies/:id/report', 0, s.adminStudyReport, studies, ([a, m]) => (
    <m.StudyReportPage Frame={a.StudiesFrame} />
  )),
  screen('account/profile', 0, s.profile, account, (m) => <m.ProfilePage />),
  // Step 1 introduction.
  screen('introduce', 1, s.introduce, consultation, (m) => <m.IntroducePage />),
  screen('about', 1, s.about, consultation, (m) => <m.AboutPage />),
  // Step 2 collection: the questionnaire, the repeat-visit rating and question.
  screen('collection/condition', 2, s.condition, consultation, (m) => (
    <m.QuestionnairePage page="condition" />
  )),
  screen('collection/condition2', 2, s.condition2, consultation, (m) => (
    <m.QuestionnairePage page="condition2" />
  )),
  screen('collection/help', 2, s.help, consultation, (m) => <m.QuestionnairePage page="help" />),
  screen('collection/menses', 2, s.menses, consultation, (m) => (
    <m.QuestionnairePage page="menses" />
  )),
  screen('collection/habit', 2, s.habit, consultation, (m) => <m.QuestionnairePage page="habit" />),
  screen('collection/situation', 2, s.situation, consultation, (m) => (
    <m.QuestionnairePage page="situation" />
  )),
  screen('collection/body', 2, s.body, consultation, (m) => <m.QuestionnairePage page="body" />),
  screen('collection/nursing', 2, s.nursing, consultation, (m) => (
    <m.QuestionnairePage page="nursing" />
  )),
  screen('collection/ambition', 2, s.ambition, consultation, (m) => (
    <m.QuestionnairePage page="ambition" />
  )),
  screen('collection/concern', 2, s.concern, consultation, (m) => (
    <m.QuestionnairePage page="concern" />
  )),
  screen('collection/original', 2, s.original, consultation, (m) => (
    <m.QuestionnairePage page="original" />
  )),
  screen('collection/evaluate', 2, s.evaluate, consultation, (m) => <m.EvaluatePage />),
  screen('collection/selector', 2, s.selector, consultation, (m) => <m.SelectorPage />),
  // Step 3 record (photo capture).
  screen('picture/index', 3, s.pictureIndex, capture, (m) => <m.IndexPage />),
  screen('picture/step/one', 3, s.pictureStepOne, capture, (m) => <m.PartStepPage step="one" />),
  screen('picture/step/two', 3, s.pictureStepTwo, capture, (m) => <m.PartStepPage step="two" />),
  screen('picture/step/three', 3, s.pictureStepThree, capture, (m) => <m.LocatePage />),
  // Issue 32 #1: a test-retest pair of the part on the capture screen, outside the visit.
  screen(
    'retest',
    0,
    s.retest,
    () => Promise.all([retest(), capture()]),
    ([retestPages, capturePages]) => (
      <retestPages.RetestPage Station={capturePages.CalibrationStation} />
    ),
  ),
  // The SOS screen uses the capture feature's station (features do not import each other).
  // Outside a consultation (issue 17 #23): the SOS screen and adding parts to a saved record.
  screen(
    'picture/detect',
    0,
    s.pictureDetect,
    () => Promise.all([detect(), capture()]),
    ([detectPages, capturePages]) => (
      <detectPages.DetectPage Station={capturePages.CaptureStation} />
    ),
  ),
  screen('picture/infinite/:recordId/:position', 0, s.pictureInfinite, capture, (m) => (
    <m.InfinitePage />
  )),
  // Step 4 analysis.
  screen('analyse/expect', 4, s.analyseExpect, capture, (m) => <m.ExpectPage />),
  screen('analyse/result', 4, s.analyseResult, consultation, (m) => <m.ResultPage />),
  // Step 5 recommendation.
  screen('recommend/step', 5, s.recommendStep, consultation, (m) => <m.StepPage />),
  screen('recommend/result', 5, s.recommendResult, consultation, (m) => <m.ProcessPage />),
  screen('recommend/help', 5, s.recommendHelp, consultation, (m) => <m.HelpPage />),
  screen('recommend/all', 5, s.recommendAll, consultation, (m) => <m.AllPage />),
  screen('recommend/special', 5, s.recommendSpecial, consultation, (m) => <m.SpecialPage />),
  // Step 6 skincare.
  screen('recommend/summary', 6, s.recommendSummary, consultation, (m) => <m.SummaryPage />),
  screen('recommend/goods', 6, s.recommendGoods, consultation, (m) => <m.GoodsPage />),
  // Cases.
  screen('example/excellent', 0, s.exampleExcellent, cases, (m) => <m.ExcellentPage />),
  screen('example/excellent/upload', 0, s.exampleUpload, cases, (m) => <m.CaseUploadPage />),
  screen('example/face', 0, s.exampleFace, cases, (m) => <m.FaceSearchPage />),
];

const loginHandle: RouteHandle = { step: 0, title: s.login };
const notFoundHandle: RouteHandle = { step: 0, title: s.notFound };
const reportHandle: RouteHandle = { step: 0, title: s.customerReport, overlays: false };
const sponsorReportHandle: RouteHandle = { step: 0, title: s.sponsorReport, overlays: false };
const myDataHandle: RouteHandle = { step: 0, title: s.myData, overlays: false };

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The routes without a guard of their own (report link, not found) read the session too.
    loader: sessionChecked,
    // Anything the routes below do not catch (a failing guard, the shell itself).
    ErrorBoundary: RouteErrorPage,
    // Guards are synchronous; nothing worth showing while they run on the first load.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        path: 'login',
        loader: redirectSignedIn,
        handle: loginHandle,
        element: <LoginPage />,
        ErrorBoundary: RouteErrorPage,
      },
      {
        loader: requireSession,
        // Check again on every navigation: the token cookie can expire while the app is open.
        shouldRevalidate: () => true,
        // The signed-in shell (header, steps) loads with the first signed-in screen, not with
        // the login page.
        lazy: async () => ({
          Component: (await import('./shell/protected-layout')).ProtectedLayout,
        }),
        ErrorBoundary: RouteErrorPage,
        children: signedInScreens,
      },
      {
        // Issue 19 #3: the customer's report, opened from a QR code without sign-in; no staff
        // header, and a chunk of its own so that no staff screen carries it.
        path: 'r/:token',
        handle: reportHandle,
        lazy: async () => ({
          Component: (await import('../features/report/pages')).PublicReportPage,
        }),
        ErrorBoundary: RouteErrorPage,
      },
      {
        // Issue 34 #1: 我的数据, the customer's own data, through a data link or a report link.
        path: 'd/:token',
        handle: myDataHandle,
        lazy: async () => ({
          Component: (await import('../features/my-data/pages')).MyDataPage,
        }),
        ErrorBoundary: RouteErrorPage,
      },
      {
        // Issue 33 #6: a study's aggregate report for its sponsor, without sign-in.
        path: 's/:token',
        handle: sponsorReportHandle,
        lazy: async () => ({
          Component: (await import('../features/studies/public-pages')).PublicStudyReportPage,
        }),
        ErrorBoundary: RouteErrorPage,
      },
      {
        path: '*',
        handle: notFoundHandle,
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
        ErrorBoundary: RouteErrorPage,
      },
    ],
  },
];
