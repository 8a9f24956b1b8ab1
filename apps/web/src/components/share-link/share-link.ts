import type { CreatedReportLink, ReportLinkStatus } from '@skinscope/contracts';
import { zhCN } from '../../locales/zh-CN';
import { httpUrlOrNull } from '../../lib/http-url';
import { toast } from '../../lib/notification';

const t = zhCN.shareLink;

/** A link's state as a tag: live green, revoked red, expired plain. */
export const SHARE_LINK_STATUS_COLOURS: Record<ReportLinkStatus, string | undefined> = {
  active: 'green',
  expired: undefined,
  revoked: 'red',
};

/**
 * The address a new share link is handed on: the server's (on PUBLIC_URL), or without one this
 * browser's own origin, which phones outside the salon usually cannot reach (issue 29 #6: the
 * dialogs say so). Only an http(s) address goes into a QR code, the clipboard or window.open.
 */
export function shareLinkAddress(link: CreatedReportLink): { url: string | null; local: boolean } {
  return {
    url: httpUrlOrNull(link.url ?? `${window.location.origin}${link.path}`),
    local: link.url === null,
  };
}

/** Copies the address, saying whether it worked (a browser may refuse the clipboard). */
export async function copyShareLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast(t.copied, 'success');
  } catch {
    toast(t.copyFailed, 'warning');
  }
}
