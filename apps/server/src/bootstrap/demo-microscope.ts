import { readFileSync } from 'node:fs';
import {
  GREY_CARD_LINEAR,
  renderFlatTarget,
  type PhantomCapture,
  type PhantomDevice,
} from '@skinscope/analysis';
import { encodePng, realRetakeJpegs, realSkinPhoto } from '@skinscope/analysis/node';
import type { CameraSettings, DeviceRepeatability, RetestPhoto } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import type { AnalysisRunner } from '../infra/analysis-runner';
import type { ImageStore } from '../infra/image-store';
import type { Actor } from '../policy';
import { createRepositories, createTransact } from '../repositories';
import { createCalibrationService } from '../modules/calibration/calibration.service';
import { createDeviceCalibrationLookup } from '../modules/calibration/device-calibration-lookup';
import { createCustomerAccess } from '../modules/customers/customer-access';
import { createRetestService } from '../modules/retest/retest.service';
import { DEMO_PARTS, DEMO_PHOTOS, SHOWCASE_VISITS } from './demo-visits';

/** The demo company's microscope, as its camera names itself and as the salon named it. */
const DEMO_MICROSCOPE = {
  deviceLabel: 'SkinScope Demo Microscope (5a5a:0001)',
  name: '徐汇店一号显微镜',
} as const;

/**
 * How the demo microscope lights its grey card: the phantom camera (packages/analysis phantom/)
 * with even light and a neutral white balance, as the corpus photos its visits are made of look
 * (they show no fall-off or cast to correct). The demo's photos come from no microscope that
 * could photograph a card, so this card is simulated, as the calibration tests' are
 * (DECISIONS §100); its fit is the engine's own, through the calibration service.
 */
const DEMO_DEVICE: PhantomDevice = {
  whiteBalance: [1, 1, 1],
  crosstalk: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  exposureP: 1,
  exposureN: 1,
  vignetting: 0,
  psfSigma: 0.6,
};
const CARD_CAPTURE: PhantomCapture = {
  noise: 1.5,
  jpegQuality: 92,
  shift: { dx: 0, dy: 0 },
  disc: null,
};

/**
 * The exposure and white balance the microscope held for its card, as today's capture screen
 * records them. The demo's skin photos say nothing of theirs (they are corpus photos), so their
 * analyses apply the calibration but name no skin tone (issue 31 #3): their colour is not a
 * measurement, and the demo says so rather than claim one.
 */
const CARD_SETTINGS: CameraSettings = {
  exposureMode: 'manual',
  exposureTime: 333,
  whiteBalanceMode: 'manual',
  colorTemperature: 5000,
};

/**
 * Accepted test-retest pairs the demo microscope has (issue 32: from 20 on, its own bands are
 * used): two to spare, so deleting one on the 设备重复性 screen keeps them.
 */
const DEMO_ACCEPTED_PAIRS = 22;
/** The pairs' photos: more than enough for those accepted, whatever the engine refuses. */
const MAX_PAIRS = 36;
/** The first pair was taken 30 days ago, then one every 20 hours: all within 90 days for 60 days. */
const FIRST_PAIR_DAYS_AGO = 30;
const PAIR_SPACING_MS = 20 * 3_600_000;

/**
 * Each pair's re-take: the real re-take suite's placement changes in turn (the microscope lifted
 * and put back: moved 1 % or 3 %, turned, N against P shifted). Not its exposure or JPEG-quality
 * changes: the demo microscope holds its exposure and white balance (CARD_SETTINGS), and a
 * camera keeps its JPEG quality.
 */
const PLACEMENT_RETAKES = ['shift-1', 'shift-3', 'rotation', 'np-shift'] as const;

const DAY_MS = 86_400_000;

/**
 * Whose skin the pairs are of: the corpus photos of the held-out half in the corpus's own order
 * (photos the engine's bands were not fitted on), without the showcase customer's.
 */
function pairPhotos(): string[] {
  const manifest = JSON.parse(readFileSync(realSkinPhoto('manifest.json'), 'utf8')) as Array<{
    file: string;
    split: string;
  }>;
  return manifest
    .filter((entry) => entry.split === 'heldout' && !DEMO_PHOTOS.includes(entry.file))
    .slice(0, MAX_PAIRS)
    .map((entry) => entry.file);
}

export interface DemoMicroscopeDeps {
  db: Db;
  store: ImageStore;
  analysis: AnalysisRunner;
  now?: () => Date;
}

/** The seeded microscope: its label, its name and the calibration the visits' analyses apply. */
export interface DemoMicroscope {
  deviceLabel: string;
  name: string;
  calibrationId: number;
}

