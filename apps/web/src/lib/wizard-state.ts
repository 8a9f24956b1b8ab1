import { DetectItemSchema } from '@skinscope/contracts';
import type { CustomerRow, ScanType } from '@skinscope/contracts';
import { QUESTIONNAIRE_PAGES } from '@skinscope/domain';
import type { OptionItem, QuestionnairePage, QuestionnaireState } from '@skinscope/domain';
import { z } from 'zod';
import { parseWizardCustomer, parseWizardScanType } from './wizard-customer';
import {
  readWizardRaw,
  replaceWizardValues,
  useWizardRaw,
  WIZARD_CUSTOMER_KEY,
  WIZARD_KEY_PREFIX,
  WIZARD_SCAN_TYPE_KEY,
  writeWizardRaw,
} from './wizard-keys';

/**
 * The consultation's progress state (spec §3 "Progress state"), kept in session storage under
 * `skinscope.wizard.*` so that a reload mid-consultation loses nothing and closing the tab
 * forgets it. Every value is JSON, checked against its zod schema on every read: a value that
 * does not parse reads as null, exactly like a missing one.
 *
 * Usage (screens and the photo-capture steps alike):
 *   const key = defineWizardKey('stepOnePart', z.string());
 *   setWizardValue(key, 'zqg');  getWizardValue(key);  useWizardValue(key);
 *
 * The customer and the scan type are the hand-over of wizard-customer.ts and survive
 * `clearConsultation()`; everything else under the prefix is progress state and does not.
 */
export interface WizardKey<T> {
  /** The full storage key, `skinscope.wizard.{name}`. */
  readonly storageKey: string;
  readonly schema: z.ZodType<T>;
}

export function defineWizardKey<T>(name: string, schema: z.ZodType<T>): WizardKey<T> {
  return { storageKey: `${WIZARD_KEY_PREFIX}${name}`, schema };
}

function parseRaw<T>(key: WizardKey<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const parsed = key.schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getWizardValue<T>(key: WizardKey<T>): T | null {
  return parseRaw(key, readWizardRaw(key.storageKey));
}

export function setWizardValue<T>(key: WizardKey<T>, value: T): void {
  writeWizardRaw(key.storageKey, JSON.stringify(value));
}

export function removeWizardValue(key: WizardKey<unknown>): void {
  writeWizardRaw(key.storageKey, null);
}

/** The value under `key`, re-rendering when it changes. */
export function useWizardValue<T>(key: WizardKey<T>): T | null {
  // The raw string is what the store selects: stable between changes, cheap to compare.
  return parseRaw(key, useWizardRaw(key.storageKey));
}

/** Keys that belong to the hand-over, not to the progress: a refresh keeps them. */
const HAND_OVER_KEYS: ReadonlySet<string> = new Set([WIZARD_CUSTOMER_KEY, WIZARD_SCAN_TYPE_KEY]);

/**
 * The spec's refresh action: clears all in-progress consultation data (answers, photos, the
 * record id, carried-over results…) but keeps the customer and the scan type being worked on.
 */
export function clearConsultation(): void {
  replaceWizardValues((storageKey) => HAND_OVER_KEYS.has(storageKey));
}

// ——— The customer and the scan type (stored by wizard-customer.ts, plain string for the latter).

export function useWizardCustomer(): CustomerRow | null {
  return parseWizardCustomer(useWizardRaw(WIZARD_CUSTOMER_KEY));
}

export function setWizardScanType(scanType: ScanType): void {
  writeWizardRaw(WIZARD_SCAN_TYPE_KEY, scanType);
}

export function useWizardScanType(): ScanType | null {
  return parseWizardScanType(useWizardRaw(WIZARD_SCAN_TYPE_KEY));
}

// ——— The keys of spec §3's progress state that the consultation screens use.

const OptionItemSchema: z.ZodType<OptionItem> = z.object({
  key: z.number().int(),
  name: z.string(),
  level: z.number().int().min(0).max(2),
  maxLevel: z.number().int(),
  sort: z.number(),
});

const answerKeys = Object.fromEntries(
  QUESTIONNAIRE_PAGES.map((page) => [page, defineWizardKey(page, z.array(OptionItemSchema))]),
) as Record<QuestionnairePage, WizardKey<OptionItem[]>>;

/** A questionnaire page's option list as the customer left it (spec §3 storage keys). */
export function answerKey(page: QuestionnairePage): WizardKey<OptionItem[]> {
  return answerKeys[page];
}

/** All pages' stored option lists, the input of the domain's `answersFromState`. */
export function readQuestionnaireState(): QuestionnaireState {
  return Object.fromEntries(
    QUESTIONNAIRE_PAGES.flatMap((page) => {
      const items = getWizardValue(answerKeys[page]);
      return items ? [[page, items]] : [];
    }),
  );
}

/** The record the photo steps created for this visit; the summary saves into it. */
export const currentRecordIdKey = defineWizardKey('currentRecordId', z.number().int().positive());

/** The photographed parts with their normal and polarised photo (spec §3 DetectList). */
export const detectListKey = defineWizardKey('DetectList', z.array(DetectItemSchema));
