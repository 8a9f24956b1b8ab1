import { DETECT_DIMENSIONS, type PublicReport, type ReportImageWidth } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { ImageStore } from '../../infra/image-store';
import { imageVariant } from '../../infra/image-variants';
import { HOUR_MS, windowStartOf, type RateLimiter } from '../../infra/rate-limiter';
import { isWellFormedToken, tokenDigest } from '../../infra/tokens';
import { canOpenReportLink } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { RecordRow } from '../../repositories/records.repository';
import type { ReportLinkRow } from '../../repositories/report-links.repository';
import { overlayKey } from '../detect/detection-view';
import { overlayImage, type OverlayDeps } from '../detect/overlay-image';
import {
  readRecordAnalyses,
  readVisitsAnalyses,
  type RecordAnalysesSource,
} from '../detect/record-analyses';
import { measurementBandsReader, type MeasurementBandsDeps } from '../retest/measurement-bands';
import { publicReportOf, type EarlierVisit, type JudgedPart } from './public-report-view';
import { judgedVisitPartsOf, onePerPart, reportImagesOf, visitPartsOf } from './visit-parts';

export interface PublicReportDeps extends OverlayDeps, RecordAnalysesSource, MeasurementBandsDeps {
  reportLinks: Pick<Repositories['reportLinks'], 'findByTokenHash' | 'countView'>;
  records: Pick<Repositories['records'], 'findById' | 'listByCustomer'>;
  customers: Pick<Repositories['customers'], 'findById'>;
  stores: Pick<Repositories['stores'], 'findById'>;
  limiter: RateLimiter;
  transact: Transact;
  store: ImageStore;
  now: () => Date;
  /** Requests per address per window, both endpoints together. */
  limitPerWindow: number;
}

const WINDOW_MS = 10 * 60_000;
// Changes are read against the part's latest earlier measurement; a dozen visits back is plenty.
const EARLIER_VISITS_READ = 12;

/** Anyone's side of the customer's report: the report and its images, through a live link. */
export function createPublicReportService(deps: PublicReportDeps) {
  /** Each address may ask so often: the endpoints need no sign-in and cost queries and decoding. */
  async function countRequest(context: RequestContext): Promise<void> {
    const hits = await deps.limiter.hit(`report:ip:${context.ip}`, WINDOW_MS);
    if (hits > deps.limitPerWindow)
      throw new AppError('RATE_LIMITED', {
        retryAfterSeconds: Math.ceil(deps.limiter.retryAfterMs(WINDOW_MS) / 1000),
      });
  }

  async function storedPhoto(key: string): Promise<Buffer> {
    const data = await deps.store.get(key);
    if (!data) throw new AppError('NOT_FOUND');
    return data;
  }

  /** The link and its visit, or the same 404 for a malformed, unknown, revoked or expired one. */
  async function openLink(token: string): Promise<{ link: ReportLinkRow; record: RecordRow }> {
    const link = isWellFormedToken(token)
      ? await deps.reportLinks.findByTokenHash(tokenDigest(token))
      : undefined;
    if (!link || !canOpenReportLink(link, deps.now())) throw new AppError('REPORT_LINK_INVALID');
    const record = await deps.records.findById(link.recordId);
    if (!record?.completedAt) throw new AppError('REPORT_LINK_INVALID');
    return { link, record };
  }

  /** The visit's parts and its earlier visits', their analyses read in one go. */
  async function visitsOf(
    record: RecordRow,
  ): Promise<{ parts: JudgedPart[]; earlier: EarlierVisit[] }> {
    const visits = (await deps.records.listByCustomer(record.customerId))
      .filter(
        (visit) =>
          visit.createdAt.getTime() < record.createdAt.getTime() ||
          (visit.createdAt.getTime() === record.createdAt.getTime() && visit.id < record.id),
      )
      .slice(0, EARLIER_VISITS_READ);
    const analysesOf = await readVisitsAnalyses(deps, [record.id, ...visits.map((v) => v.id)]);
    // Each verdict's band, from the device's own pairs where it has enough (issue 32 #3).
    const bandsOf = measurementBandsReader(deps);
    return {
      parts: await judgedVisitPartsOf(bandsOf, record, analysesOf(record.id)),
      earlier: await Promise.all(
        visits.map(async (visit) => ({
          date: visit.createdAt,
          skinState: visit.skinState ?? null,
          parts: await judgedVisitPartsOf(bandsOf, visit, analysesOf(visit.id)),
        })),
      ),
    };
  }

  return {
    async view(token: string, context: RequestContext): Promise<PublicReport> {
      await countRequest(context);
      const { link, record } = await openLink(token);
      const customer = await deps.customers.findById(link.customerId);
      if (!customer) throw new AppError('REPORT_LINK_INVALID');
      const store =
        customer.storeId === null ? undefined : await deps.stores.findById(customer.storeId);
      const { parts, earlier } = await visitsOf(record);
      const report = publicReportOf({
        record,
        parts,
        earlier,
        customer,
        storeName: store?.name ?? null,
        expiresAt: link.expiresAt,
        imageUrl: (n) => `/api/public/report/${token}/image/${n}`,
      });
      const now = deps.now();
      await deps.reportLinks.countView(link.id, now);
      // Issue 29 #3: one audit row per link and hour, counting its views (the first viewer's
      // address on it), so that a busy link cannot flood the log with one row per view.
      await deps.transact(({ auditLog }) =>
        auditLog.countSince(
          {
            action: 'report_link.viewed',
            actorId: null,
            ip: context.ip,
            targetType: 'record',
            targetId: String(record.id),
            at: now,
            details: { linkId: link.id },
          },
          'linkId',
          windowStartOf(now, HOUR_MS),
        ),
      );
      return report;
    },

    /**
     * The n-th image of the report (visit-parts.ts fixes the order); nothing else is reachable.
     * With `width`, a copy that wide (issue 29 #12: a phone loads what it shows).
     */
    async image(
      token: string,
      n: number,
      width: ReportImageWidth | undefined,
      context: RequestContext,
    ): Promise<Buffer> {
      await countRequest(context);
      const { record } = await openLink(token);
      const parts = onePerPart(visitPartsOf(record, await readRecordAnalyses(deps, record.id)));
      const source = reportImagesOf(parts, DETECT_DIMENSIONS)[n];
      if (!source) throw new AppError('NOT_FOUND');
      const { key, original } =
        source.kind === 'overlay'
          ? {
              key: overlayKey(source.row.id, source.dimension),
              original: () => overlayImage(deps, source.row, source.dimension),
            }
          : { key: source.key, original: () => storedPhoto(source.key) };
      return width === undefined ? original() : imageVariant(deps.store, key, width, original);
    },
  };
}

export type PublicReportService = ReturnType<typeof createPublicReportService>;
