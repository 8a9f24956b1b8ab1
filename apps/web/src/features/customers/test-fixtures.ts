import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import { computeConsultation, QuestionnaireAnswersSchema, toRecordFields } from '@skinscope/domain';
import { customerRow, emptyScanRecord } from '../../test/fixtures';
import type {
  AnaPart,
  CustomerRow,
  DetectDimension,
  DetectDimensionResult,
  HistoryReport,
  ScanRecord,
} from '@skinscope/contracts';
import { UNMEASURED_RATINGS } from '@skinscope/domain/testing';

export { customerRow } from '../../test/fixtures';

/** `count` distinct rows with ids from `firstId` down (newest first, as the server orders). */
export function customerRows(count: number, firstId = 100): CustomerRow[] {
  return Array.from({ length: count }, (_, index) =>
    customerRow({
      id: firstId - index,
      fullName: `会员${firstId - index}`,
      mobile: `139${String(firstId - index).padStart(8, '0')}`,
    }),
  );
}

const photo = (part: string, position: number, type: 'normal' | 'lighting', ts: number) => ({
  part,
  position,
  type,
  url: `/home/imagerec/img/5/490000/${ts}.jpg`,
  source: 'camera' as const,
});

export function scanRecord(overrides: Partial<ScanRecord> = {}): ScanRecord {
  return emptyScanRecord({
    scan: {
      photos: [
        photo('yqg', 0, 'normal', 1700000000001),
        photo('yqg', 0, 'lighting', 1700000000002),
        photo('zlj', 1, 'normal', 1700000000003),
      ],
    },
    ...overrides,
  });
}

const dimension = (overrides: Partial<DetectDimensionResult> = {}): DetectDimensionResult => ({
  score: 72.346,
  type: null,
  level: 'lightly',
  area: 3.5,
  result: null,
  filename: null,
  ...overrides,
});

/** A report part whose analysis is done (detection 9), with an oily skin type. */
export function measuredPart(overrides: Partial<AnaPart> = {}): AnaPart {
  const dimensions = Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => [
      d,
      dimension({
        filename: `d9-${d}.jpg`,
        ...(d === 'skin_type' && { type: 'oil' }),
        ...(d === 'color' && { result: 'ziran' }),
      }),
    ]),
  ) as Record<DetectDimension, DetectDimensionResult>;
  return {
    part: 'yqg',
    position: 0,
    partImageRecord: {
      partName: '右颧骨',
      oil: 5,
      dry: 1,
      middle: 1,
      sensity: 2,
      patch: 2,
      wrinkle: 2,
      sunresponse: null,
    },
    nomalImages: [{ imageDir: '/home/imagerec/img/5/490000', imageName: '1700000000001.jpg' }],
    polarImages: [{ imageDir: '/home/imagerec/img/5/490000', imageName: '1700000000002.jpg' }],
    anaFigList: DETECT_DIMENSIONS.map((d) => ({
      dirName: 'fileSvr/get',
      figName: `d9-${d}.jpg`,
      dimension: d,
    })),
    detection: {
      status: 'done',
      detectionId: 9,
      dimensions,
      colorCalibrated: true,
      version: { engine: '2.2.0', calibration: '2026.4' },
      deviceCalibrationId: 3,
    },
    ...overrides,
  };
}

/** A part with one photo only: nothing analysed. */
function singlePhotoPart(): AnaPart {
  return {
    part: 'zlj',
    position: 1,
    partImageRecord: { partName: '左脸颊', ...UNMEASURED_RATINGS },
    nomalImages: [{ imageDir: '/home/imagerec/img/5/490000', imageName: '1700000000003.jpg' }],
    polarImages: [],
    anaFigList: [],
    detection: { status: 'incomplete' },
  };
}

export function historyReport(overrides: Partial<HistoryReport> = {}): HistoryReport {
  return {
    recordMain: {
      recordId: 41,
      customerName: '李娜',
      recDate: '2026-03-08T02:30:00.000Z',
      fullName: '王小美',
    },
    skinStatus: { mc: true },
    anaParts: [measuredPart(), singlePhotoPart()],
    ...overrides,
  };
}

/**
 * A record whose consultation the server derived from real answers (issue 17 #24): dry skin and
 * sensitivity, sensitivity the main concern.
 */
export function consultedRecord(overrides: Partial<ScanRecord> = {}): ScanRecord {
  const answers = QuestionnaireAnswersSchema.parse({
    condition: [1, 9],
    mainConcern: 9,
    habit: [1, 2, 9],
    ambition: [1],
  });
  const fields = toRecordFields(computeConsultation(answers));
  return scanRecord({ ...fields, problem: { ...fields.problem, answers }, ...overrides });
}
