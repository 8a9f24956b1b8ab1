import type { ScanType } from '@skinscope/contracts';
import { shouldSkipMenses } from './gender-rules';
import type { CustomerGender } from './gender-rules';

/** The contracts' scan type (spec §3), as the wizard's rules read it. */
export type WizardScanType = ScanType;

export interface WizardContext {
  readonly scanType: WizardScanType;
  readonly gender: CustomerGender;
}

/** Consultation route paths (DECISIONS "Routes": questionnaire pages under `collection/`). */
export const WIZARD_PATHS = [
  'introduce',
  'about',
  'collection/condition',
  'collection/condition2',
  'collection/help',
  'collection/menses',
  'collection/habit',
  'collection/situation',
  'collection/body',
  'collection/nursing',
  'collection/ambition',
  'collection/concern',
  'collection/original',
  'collection/evaluate',
  'collection/selector',
  'picture/index',
  'picture/step/three',
  'picture/step/one',
  'picture/step/two',
  'analyse/expect',
  'analyse/result',
  'recommend/step',
  'recommend/result',
  'recommend/help',
  'recommend/all',
  'recommend/special',
  'recommend/summary',
  'recommend/goods',
  'query',
] as const;
export type WizardPath = (typeof WIZARD_PATHS)[number];

/** One way out of a page; a rule with conditions wins over the plain rule listed after it. */
interface Transition {
  readonly to: WizardPath;
  readonly scanType?: WizardScanType;
}

/**
 * Spec §4 as one table: each page's Next, first matching rule wins. Pages without rules
 * (query, or the selector outside a re-check) have no fixed Next: the caller decides.
 */
const NEXT: Readonly<Partial<Record<WizardPath, readonly Transition[]>>> = {
  introduce: [{ to: 'about' }],
  about: [{ to: 'collection/condition' }],
  'collection/condition': [{ to: 'collection/condition2' }],
  'collection/condition2': [
    // A re-check already knows where the customer sought help.
    { scanType: 'RETRY_SCAN', to: 'collection/menses' },
    { to: 'collection/help' },
  ],
  'collection/help': [{ to: 'collection/menses' }],
  'collection/menses': [{ to: 'collection/habit' }],
  'collection/habit': [{ to: 'collection/situation' }],
  'collection/situation': [{ to: 'collection/body' }],
  'collection/body': [
    // A re-check skips the care-preference pages answered on the first visit.
    { scanType: 'RETRY_SCAN', to: 'picture/index' },
    { to: 'collection/nursing' },
  ],
  'collection/nursing': [{ to: 'collection/ambition' }],
  'collection/ambition': [{ to: 'collection/concern' }],
  'collection/concern': [{ to: 'collection/original' }],
  'collection/original': [{ to: 'picture/index' }],
  'collection/evaluate': [{ to: 'collection/selector' }],
  // "Yes, my needs changed" sets RETRY_SCAN; "no" opens a record-specific capture page instead.
  'collection/selector': [{ scanType: 'RETRY_SCAN', to: 'collection/condition' }],
  'picture/index': [{ to: 'picture/step/three' }],
  'picture/step/three': [{ to: 'picture/step/one' }],
  'picture/step/one': [{ to: 'picture/step/two' }],
  'picture/step/two': [{ to: 'analyse/expect' }],
  'analyse/expect': [
    // PHOTO_ONLY reuses the latest record's recommendation: no new analysis to show.
    { scanType: 'PHOTO_ONLY', to: 'recommend/result' },
    { to: 'analyse/result' },
  ],
  'analyse/result': [{ to: 'recommend/step' }],
  'recommend/step': [{ to: 'recommend/result' }],
  'recommend/result': [{ to: 'recommend/help' }],
  'recommend/help': [{ to: 'recommend/all' }],
  'recommend/all': [{ to: 'recommend/summary' }],
  'recommend/special': [{ to: 'recommend/all' }],
  'recommend/summary': [{ to: 'recommend/goods' }],
  // Spec: the goods page's only action is "back" to the customer search. Issue 29 #10 put
  // 返回会员详情 and 生成报告链接 there instead (goods-page.tsx); the walk still ends here.
  'recommend/goods': [{ to: 'query' }],
};

/** Pages a customer never sees, and for whom (spec §6: male customers skip menses). */
const SKIPPED: Readonly<Partial<Record<WizardPath, (context: WizardContext) => boolean>>> = {
  'collection/menses': (context) => shouldSkipMenses(context.gender),
};

export function isWizardPath(value: string): value is WizardPath {
  return (WIZARD_PATHS as readonly string[]).includes(value);
}

export function isSkipped(page: WizardPath, context: WizardContext): boolean {
  return SKIPPED[page]?.(context) ?? false;
}

function firstMatch(page: WizardPath, context: WizardContext): WizardPath | null {
  const rule = NEXT[page]?.find(
    (it) => it.scanType === undefined || it.scanType === context.scanType,
  );
  return rule?.to ?? null;
}

/** The page Next leads to, past any page this customer skips; null when the caller decides. */
export function nextPage(page: WizardPath, context: WizardContext): WizardPath | null {
  let target = firstMatch(page, context);
  // Bounded by the table's size: the table has no cycle through skipped pages.
  for (
    let hops = 0;
    target !== null && isSkipped(target, context) && hops < WIZARD_PATHS.length;
    hops += 1
  ) {
    target = firstMatch(target, context);
  }
  return target;
}

/**
 * The page 上一步 leads back to (issue 17 #30): the page whose Next leads here for this
 * customer. Where two do (a re-check reaches the questionnaire from the selector, and the
 * photos from body), the rule made for this scan type wins.
 */
export function previousPage(page: WizardPath, context: WizardContext): WizardPath | null {
  const from = WIZARD_PATHS.filter(
    (candidate) => !isSkipped(candidate, context) && nextPage(candidate, context) === page,
  );
  const specific = from.find((candidate) =>
    NEXT[candidate]?.some((rule) => rule.scanType === context.scanType),
  );
  return specific ?? from[0] ?? null;
}

/**
 * What to do on arriving at a page this customer skips (a bookmark, the back button): go on
 * to the next page, replacing the history entry so Back does not land here again.
 */
export function redirectOnEnter(
  page: WizardPath,
  context: WizardContext,
): { to: WizardPath; replace: true } | null {
  if (!isSkipped(page, context)) return null;
  const to = nextPage(page, context);
  return to === null ? null : { to, replace: true };
}

/** The questionnaire pages this customer answers, in order, for the given scan type. */
export function questionnairePath(context: WizardContext): WizardPath[] {
  const path: WizardPath[] = [];
  for (let page: WizardPath | null = 'collection/condition'; page?.startsWith('collection/');) {
    path.push(page);
    page = nextPage(page, context);
  }
  return path;
}
