import { LOCATING_PART_KEY, type WizardPath } from '@skinscope/domain';
import { z } from 'zod';
import {
  defineWizardKey,
  getWizardValue,
  removeWizardValue,
  setWizardValue,
} from '../../../lib/wizard-state';
import { stepAgainPhotosKeys, stepPartKeys, stepPhotosKeys, type PhotoStep } from './capture-state';

const STEP_PATHS = {
  three: 'picture/step/three',
  one: 'picture/step/one',
  two: 'picture/step/two',
} as const satisfies Record<PhotoStep, WizardPath>;

/**
 * Issue 19 #5: a pair refused on analyse/expect is retaken there and then. The photo step of
 * that part opens without its refused photos (its Next then asks for both again, so a new pair
 * replaces the old), and its Next returns straight to analyse/expect, which saves the new pair
 * into the visit's record and shows its analysis as it arrives. The key holds the step being
 * retaken: only its Next returns (Back to another step goes the usual way).
 */
export const retakeReturnKey = defineWizardKey('retakeStep', z.enum(Object.values(STEP_PATHS)));

/** The photo step that took `part` in this visit, or null when no step holds it. */
function photoStepOf(part: string): PhotoStep | null {
  if (part === LOCATING_PART_KEY) return 'three';
  if (getWizardValue(stepPartKeys.one) === part) return 'one';
  if (getWizardValue(stepPartKeys.two) === part) return 'two';
  return null;
}

/** Prepares the retake of `part`; answers the route of its photo step, or null. */
export function startRetake(part: string): string | null {
  const step = photoStepOf(part);
  if (!step) return null;
  removeWizardValue(stepPhotosKeys[step]);
  // A part captured twice (issue 32 #4) is retaken twice: its mean is of two new captures.
  if (step !== 'three') removeWizardValue(stepAgainPhotosKeys[step]);
  setWizardValue(retakeReturnKey, STEP_PATHS[step]);
  return `/${STEP_PATHS[step]}`;
}

/** Where Next from `page` goes when it is the step being retaken (and ends it), or null. */
export function takeRetakeReturn(page: WizardPath): string | null {
  if (getWizardValue(retakeReturnKey) !== page) return null;
  removeWizardValue(retakeReturnKey);
  return '/analyse/expect';
}