/** The card under each light, as the calibration screen uploads it (PNG, lossless). */
async function cardPhotos(): Promise<{ normal: Buffer; polarised: Buffer }> {
  const [normal, polarised] = await Promise.all(
    (['normal', 'polarised'] as const).map((light, k) =>
      encodePng(renderFlatTarget(GREY_CARD_LINEAR, DEMO_DEVICE, CARD_CAPTURE, light, 900 + k)),
    ),
  );
  return { normal: normal!, polarised: polarised! };
}

function services(deps: DemoMicroscopeDeps, now: () => Date) {
  const repos = createRepositories(deps.db);
  const deviceCalibration = createDeviceCalibrationLookup(repos.calibrations);
  const transact = createTransact(deps.db);
  return {
    calibration: createCalibrationService({
      calibrations: repos.calibrations,
      stores: repos.stores,
      deviceCalibration,
      transact,
      analysis: deps.analysis,
      now,
    }),
    retest: createRetestService({
      access: createCustomerAccess(repos.customers),
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      deviceCalibration,
      analysis: deps.analysis,
      store: deps.store,
      audit: repos.audit,
      transact,
      now,
    }),
  };
}

/** Seeding runs on this machine: what the audit rows name as the address. */
const CONTEXT = { ip: '127.0.0.1' };

/**
 * Issue 32, the demo's microscope: calibrated from its grey card by the manager for `storeId`,
 * two days before the showcase customer's first visit (her visits' analyses apply it).
 */
export async function calibrateDemoMicroscope(
  deps: DemoMicroscopeDeps,
  manager: Actor,
  storeId: number,
): Promise<DemoMicroscope> {
  const daysAgo = Math.max(...SHOWCASE_VISITS.map((visit) => visit.daysAgo)) + 2;
  const at = new Date((deps.now ?? (() => new Date()))().getTime() - daysAgo * DAY_MS);
  const { calibration } = services(deps, () => at);
  const saved = await calibration.create(
    manager,
    {
      deviceLabel: DEMO_MICROSCOPE.deviceLabel,
      name: DEMO_MICROSCOPE.name,
      storeId,
      cameraSettings: CARD_SETTINGS,
    },
    await cardPhotos(),
    CONTEXT,
  );
  return { deviceLabel: saved.deviceLabel, name: DEMO_MICROSCOPE.name, calibrationId: saved.id };
}

/**
 * The microscope's test-retest pairs (issue 32 #1) over the last month, taken by
 * `staff.takenBy` without a customer (none consented to it): each a corpus photo's base capture
 * and one of its real re-takes, analysed by the engine through the retest service, as the
 * capture screen's pairs are. The engine refuses some of these photos (it takes a few real ones
 * for not skin, or too dark), as on a real device: refused pairs are kept, and pairs are taken
 * until `DEMO_ACCEPTED_PAIRS` are accepted. Returns the device's card as `staff.readBy` reads it.
 */
export async function seedDemoRetestPairs(
  deps: DemoMicroscopeDeps,
  staff: { takenBy: Actor; readBy: Actor },
): Promise<DeviceRepeatability> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const photos = pairPhotos();
  const takePair = async (file: string, index: number): Promise<boolean> => {
    const takenAt = new Date(now - FIRST_PAIR_DAYS_AGO * DAY_MS + index * PAIR_SPACING_MS);
    const change = PLACEMENT_RETAKES[index % PLACEMENT_RETAKES.length]!;
    const [test, retest] = await Promise.all([
      realRetakeJpegs(file, 'base'),
      realRetakeJpegs(file, change),
    ]);
    const files: Record<RetestPhoto, Buffer> = {
      testNormal: test.normalJpeg,
      testPolarised: test.polarisedJpeg,
      retestNormal: retest.normalJpeg,
      retestPolarised: retest.polarisedJpeg,
    };
    const pair = await services(deps, () => takenAt).retest.create(
      staff.takenBy,
      { deviceLabel: DEMO_MICROSCOPE.deviceLabel, part: DEMO_PARTS[index % DEMO_PARTS.length]! },
      files,
      CONTEXT,
    );
    return pair.accepted;
  };
  // Two pairs at a time: the pool's two threads analyse while the next captures are made.
  let accepted = 0;
  for (let start = 0; accepted < DEMO_ACCEPTED_PAIRS; start += 2) {
    if (start >= photos.length) throw new Error('the demo microscope has too few accepted pairs');
    const batch = photos.slice(start, start + 2);
    const outcomes = await Promise.all(batch.map((file, offset) => takePair(file, start + offset)));
    accepted += outcomes.filter(Boolean).length;
  }
  return services(deps, () => new Date(now)).retest.card(staff.readBy, DEMO_MICROSCOPE.deviceLabel);
}
