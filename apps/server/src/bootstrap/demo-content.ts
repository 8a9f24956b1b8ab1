import type { DeviceRepeatability } from '@skinscope/contracts';
import type { DemoSummary } from './demo-data';
import { seedDemoCases } from './demo-cases';
import {
  calibrateDemoMicroscope,
  seedDemoRetestPairs,
  type DemoMicroscope,
  type DemoMicroscopeDeps,
} from './demo-microscope';
import { seedDemoPhotos } from './demo-photos';

export interface DemoContent {
  /** The showcase customer's visits, oldest first. */
  recordIds: number[];
  microscope: DemoMicroscope;
  /** The microscope's repeatability card after its test-retest pairs. */
  card: DeviceRepeatability;
  caseIds: number[];
}

/**
 * What `npm run seed:demo` adds to the demo company it has just created: the microscope and its
 * calibration, the showcase customer's visits measured through it, its test-retest pairs (so
 * her verdicts use its own bands, issue 32), and the case library. Never runs at start-up.
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
  return { recordIds, microscope, card, caseIds };
}
