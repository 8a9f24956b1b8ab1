import {
  DETECT_DIMENSIONS,
  OVERLAY_FILENAME_PATTERN,
  overlayFilename,
  type DetectDimension,
  type DetectDimensionResult,
  type DetectRequest,
  type DetectResult,
  type HistoryReport,
  type PartDetection,
  type QualityReason,
} from '@skinscope/contracts';
import { facePartName, MENSES_IN_PERIOD_KEY } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { ImageStore } from '../../infra/image-store';
import type { AnalysisRunner, PairAnalysis } from '../../infra/analysis-runner';
import { requireCanScan, type Actor } from '../../policy/access-policy';
import type { AuditTrail } from '../audit/audit-trail';
import { loadAccessibleCustomer } from '../customers/customer-access';
import type { CustomersRepository } from '../customers/customers.repository';
import type { PhotosRepository } from '../images/photos.repository';
import type { RecordsRepository } from '../records/records.repository';
import type { DetectionRow, DetectionsRepository } from './detections.repository';
import { partRatingsOf } from './part-ratings';
import { photoRefOfUrl, sameOwner, type PhotoRef } from './photo-urls';
import { pairsOfScan } from './scan-pairs';

export interface DetectDeps {
  customers: CustomersRepository;
  records: RecordsRepository;
  photos: PhotosRepository;
  detections: DetectionsRepository;
  store: ImageStore;
  analysis: AnalysisRunner;
  audit: AuditTrail;
  /** Background analyses report failures here (no personal data: ids only). */
  warn: (message: string, details: Record<string, unknown>) => void;
}

/** Masks are drawn on the photo they were computed in (packages/analysis README "Masks"). */
const NORMAL_FRAME: ReadonlySet<DetectDimension> = new Set([
  'skin_type',
  'roughness',
  'elasticity',
]);

const maskKey = (id: number, dimension: DetectDimension) => `detect/${id}/${dimension}.png`;
const overlayKey = (id: number, dimension: DetectDimension) => `detect/${id}/${dimension}.jpg`;
const photoKeyOfUrl = (url: string) => url.replace(/^\/home\/imagerec\//, '');
const pairKey = (normalKey: string, polarisedKey: string) => `${normalKey}|${polarisedKey}`;

type StoredDimensions = Record<DetectDimension, Omit<DetectDimensionResult, 'filename'>>;

/** The seven dimensions as the API shows them: each names its marked image. */
function dimensionsOf(row: DetectionRow): Record<DetectDimension, DetectDimensionResult> | null {
  const stored = row.result as StoredDimensions | null;
  if (!stored) return null;
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => [d, { ...stored[d], filename: overlayFilename(row.id, d) }]),
  ) as Record<DetectDimension, DetectDimensionResult>;
}

function partDetectionOf(row: DetectionRow | undefined, paired: boolean): PartDetection {
  if (!paired) return { status: 'incomplete' };
  if (!row) return { status: 'pending' };
  const dimensions = dimensionsOf(row);
  if (!dimensions) return { status: 'failed', reasons: row.quality.reasons as QualityReason[] };
  return { status: 'done', detectionId: row.id, dimensions };
}

function imageRefOf(url: string) {
  const at = url.lastIndexOf('/');
  return { imageDir: url.slice(0, at), imageName: url.slice(at + 1) };
}

