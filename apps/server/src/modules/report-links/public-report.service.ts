import { DETECT_DIMENSIONS, type PublicReport, type ReportImageWidth } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { ImageStore } from '../../infra/image-store';
import { imageVariant } from '../../infra/image-variants';
import type { Repositories } from '../../repositories';
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
import { publicLinkGate, type PublicLinkDeps } from './share-links';
import { judgedVisitPartsOf, onePerPart, reportImagesOf, visitPartsOf } from './visit-parts';

export interface PublicReportDeps
  extends OverlayDeps, RecordAnalysesSource, MeasurementBandsDeps, PublicLinkDeps {
  reportLinks: Pick<Repositories['reportLinks'], 'findByTokenHash' | 'countView'>;
  records: Pick<Repositories['records'], 'findById' | 'listByCustomer'>;
  customers: Pick<Repositories['customers'], 'findById'>;
  stores: Pick<Repositories['stores'], 'findById'>;
  store: ImageStore;
}
// Changes are read against the part's latest earlier measurement; a dozen visits back is plenty.
const EARLIER_VISITS_READ = 12;

/** Anyone's side of the customer's report: the report and its images, through a live link. */
export function createPublicReportService(deps: PublicReportDeps) {
  const gate = publicLinkGate(deps);

  async function storedPhoto(key: string): Promise<Buffer> {
    const data = await deps.store.get(key);
    if (!data) throw new AppError('NOT_FOUND');
    return data;
  }

  /** The link and its visit, or the same 404 for a malformed, unknown, revoked or expired one. */
  async function openLink(token: string): Promise<{ link: ReportLinkRow; record: RecordRow }> {
    const link = await gate.open(token, deps.reportLinks.findByTokenHash);
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
      await gate.countRequest(context);
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
      await gate.recordView(
        deps.reportLinks.countView,
        {
          action: 'report_link.viewed',
          linkId: link.id,
          target: { type: 'record', id: record.id },
        },
        context,
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
      await gate.countRequest(context);
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
