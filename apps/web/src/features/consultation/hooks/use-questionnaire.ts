import {
  bodyOptionsFor,
  canProceed,
  chooseSingle,
  completeBodyAnswer,
  condition2From,
  MAIN_CONCERN_LEVEL,
  optionsFor,
  promoteOption,
  selectedOptions,
  toggleOption,
} from '@skinscope/domain';
import type { CustomerGender, OptionItem, QuestionnairePage } from '@skinscope/domain';
import { useState } from 'react';
import {
  answerKey,
  getWizardValue,
  removeWizardValue,
  setWizardValue,
} from '../../../lib/wizard-state';
import type { TileMode } from '../components/option-tiles';

/** How each page's tiles behave (spec §4 Questionnaire). */
export function tileModeOf(page: QuestionnairePage): TileMode {
  if (page === 'condition2') return 'promote';
  if (page === 'menses') return 'single';
  return 'multi';
}

/**
 * The stored picks laid over a fresh option list: names and order always come from the domain,
 * only the levels from storage (a stored list cannot invent or rename options).
 */
function withStoredLevels(
  fresh: readonly OptionItem[],
  stored: readonly OptionItem[] | null,
  maxLevel: number,
): OptionItem[] {
  const levels = new Map((stored ?? []).map((item) => [item.key, item.level]));
  return fresh.map((item) => ({
    ...item,
    level: Math.min(levels.get(item.key) ?? 0, maxLevel),
  }));
}

/** The page's starting option list; null for condition2 without a condition answer. */
function initialOptions(page: QuestionnairePage, gender: CustomerGender): OptionItem[] | null {
  if (page === 'condition2') {
    const condition = getWizardValue(answerKey('condition'));
    if (!condition || selectedOptions(condition).length === 0) return null;
    const base = condition2From(withStoredLevels(optionsFor('condition'), condition, 1));
    const stored = getWizardValue(answerKey('condition2'));
    const main = stored?.find((item) => item.level === MAIN_CONCERN_LEVEL)?.key;
    return main === undefined ? base : promoteOption(base, main);
  }
  const fresh = page === 'body' ? bodyOptionsFor(gender) : optionsFor(page);
  return withStoredLevels(fresh, getWizardValue(answerKey(page)), 1);
}

function tap(page: QuestionnairePage, items: readonly OptionItem[], key: number): OptionItem[] {
  const mode = tileModeOf(page);
  if (mode === 'promote') return promoteOption(items, key);
  if (mode === 'single') return chooseSingle(items, key);
  return toggleOption(items, key);
}

/** What Next stores: body gets its hidden option back at index 4 (spec §4). */
function answerToSave(page: QuestionnairePage, items: readonly OptionItem[]): OptionItem[] {
  return page === 'body' ? completeBodyAnswer(items) : [...items];
}

/** A questionnaire page's options, taps and save; the rules are all the domain's. */
export function useQuestionnaire(page: QuestionnairePage, gender: CustomerGender) {
  const [items, setItems] = useState(() => initialOptions(page, gender));
  return {
    items,
    canProceed: items !== null && canProceed(page, items),
    tap(key: number) {
      setItems((current) => (current ? tap(page, current, key) : current));
    },
    /** Stores the answer; false when the page may not proceed yet. */
    save(): boolean {
      if (items === null || !canProceed(page, items)) return false;
      setWizardValue(answerKey(page), answerToSave(page, items));
      // A new set of troubles invalidates the earlier main concern (spec §4 condition).
      if (page === 'condition') removeWizardValue(answerKey('condition2'));
      return true;
    },
    /**
     * 上一步 (issue 17 #30): keeps the taps made here, complete or not, so the page shows them
     * again; Next still checks them. Changed troubles still invalidate the main concern.
     */
    keep(): void {
      if (items === null) return;
      const key = answerKey(page);
      const before = JSON.stringify(getWizardValue(key));
      const after = answerToSave(page, items);
      setWizardValue(key, after);
      if (page === 'condition' && before !== JSON.stringify(after))
        removeWizardValue(answerKey('condition2'));
    },
  };
}