export function createDetectService(deps: DetectDeps) {
  /** Keeps what the engine found: the row, and each dimension's mask. */
  async function storeAnalysis(
    analysis: PairAnalysis,
    row: Omit<Parameters<DetectionsRepository['insert']>[0], 'quality' | 'version'>,
  ): Promise<DetectionRow> {
    const { result, maskPngs } = analysis;
    const saved = await deps.detections.insert({
      ...row,
      result: result.dimensions as Record<string, unknown> | null,
      measures: result.measures as Record<string, unknown> | null,
      quality: result.quality,
      version: result.version,
    });
    if (maskPngs) {
      await Promise.all(
        DETECT_DIMENSIONS.map((d) =>
          deps.store.put(maskKey(saved.id, d), Buffer.from(maskPngs[d])),
        ),
      );
    }
    return saved;
  }

  /** The photo a ref names, for an actor allowed to see it; 404 otherwise. */
  async function readAccessiblePhoto(actor: Actor, ref: PhotoRef): Promise<Buffer> {
    if (ref.owner.kind === 'customer') {
      await loadAccessibleCustomer(deps.customers, actor, ref.owner.customerId);
    } else if (ref.owner.userId !== actor.id) {
      throw new AppError('NOT_FOUND');
    }
    const data = await deps.store.get(ref.key);
    if (!data) throw new AppError('NOT_FOUND');
    return data;
  }

  async function loadAccessibleDetection(actor: Actor, id: number): Promise<DetectionRow> {
    const row = await deps.detections.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.customerId !== null)
      await loadAccessibleCustomer(deps.customers, actor, row.customerId);
    else if (row.userId !== actor.id) throw new AppError('NOT_FOUND');
    return row;
  }

  // Background analyses of wizard pairs, one chain per record so a record is never analysed twice
  // at once; `idle()` lets tests and shutdown wait for them.
  const chains = new Map<number, Promise<void>>();

  async function analyseRecordPairs(recordId: number): Promise<void> {
    const record = await deps.records.findById(recordId);
    if (!record) return;
    const pairs = pairsOfScan(record.scan).filter((pair) => pair.normal && pair.lighting);
    const done = await deps.detections.analysedPairs(
      recordId,
      pairs.map((pair) => photoKeyOfUrl(pair.normal!)),
    );
    for (const pair of pairs) {
      const normalKey = photoKeyOfUrl(pair.normal!);
      const polarisedKey = photoKeyOfUrl(pair.lighting!);
      if (done.has(pairKey(normalKey, polarisedKey))) continue;
      const [normal, polarised] = await Promise.all([
        deps.store.get(normalKey),
        deps.store.get(polarisedKey),
      ]);
      if (!normal || !polarised) continue;
      await storeAnalysis(await deps.analysis.analyzeWhenFree(normal, polarised), {
        customerId: record.customerId,
        recordId,
        part: pair.part,
        position: pair.position,
        userId: record.recUserId,
        normalKey,
        polarisedKey,
      });
    }
  }

  return {
    /** Spec §7 `POST /api/picture/detect`: the pair's analysis as the JSON string of spec §3. */
    async detect(
      actor: Actor,
      body: DetectRequest,
      host: string | undefined,
      context: RequestContext,
    ): Promise<string> {
      requireCanScan(actor);
      const normalRef = photoRefOfUrl(body.normalImage, host, 'normalImage');
      const polarisedRef = photoRefOfUrl(body.lightImage, host, 'lightImage');
      if (!sameOwner(normalRef.owner, polarisedRef.owner)) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'lightImage', message: '两张照片须属于同一位顾客' }],
        });
      }
      const [normal, polarised] = [
        await readAccessiblePhoto(actor, normalRef),
        await readAccessiblePhoto(actor, polarisedRef),
      ];
      const customerId = normalRef.owner.kind === 'customer' ? normalRef.owner.customerId : null;
      const linked = customerId === null ? undefined : await deps.photos.findByKey(normalRef.key);
      const analysis = await deps.analysis.analyze(normal, polarised);
      const row = await storeAnalysis(analysis, {
        customerId,
        recordId: linked?.recordId ?? null,
        part: linked?.part ?? null,
        position: linked?.position ?? null,
        userId: actor.id,
        normalKey: normalRef.key,
        polarisedKey: polarisedRef.key,
      });
      await deps.audit.record({
        action: 'detection.created',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'detection', id: row.id },
        details: { ok: analysis.result.quality.ok },
      });
      const dimensions = dimensionsOf(row);
      if (!dimensions) {
        throw new AppError('PHOTO_QUALITY', { reasons: analysis.result.quality.reasons });
      }
      const response: DetectResult = {
        detectionId: row.id,
        ...dimensions,
        quality: analysis.result.quality,
        version: analysis.result.version,
      };
      return JSON.stringify(response);
    },

    /**
     * `GET /fileSvr/get/{filename}`: the photo with one dimension marked. Rendered on the first
     * request (≈ 50 ms) and cached beside the mask, never inside the analysis.
     */
    async overlay(actor: Actor, filename: string, context: RequestContext): Promise<Buffer> {
      const match = OVERLAY_FILENAME_PATTERN.exec(filename);
      if (!match) throw new AppError('NOT_FOUND');
      const id = Number(match[1]);
      const dimension = match[2] as DetectDimension;
      const row = await loadAccessibleDetection(actor, id);
      if (!row.result) throw new AppError('NOT_FOUND');
      if (row.customerId !== null) {
        await deps.audit.record({
          action: 'detection.read',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'detection', id: row.id },
          details: { dimension },
        });
      }
      const cached = await deps.store.get(overlayKey(id, dimension));
      if (cached) return cached;
      const [mask, photo] = await Promise.all([
        deps.store.get(maskKey(id, dimension)),
        deps.store.get(NORMAL_FRAME.has(dimension) ? row.normalKey : row.polarisedKey),
      ]);
      if (!mask || !photo) throw new AppError('NOT_FOUND');
      const jpeg = await deps.analysis.renderOverlay(photo, mask, dimension);
      await deps.store.put(overlayKey(id, dimension), jpeg);
      return jpeg;
    },

    /** Spec §7 `/server/skinRecs` and `/server/analysis`: the record's report, part by part. */
    async report(actor: Actor, recordId: number): Promise<HistoryReport> {
      const record = await deps.records.findById(recordId);
      if (!record) throw new AppError('NOT_FOUND');
      const customer = await loadAccessibleCustomer(deps.customers, actor, record.customerId);
      const byPair = new Map(
        (await deps.detections.listByRecord(recordId)).map((row) => [
          pairKey(row.normalKey, row.polarisedKey),
          row,
        ]),
      );
      const answers = (record.problem as { answers?: { menses?: unknown } } | null)?.answers;
      const menses = typeof answers?.menses === 'number' ? answers.menses : null;
      const anaParts = pairsOfScan(record.scan).map((pair) => {
        const row =
          pair.normal && pair.lighting
            ? byPair.get(pairKey(photoKeyOfUrl(pair.normal), photoKeyOfUrl(pair.lighting)))
            : undefined;
        const detection = partDetectionOf(row, Boolean(pair.normal && pair.lighting));
        const dimensions = detection.status === 'done' ? detection.dimensions : null;
        return {
          part: pair.part,
          position: pair.position,
          partImageRecord: partRatingsOf(facePartName(pair.part) ?? pair.part, dimensions),
          nomalImages: pair.normal ? [imageRefOf(pair.normal)] : [],
          polarImages: pair.lighting ? [imageRefOf(pair.lighting)] : [],
          anaFigList:
            detection.status === 'done'
              ? DETECT_DIMENSIONS.map((dimension) => ({
                  dirName: 'fileSvr/get',
                  figName: overlayFilename(detection.detectionId, dimension),
                  dimension,
                }))
              : [],
          detection,
        };
      });
      return {
        recordMain: {
          recordId,
          customerName: customer.fullName,
          recDate: record.createdAt.toISOString(),
          fullName: record.recUserName,
        },
        skinStatus: { mc: menses === null ? null : menses === MENSES_IN_PERIOD_KEY },
        anaParts,
      };
    },

    /**
     * Beyond the spec (issue 7 §6): after a record's photos are saved, each normal + polarised
     * pair not analysed yet is analysed in the background and stored with the record. Failures
     * are logged; the report then shows the part as still pending.
     */
    analyseRecordInBackground(recordId: number): void {
      const previous = chains.get(recordId) ?? Promise.resolve();
      const next = previous
        .then(() => analyseRecordPairs(recordId))
        .catch((error: unknown) =>
          // The logger keeps the error's class, code and frames, never its message.
          deps.warn('background analysis failed', { recordId, err: error }),
        )
        .finally(() => {
          if (chains.get(recordId) === next) chains.delete(recordId);
        });
      chains.set(recordId, next);
    },

    /** Resolves once every background analysis started so far has finished. */
    async idle(): Promise<void> {
      while (chains.size > 0) await Promise.all(chains.values());
    },
  };
}

export type DetectService = ReturnType<typeof createDetectService>;
