import { FacePartKeySchema, SkinStateSchema } from '@skinscope/contracts';
import { LOCATING_PART_KEY } from '@skinscope/domain';
import { defineWizardKey, getWizardValue } from '../../../lib/wizard-state';
import { CapturedPhotoSchema, LightPhotosSchema } from './captured-photo';
import type { PartShot } from './captured-photo';

/**
 * The photo steps' part of the consultation's progress state (spec §3: index, stepOne, stepTwo,
 * stepThree, stepOnePart, stepTwoPart). The steps are photographed in the order three (the
 * right cheekbone, fixed), one, two; the record lists the parts in that order too.
 */
export const indexPhotoKey = defineWizardKey('index', CapturedPhotoSchema);

/** The skin's state at capture (issue 19 #7), set on picture/index and saved with the photos. */
export const skinStateKey = defineWizardKey('skinState', SkinStateSchema);

export type PhotoStep = 'one' | 'two' | 'three';

export const stepPhotosKeys = {
  one: defineWizardKey('stepOne', LightPhotosSchema),
  two: defineWizardKey('stepTwo', LightPhotosSchema),
  three: defineWizardKey('stepThree', LightPhotosSchema),
} as const;

/**
 * The second capture of a part (issue 32 #4): with the company's 每个部位拍两次取平均, steps one
 * and two photograph their part again after the microscope is lifted and put back.
 */
export const stepAgainPhotosKeys = {
  one: defineWizardKey('stepOneAgain', LightPhotosSchema),
  two: defineWizardKey('stepTwoAgain', LightPhotosSchema),
} as const;

export const stepPartKeys = {
  one: defineWizardKey('stepOnePart', FacePartKeySchema),
  two: defineWizardKey('stepTwoPart', FacePartKeySchema),
} as const;

/** Order of the parts on the expect screen and in the record (spec §2 analyse/expect). */
const STEP_ORDER: readonly PhotoStep[] = ['three', 'one', 'two'];

function stepPart(step: PhotoStep): string | null {
  return step === 'three' ? LOCATING_PART_KEY : getWizardValue(stepPartKeys[step]);
}

/** The three parts as the steps left them. */
export function readPartShots(): PartShot[] {
  return STEP_ORDER.map((step) => ({
    part: stepPart(step),
    photos: getWizardValue(stepPhotosKeys[step]) ?? {},
  }));
}

/**
 * What the record holds: the three parts as the steps left them, then each second capture
 * taken (issue 32 #4) as another pair of its step's part, after them, so that the first
 * captures keep their places.
 */
export function readRecordShots(): PartShot[] {
  const again = (['one', 'two'] as const).flatMap((step) => {
    const photos = getWizardValue(stepAgainPhotosKeys[step]);
    return photos && (photos.normal || photos.lighting) ? [{ part: stepPart(step), photos }] : [];
  });
  return [...readPartShots(), ...again];
}
