import { DetectItemSchema, ScanTypeSchema } from '@skinscope/contracts';
import type { CustomerRow, ScanType } from '@skinscope/contracts';
import { QUESTIONNAIRE_PAGES } from '@skinscope/domain';
import type { OptionItem, QuestionnairePage, QuestionnaireState } from '@skinscope/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  readWizardCustomer,
  WIZARD_CUSTOMER_KEY,
  WIZARD_KEY_PREFIX,
  WIZARD_SCAN_TYPE_KEY,
} from './wizard-customer';

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

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribeWizard(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRaw(storageKey: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
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
  return parseRaw(key, readRaw(key.storageKey));
}

export function setWizardValue<T>(key: WizardKey<T>, value: T): void {
  try {
    window.sessionStorage.setItem(key.storageKey, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the value is simply not kept, as if never set.
  }
  notify();
}

export function removeWizardValue(key: WizardKey<unknown>): void {
  try {
    window.sessionStorage.removeItem(key.storageKey);
  } catch {
    // nothing stored, nothing to remove
  }
  notify();
}

/** The value under `key`, re-rendering when any wizard value changes through this module. */
export function useWizardValue<T>(key: WizardKey<T>): T | null {
  // The raw string is the snapshot: stable between changes, cheap to compare.
  const raw = useSyncExternalStore(
    subscribeWizard,
    () => readRaw(key.storageKey),
    () => null,
  );
  return parseRaw(key, raw);
}

/** Keys that belong to the hand-over, not to the progress: a refresh keeps them. */
const HAND_OVER_KEYS: ReadonlySet<string> = new Set([WIZARD_CUSTOMER_KEY, WIZARD_SCAN_TYPE_KEY]);

/**
 * The spec's refresh action: clears all in-progress consultation data (answers, photos, the
 * record id, carried-over results…) but keeps the customer and the scan type being worked on.
 */
export function clearConsultation(): void {
  try {
    const storage = window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(WIZARD_KEY_PREFIX) && !HAND_OVER_KEYS.has(key)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // storage unavailable: nothing was kept either
  }
  notify();
}

// ——— The customer and the scan type (stored by wizard-customer.ts, plain string for the latter).

export function useWizardCustomer(): CustomerRow | null {
  const raw = useSyncExternalStore(
    subscribeWizard,
    () => readRaw(WIZARD_CUSTOMER_KEY),
    () => null,
  );
  // readWizardCustomer validates; `raw` only drives re-rendering.
  return raw === null ? null : readWizardCustomer();
}

export function setWizardScanType(scanType: ScanType): void {
  try {
    window.sessionStorage.setItem(WIZARD_SCAN_TYPE_KEY, scanType);
  } catch {
    // see setWizardValue
  }
  notify();
}

export function useWizardScanType(): ScanType | null {
  const raw = useSyncExternalStore(
    subscribeWizard,
    () => readRaw(WIZARD_SCAN_TYPE_KEY),
    () => null,
  );
  const parsed = ScanTypeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
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
