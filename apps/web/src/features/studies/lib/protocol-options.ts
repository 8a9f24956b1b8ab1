import { DETECT_DIMENSIONS, type DetectDimension, type StudySubject } from '@skinscope/contracts';
import {
  CARE_ITEMS,
  CARE_TIERS,
  careItem,
  DETECT_DIMENSION_LABELS,
  endpointProblem,
  FACE_PARTS,
  facePartName,
  PRODUCT_OPTION_NAMES,
} from '@skinscope/domain';

/** The care plans of the catalogue, grouped by tier, as a Select's option groups. */
export const CARE_OPTIONS = Object.entries(CARE_TIERS).map(([tier, label]) => ({
  label,
  title: label,
  options: CARE_ITEMS.filter((item) => item.tier === tier).map((item) => ({
    value: item.key,
    label: item.name,
  })),
}));

export const PRODUCT_OPTIONS = PRODUCT_OPTION_NAMES.map((name) => ({ value: name, label: name }));

export const PART_OPTIONS = FACE_PARTS.map((part) => ({ value: part.key, label: part.name }));

/**
 * Every dimension as an endpoint option; those no study may take (肤质, the photo estimates)
 * disabled, with the domain's reason beside the name.
 */
export const ENDPOINT_OPTIONS = DETECT_DIMENSIONS.map((dimension: DetectDimension) => {
  const problem = endpointProblem(dimension);
  return {
    value: dimension,
    label: DETECT_DIMENSION_LABELS[dimension],
    disabled: problem !== null,
    reason: problem,
  };
});

export const dimensionName = (dimension: DetectDimension) => DETECT_DIMENSION_LABELS[dimension];

export const partNames = (parts: readonly string[]) =>
  parts.map((part) => facePartName(part) ?? part).join('、');

export function subjectName(subject: StudySubject): string {
  return subject.kind === 'care'
    ? (careItem(subject.careKey)?.name ?? subject.careKey)
    : subject.productName;
}
