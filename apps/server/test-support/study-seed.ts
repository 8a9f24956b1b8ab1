import { CALIBRATION, CALIBRATION_VERSION, createRng, ENGINE_VERSION } from '@skinscope/analysis';
import {
  CURRENT_RESEARCH_CONSENT_VERSION,
  DETECT_DIMENSIONS,
  StudyProtocolSchema,
  type DetectDimension,
  type StudyProtocolInput,
} from '@skinscope/contracts';
import {
  customers,
  detections,
  deviceCalibrations,
  photos,
  records,
  studyEnrolments,
  studyVisits,
  type Db,
} from '@skinscope/db';
import { researchConsentHash } from '../src/modules/studies/research-consent';
import { createStudiesRepository } from '../src/repositories/studies.repository';

/**
 * A finished efficacy study written straight into the tables, without the image engine (the
 * report's benchmark and the share link's tests): each participant's visits at exactly their
 * scheduled day, every part of every visit with an accepted analysis of one calibrated device.
 * The primary endpoint improves by `effect` points (SD 3) at each follow-up; the other
 * dimensions only move by the engine's noise.
 */
export interface SeededStudy {
  studyId: number;
  /** The customers' names, which no sponsor's page may show. */
  names: string[];
}

const DAY_MS = 86_400_000;
const bands = CALIBRATION.repeatability.calibrated;
const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * One part's stored analysis, shaped as the engine stores it: each dimension's score and the
 * engine's calibrated bands (the benchmarks' test-retest captures store the same).
 */
export function storedAnalysisOf(scores: Record<string, number>) {
  return {
    ...Object.fromEntries(
      DETECT_DIMENSIONS.map((dimension) => [
        dimension,
        {
          area: 10,
          type: dimension === 'skin_type' ? 'mid' : null,
          level: 'moderately',
          score: scores[dimension]!,
          result: null,
        },
      ]),
    ),
    repeatability: bands,
  };
}

export async function seedStudy(
  db: Db,
  owner: { scope: 'cgo' | 'reach' | 'skinworker'; id: number },
  protocolInput: StudyProtocolInput,
  { participants = 30, effect = 6, seed = 1 } = {},
): Promise<SeededStudy> {
  const protocol = StudyProtocolSchema.parse(protocolInput);
  const rng = createRng(seed);
  const studies = createStudiesRepository(db);
  const start = Date.now() - (protocol.schedule.at(-1)! + 5) * DAY_MS;
  const { study, current } = await studies.insert(
    { scope: owner.scope, ownerId: owner.id },
    protocol,
    owner.id,
    new Date(start - DAY_MS),
  );
  await studies.lockProtocol(current.id, new Date(start));
  const [calibration] = await db
    .insert(deviceCalibrations)
    .values({
      scope: owner.scope,
      ownerId: owner.id,
      deviceLabel: `Seed Microscope (0000:${String(seed).padStart(4, '0')})`,
      name: '研究用显微镜',
      version: 1,
      calibration: {},
      report: {},
    })
    .returning();

  const names = Array.from({ length: participants }, (_, k) => `受试者${k + 1}号`);
  const customerRows = await db
    .insert(customers)
    .values(
      names.map((fullName, k) => ({
        fullName,
        mobile: `139${String(seed).padStart(3, '0')}${String(k).padStart(5, '0')}`,
        scope: owner.scope,
        ownerId: owner.id,
      })),
    )
    .returning({ id: customers.id });
  const enrolments = await db
    .insert(studyEnrolments)
    .values(
      customerRows.map(({ id }, k) => ({
        studyId: study.id,
        protocolId: current.id,
        customerId: id,
        code: `P${String(k + 1).padStart(2, '0')}`,
        arm: 'treated' as const,
        consentVersion: CURRENT_RESEARCH_CONSENT_VERSION,
        consentTextHash: researchConsentHash(CURRENT_RESEARCH_CONSENT_VERSION),
        consentedAt: new Date(start),
      })),
    )
    .returning({ id: studyEnrolments.id, customerId: studyEnrolments.customerId });

  let stamp = 1_700_000_000_000 + seed * 10_000_000;
  for (const enrolment of enrolments) {
    // Each part's own baseline; each follow-up the primary's effect plus the engine's noise.
    const baseline = protocol.parts.map(() =>
      Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, 40 + 40 * rng.next()])),
    );
    for (const day of protocol.schedule) {
      const at = new Date(start + day * DAY_MS);
      const [record] = await db
        .insert(records)
        .values({
          customerId: enrolment.customerId,
          recUserId: owner.id,
          recUserName: '店长',
          scanType: day === 0 ? 'FULL_SCAN' : 'RETRY_SCAN',
          completedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: records.id });
      const pairs = protocol.parts.map((part, position) => {
        const key = (light: string) =>
          `img/${enrolment.customerId}/${Math.floor(at.getTime() / 3_600_000)}/${(stamp += 1)}${light}.jpg`;
        const scores = Object.fromEntries(
          DETECT_DIMENSIONS.map((d) => {
            const drift = d === protocol.primary && day > 0 ? effect + 3 * rng.normal() : 0;
            const noise = day > 0 ? (bands[d] / 1.96) * rng.normal() : 0;
            return [d, round2(clamp(baseline[position]![d]! + drift + noise))];
          }),
        ) as Record<DetectDimension, number>;
        return { part, position, normalKey: key(''), polarisedKey: key('1'), scores };
      });
      await db.insert(photos).values(
        pairs.flatMap(({ part, position, normalKey, polarisedKey }) =>
          (
            [
              ['normal', normalKey],
              ['lighting', polarisedKey],
            ] as const
          ).map(([lightType, storageKey], n) => ({
            customerId: enrolment.customerId,
            recordId: record!.id,
            part,
            position,
            lightType,
            source: 'camera' as const,
            scanOrder: position * 2 + n,
            storageKey,
            bytes: 1,
            width: 1024,
            height: 768,
            sha256: '0'.repeat(64),
          })),
        ),
      );
      await db.insert(detections).values(
        pairs.map(({ part, position, normalKey, polarisedKey, scores }) => ({
          customerId: enrolment.customerId,
          recordId: record!.id,
          part,
          position,
          normalKey,
          polarisedKey,
          result: storedAnalysisOf(scores),
          quality: { ok: true, reasons: [] },
          version: { engine: ENGINE_VERSION, calibration: CALIBRATION_VERSION },
          calibrationId: calibration!.id,
          createdAt: at,
        })),
      );
      await db
        .insert(studyVisits)
        .values({ enrolmentId: enrolment.id, recordId: record!.id, timepoint: day, createdAt: at });
    }
  }
  return { studyId: study.id, names };
}
