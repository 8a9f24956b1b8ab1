import { zhCN } from '../locales/zh-CN';
import { ApiError } from './api-error';
import { create } from 'zustand';

/**
 * The small notification service of spec §4: anything (pages, the API client, route guards)
 * broadcasts toasts, alerts and the loading state; the shell shows them.
 */
export type ToastType = 'info' | 'success' | 'error' | 'warning';
export type Notice =
  | { kind: 'toast'; type: ToastType; content: string }
  | { kind: 'alert'; title: string; content: string };

// Notices raised before the shell is mounted (e.g. by a route guard on first load) wait here.
const pending: Notice[] = [];
let deliver: ((notice: Notice) => void) | null = null;

function broadcast(notice: Notice): void {
  if (deliver) deliver(notice);
  else pending.push(notice);
}

/** The shell registers the one place that shows notices; queued ones are shown at once. */
export function setNoticeHandler(handler: (notice: Notice) => void): () => void {
  deliver = handler;
  pending.splice(0).forEach(handler);
  return () => {
    if (deliver === handler) deliver = null;
  };
}

export function toast(content: string, type: ToastType = 'info'): void {
  broadcast({ kind: 'toast', type, content });
}

export function alertNotice(content: string, title: string = zhCN.session.identityLostTitle) {
  broadcast({ kind: 'alert', title, content });
}

/** Toasts the message of a failed call, unless the API client already reported it. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!error.handled) toast(error.message, 'error');
    return;
  }
  toast(zhCN.api.unknownError, 'error');
}

// Counted, so that overlapping tasks keep the overlay until the last one ends.
const useLoading = create<{ count: number }>(() => ({ count: 0 }));

/** Shows the loading overlay; call the returned function (once) to hide it again. */
export function startLoading(): () => void {
  let ended = false;
  useLoading.setState(({ count }) => ({ count: count + 1 }));
  return () => {
    if (ended) return;
    ended = true;
    useLoading.setState(({ count }) => ({ count: Math.max(0, count - 1) }));
  };
}

export function useIsLoading(): boolean {
  return useLoading(({ count }) => count > 0);
}
