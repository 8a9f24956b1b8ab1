import type { SkinState } from '@skinscope/contracts';

/**
 * The skin's state at capture (issue 19 #7): make-up, fresh cleansing and products applied the
 * same day change what the microscope sees (shine, redness, texture), so two visits compare
 * fairly only when their states agree.
 */
export type { SkinState };

type SkinStateField = keyof SkinState;

/** The three switches, in the order the capture screen shows them. */
export const SKIN_STATE_FIELDS: readonly SkinStateField[] = [
  'makeupRemoved',
  'cleansedRecently',
  'productsToday',
];

/** The switches' labels: each states the "yes" of its question. */
export const SKIN_STATE_LABELS: Readonly<Record<SkinStateField, string>> = {
  makeupRemoved: '已卸妆',
  cleansedRecently: '30 分钟内洁面',
  productsToday: '今日已用护肤品',
};

/**
 * What the microscope is asked to see: bare skin, settled after cleansing, no products. The
 * capture screen starts from it, so a usual visit needs no tap.
 */
export const USUAL_SKIN_STATE: SkinState = {
  makeupRemoved: true,
  cleansedRecently: false,
  productsToday: false,
};

/** Each field's wording when it departs from the usual state (what makes a photo less plain). */
const DEPARTURE: Readonly<Record<SkinStateField, string>> = {
  makeupRemoved: '未卸妆',
  cleansedRecently: '洁面后不到 30 分钟',
  productsToday: '当天已用护肤品',
};

/** The fields whose value departs from the usual state. */
function departures(state: SkinState): SkinStateField[] {
  return SKIN_STATE_FIELDS.filter((field) => state[field] !== USUAL_SKIN_STATE[field]);
}

/** One line for a report: the three answers in words (已卸妆 · 未在 30 分钟内洁面 · …). */
export function describeSkinState(state: SkinState): string {
  const words: Record<SkinStateField, [yes: string, no: string]> = {
    makeupRemoved: ['已卸妆', '未卸妆'],
    cleansedRecently: ['30 分钟内洁面', '30 分钟内未洁面'],
    productsToday: ['今日已用护肤品', '今日未用护肤品'],
  };
  return SKIN_STATE_FIELDS.map((field) => words[field][state[field] ? 0 : 1]).join(' · ');
}

/**
 * The note a comparison between two visits carries when their skin states differ, e.g.
 * 「本次未卸妆，对比仅供参考」; null when they agree or either state was not recorded (an older
 * visit: nothing is known to differ). `before` is the earlier visit (上次), `after` the later
 * one (本次). Only the fields that differ are named, each under the visit where it departs
 * from bare, settled skin.
 */
export function comparisonNote(
  before: SkinState | null | undefined,
  after: SkinState | null | undefined,
): string | null {
  if (!before || !after) return null;
  const differing = SKIN_STATE_FIELDS.filter((field) => before[field] !== after[field]);
  if (differing.length === 0) return null;
  const named = (state: SkinState, visit: string) => {
    const fields = departures(state).filter((field) => differing.includes(field));
    return fields.length > 0 ? `${visit}${fields.map((field) => DEPARTURE[field]).join('、')}` : '';
  };
  const parts = [named(after, '本次'), named(before, '上次')].filter(Boolean);
  return `${parts.join('，')}，对比仅供参考`;
}
