import type { DeviceRepeatability, StudyDetail } from '@skinscope/contracts';
import type { DemoSummary } from './demo-data';
import { seedDemoCases } from './demo-cases';
import {
  calibrateDemoMicroscope,
  seedDemoRetestPairs,
  type DemoMicroscope,
  type DemoMicroscopeDeps,
} from './demo-microscope';
import { seedDemoPhotos } from './demo-photos';
import { seedDemoStudy } from './demo-study';

export interface DemoContent {
  /** The showcase customer's visits, oldest first. */
  recordIds: number[];
  microscope: DemoMicroscope;
  /** The microscope's repeatability card after its test-retest pairs. */
  card: DeviceRepeatability;
  caseIds: number[];
  /** The finished efficacy study, as its detail reads. */
  study: StudyDetail;
}

/**
 * What `npm run seed:demo` adds to the demo company it has just created: the microscope and its
 * calibration, the showcase customer's visits measured through it, its test-retest pairs (so
 * her verdicts use its own bands, issue 32), the case library and a finished efficacy study
 * (issue 33). Never runs at start-up.
 */
export async function seedDemoContent(
  deps: DemoMicroscopeDeps,
  summary: Required<Pick<DemoSummary, 'showcase' | 'company' | 'microscope'>>,
): Promise<DemoContent> {
  const { manager, adviser, storeId } = summary.microscope;
  // Calibrated before her first visit: her visits' analyses apply it.
  const microscope = await calibrateDemoMicroscope(deps, manager, storeId);
  const recordIds = await seedDemoPhotos(
    { ...deps, device: { actor: manager, deviceLabel: microscope.deviceLabel } },
    summary.showcase,
  );
  const card = await seedDemoRetestPairs(deps, { takenBy: adviser, readBy: manager });
  const caseIds = await seedDemoCases(deps, summary.company);
  const study = await seedDemoStudy(deps, {
    manager,
    recorder: summary.company.author,
    storeId,
    deviceLabel: microscope.deviceLabel,
  });
  return { recordIds, microscope, card, caseIds, study };
}
