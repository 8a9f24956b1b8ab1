/**
 * The six consultation steps of spec §1, shown as the header's progress bar. `0` means a page
 * outside the consultation (search, cases, administration): no step is highlighted.
 */
export const CONSULTATION_STEPS = [
  { step: 1, key: 'introduce' },
  { step: 2, key: 'collection' },
  { step: 3, key: 'record' },
  { step: 4, key: 'analysis' },
  { step: 5, key: 'recommend' },
  { step: 6, key: 'skincare' },
] as const;

export type ConsultationStep = 0 | (typeof CONSULTATION_STEPS)[number]['step'];
