import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
// The signed-in shell and the not-found page are lazy routes, so that the login screen does not
// load them. Tests import them up front: in a test a lazy module "loads" by being transformed,
// which on a busy machine would add to every screen's first findBy.
import '../app/pages/not-found-page';
import '../app/shell/protected-layout';

/**
 * Renders the whole app (providers, shell, route table) at `path`, as a user would see it.
 *
 * antd's styles are kept out of the document (`mock="server"` collects them instead of injecting
 * them): jsdom re-reads every injected rule on each `getComputedStyle`, which Testing Library and
 * user-event call for every query and click, and that made each such call take seconds. Our
 * screens remove what they hide instead of hiding it with antd's CSS, so nothing asserted here
 * depends on those styles.
 */
export function renderApp(path: string) {
  return renderRoutes(appRoutes, path);
}

/**
 * Renders one screen alone, with the app's providers, at `path`: for a screen whose parts from
 * another feature (the route table passes them in) a test replaces with stand-ins. `state` is
 * the navigation's state, as the screen that opened this one handed it over.
 */
export function renderScreen(element: ReactNode, path: string, state?: unknown) {
  return renderRoutes([{ path, element }], path, state);
}

function renderRoutes(routes: RouteObject[], path: string, state?: unknown) {
  // A path may carry a query (`?scope=…`); the navigation's state, when given, goes beside it.
  const [pathname = path, search = ''] = path.split(/(?=\?)/);
  const entry = state === undefined ? path : { pathname, search, state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(
    <StyleProvider mock="server">
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, router, user };
}
