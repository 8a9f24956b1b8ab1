import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/account/components/login-page';
import { QueryPage } from '../features/customers/components/query-page';
import { zhCN } from '../locales/zh-CN';
import { NotFoundPage } from './pages/not-found-page';
import { UnderConstructionPage } from './pages/under-construction-page';
import type { HeaderStep, RouteHandle } from './route-handle';
import { redirectSignedIn, requireSession } from './route-guards';
import { ProtectedLayout } from './shell/protected-layout';
import { RootLayout } from './shell/root-layout';

const s = zhCN.screens;

/** One signed-in screen of spec §2; screens of later issues show the shared placeholder. */
function screen(path: string, step: HeaderStep, title: string, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { step, title };
  return { path, handle, element: element ?? <UnderConstructionPage /> };
}

/** Spec §2 route table with DECISIONS "Routes" (questionnaire pages under `collection/`). */
const signedInScreens: RouteObject[] = [
  screen('query', 0, s.query, <QueryPage />),
  screen('query/list', 0, s.queryList),
  screen('query/detail/:memberId', 0, s.queryDetail),
  screen('query/history', 0, s.queryHistory),
  screen('query/history/:recordId', 0, s.queryHistoryReport),
  screen('register', 0, s.register),
  screen('user/list', 0, s.userList),
  // Step 1 introduction.
  screen('introduce', 1, s.introduce),
  screen('about', 1, s.about),
  // Step 2 collection: the questionnaire, the repeat-visit rating and question.
  screen('collection/condition', 2, s.condition),
  screen('collection/condition2', 2, s.condition2),
  screen('collection/help', 2, s.help),
  screen('collection/menses', 2, s.menses),
  screen('collection/habit', 2, s.habit),
  screen('collection/situation', 2, s.situation),
  screen('collection/body', 2, s.body),
  screen('collection/nursing', 2, s.nursing),
  screen('collection/ambition', 2, s.ambition),
  screen('collection/concern', 2, s.concern),
  screen('collection/original', 2, s.original),
  screen('collection/evaluate', 2, s.evaluate),
  screen('collection/selector', 2, s.selector),
  // Step 3 record (photo capture).
  screen('picture/index', 3, s.pictureIndex),
  screen('picture/step/one', 3, s.pictureStepOne),
  screen('picture/step/two', 3, s.pictureStepTwo),
  screen('picture/step/three', 3, s.pictureStepThree),
  screen('picture/detect', 3, s.pictureDetect),
  screen('picture/infinite/:recordId/:position', 3, s.pictureInfinite),
  // Step 4 analysis.
  screen('analyse/expect', 4, s.analyseExpect),
  screen('analyse/result', 4, s.analyseResult),
  // Step 5 recommendation.
  screen('recommend/step', 5, s.recommendStep),
  screen('recommend/result', 5, s.recommendResult),
  screen('recommend/help', 5, s.recommendHelp),
  screen('recommend/all', 5, s.recommendAll),
  screen('recommend/special', 5, s.recommendSpecial),
  // Step 6 skincare.
  screen('recommend/summary', 6, s.recommendSummary),
  screen('recommend/goods', 6, s.recommendGoods),
  // Cases.
  screen('example/excellent', 0, s.exampleExcellent),
  screen('example/excellent/upload', 0, s.exampleUpload),
  screen('example/face', 0, s.exampleFace),
];

const loginHandle: RouteHandle = { step: 0, title: s.login };
const notFoundHandle: RouteHandle = { step: 0, title: s.notFound };

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Guards are synchronous; nothing worth showing while they run on the first load.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', loader: redirectSignedIn, handle: loginHandle, element: <LoginPage /> },
      {
        loader: requireSession,
        // Check again on every navigation: the token cookie can expire while the app is open.
        shouldRevalidate: () => true,
        element: <ProtectedLayout />,
        children: signedInScreens,
      },
      { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
    ],
  },
];
