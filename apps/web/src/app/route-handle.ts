import { useMatches } from 'react-router';

/** Header step of a screen: 1–6 highlights that step of the consultation, 0 none. */
export type HeaderStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What every route of the table carries as its `handle`. */
export interface RouteHandle {
  step: HeaderStep;
  /** The screen's Chinese name: the document title. */
  title: string;
  /**
   * Open in 顾客模式 (issue 29 #5): the consultation's steps and her results. Every other
   * screen says it is closed; the server refuses its calls anyway.
   */
  customerMode?: true;
  /**
   * False for a page that raises no toast and opens no dialog (the customer's report): its
   * first screen goes without antd's message and modal code (issue 29 #12).
   */
  overlays?: false;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'step' in value && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
