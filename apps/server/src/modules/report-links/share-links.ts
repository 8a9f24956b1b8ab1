import type { AuditAction, CreatedReportLink, ShareLink } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { HOUR_MS, windowStartOf, type RateLimiter } from '../../infra/rate-limiter';
import { isWellFormedToken, newAccessToken, tokenDigest } from '../../infra/tokens';
import { canOpenReportLink, reportLinkStatus } from '../../policy';
import type { Transact } from '../../repositories';
import { staffNameOf } from '../users/user-view';

/**
 * The rules every share link follows, a customer's report (issue 19 #3) and a study's for its
 * sponsor (issue 33 #6): a random token shown once and stored as its digest, an address only on
 * PUBLIC_URL, one allowance of requests per address over every public link, the same 404 for a
 * malformed, unknown, revoked or expired token, and its openings audited once an hour.
 */

const DAY_MS = 86_400_000;
export const SHARE_LINK_WINDOW_MS = 10 * 60_000;

/** The columns of a link that its list and its opening read. */
interface ShareLinkFacts {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  views: number;
  lastViewedAt: Date | null;
}

/** A new token, its digest to store and when it expires. */
export function newShareLink(now: Date, days: number) {
  const token = newAccessToken();
  return {
    token,
    tokenHash: tokenDigest(token),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  };
}

/**
 * The answer to its creator. `url` is `path` on PUBLIC_URL, null when none is set (issue 29 #6):
 * a link is never built from the request's Host or forwarded headers.
 */
export function createdShareLink(
  link: { id: number; token: string; expiresAt: Date },
  path: string,
  publicUrl: string | undefined,
): CreatedReportLink {
  return {
    id: link.id,
    token: link.token,
    url: publicUrl === undefined ? null : `${publicUrl}${path}`,
    path,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** A link as the staff list shows it (no token: it is not stored). */
export function shareLinkView(
  link: ShareLinkFacts,
  creator: { fullName: string | null; mobile: string } | null,
  now: Date,
): ShareLink {
  return {
    id: link.id,
    createdAt: link.createdAt.toISOString(),
    createdBy: creator ? staffNameOf(creator) : null,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    status: reportLinkStatus(link, now),
    views: link.views,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
  };
}

export interface PublicLinkDeps {
  limiter: RateLimiter;
  /** Requests per address per window, over every public link's endpoints together. */
  limitPerWindow: number;
  transact: Transact;
  now: () => Date;
}

/** The public side of share links: the address's allowance, opening a token, auditing a view. */
export function publicLinkGate(deps: PublicLinkDeps) {
  return {
    /** Each address may ask so often: the endpoints need no sign-in and cost queries. */
    async countRequest(context: RequestContext): Promise<void> {
      const hits = await deps.limiter.hit(`report:ip:${context.ip}`, SHARE_LINK_WINDOW_MS);
      if (hits > deps.limitPerWindow)
        throw new AppError('RATE_LIMITED', {
          retryAfterSeconds: Math.ceil(deps.limiter.retryAfterMs(SHARE_LINK_WINDOW_MS) / 1000),
        });
    },

    /** The live link of this token, or the same 404 for a malformed, unknown, revoked or expired one. */
    async open<Link extends ShareLinkFacts>(
      token: string,
      findByTokenHash: (hash: string) => Promise<Link | undefined>,
    ): Promise<Link> {
      const link = isWellFormedToken(token) ? await findByTokenHash(tokenDigest(token)) : undefined;
      if (!link || !canOpenReportLink(link, deps.now())) throw new AppError('REPORT_LINK_INVALID');
      return link;
    },

    /**
     * Counts a view on the link and, issue 29 #3, in one audit row per link and hour (the first
     * viewer's address on it), so that a busy link cannot flood the log with one row per view.
     */
    async recordView(
      countView: (id: number, at: Date) => Promise<void>,
      view: {
        action: AuditAction;
        linkId: number;
        target: { type: string; id: number };
        /** The details' key naming the link; another where two tables' links share an action. */
        linkKey?: string;
      },
      context: RequestContext,
    ): Promise<void> {
      const linkKey = view.linkKey ?? 'linkId';
      const now = deps.now();
      await countView(view.linkId, now);
      await deps.transact(({ auditLog }) =>
        auditLog.countSince(
          {
            action: view.action,
            actorId: null,
            ip: context.ip,
            targetType: view.target.type,
            targetId: String(view.target.id),
            at: now,
            details: { [linkKey]: view.linkId },
          },
          linkKey,
          windowStartOf(now, HOUR_MS),
        ),
      );
    },
  };
}
