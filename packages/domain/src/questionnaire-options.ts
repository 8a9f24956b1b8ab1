import { buildOptions } from './option-item';
import type { OptionItem } from './option-item';

/** The questionnaire pages of spec §4, also the storage keys of their answers (spec §3). */
export const QUESTIONNAIRE_PAGES = [
  'condition',
  'condition2',
  'help',
  'menses',
  'habit',
  'situation',
  'body',
  'nursing',
  'ambition',
  'concern',
  'original',
] as const;
export type QuestionnairePage = (typeof QUESTIONNAIRE_PAGES)[number];

/** DECISIONS "Consultation content": condition keys follow the spec's list order. */
export const CONDITION_KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

/** The condition key the spec singles out: it forces the repair phase and its own care options. */
export const SENSITIVITY_KEY = 9 satisfies ConditionKey;

/** Skin troubles; written in display order because the spec's sort puts sensitivity first. */
const CONDITION_ENTRIES = [
  [9, '敏感泛红'],
  [1, '干燥缺水'],
  [2, '容易出油'],
  [3, '毛孔粗大'],
  [4, '肤色不均'],
  [5, '色斑'],
  [6, '细纹'],
  [7, '松弛下垂'],
  [8, '痘痘粉刺'],
  [10, '眼周问题'],
] as const satisfies readonly (readonly [ConditionKey, string])[];

const HELP_ENTRIES = [
  [1, '没有寻求过'],
  [2, '医院皮肤科'],
  [3, '医美项目'],
  [4, '其他美容院'],
] as const;

/** Key 1 is "yes": spec §5 gives the first menses option +2 oil control. */
export const MENSES_IN_PERIOD_KEY = 1;
const MENSES_ENTRIES = [
  [MENSES_IN_PERIOD_KEY, '目前在生理期'],
  [2, '目前不在生理期'],
] as const;

const HABIT_ENTRIES = [
  [1, '卸妆'],
  [2, '洁面'],
  [3, '按摩'],
  [4, '爽肤水'],
  [5, '乳液'],
  [6, '面霜'],
  [7, '面膜'],
  [8, '精华'],
  [9, '防晒'],
  [10, '隔离'],
  [11, '粉底'],
  [12, '其他'],
] as const;

const SITUATION_ENTRIES = [
  [1, '长时间待在空调房'],
  [2, '经常晒太阳'],
  [3, '经常出差旅行'],
  [4, '经常运动'],
  [5, '长时间用电脑'],
  [6, '熬夜或失眠'],
  [7, '节食减肥'],
  [8, '吸烟'],
  [9, '压力大'],
  [10, '其他'],
] as const;

/** Irregular periods sits at index 4; the male rule removes and re-inserts it there. */
export const IRREGULAR_PERIODS_KEY = 5;
export const IRREGULAR_PERIODS_INDEX = 4;
const BODY_ENTRIES = [
  [1, '脸和脚容易浮肿'],
  [2, '缺乏运动'],
  [3, '饮食不均衡'],
  [4, '肩颈酸痛'],
  [IRREGULAR_PERIODS_KEY, '月经不规律'],
  [6, '怕冷'],
  [7, '容易上火'],
  [8, '其他'],
] as const;

const NURSING_ENTRIES = [
  [1, '美容院'],
  [2, '医美机构'],
  [3, '家用美容仪'],
  [4, '其他'],
] as const;

const AMBITION_ENTRIES = [
  [1, '解决皮肤问题'],
  [2, '缓解疲劳'],
  [3, '放松身心'],
  [4, '体验产品'],
  [5, '学习居家护理方法'],
  [6, '其他'],
] as const;

const CONCERN_ENTRIES = [
  [1, '功效与效果'],
  [2, '护理时长'],
  [3, '护理内容'],
  [4, '价格'],
  [5, '其他'],
] as const;

const ORIGINAL_ENTRIES = [
  [1, '公众号'],
  [2, '书籍杂志'],
  [3, '笔记分享平台'],
  [4, '朋友圈'],
  [5, '电视综艺'],
  [6, '博主推荐'],
  [7, '其他'],
] as const;

const ENTRIES: Record<QuestionnairePage, readonly (readonly [number, string])[]> = {
  condition: CONDITION_ENTRIES,
  // condition2 asks about the same troubles; only those picked on condition are enabled.
  condition2: CONDITION_ENTRIES,
  help: HELP_ENTRIES,
  menses: MENSES_ENTRIES,
  habit: HABIT_ENTRIES,
  situation: SITUATION_ENTRIES,
  body: BODY_ENTRIES,
  nursing: NURSING_ENTRIES,
  ambition: AMBITION_ENTRIES,
  concern: CONCERN_ENTRIES,
  original: ORIGINAL_ENTRIES,
};

/** A fresh, all-unselected option list of a page, in display order (before gender rules). */
export function optionsFor(page: QuestionnairePage): OptionItem[] {
  return buildOptions(ENTRIES[page]);
}

/** The option's Chinese name, or undefined for a key the page does not have. */
export function optionName(page: QuestionnairePage, key: number): string | undefined {
  return ENTRIES[page].find(([entryKey]) => entryKey === key)?.[1];
}

export function isOptionKey(page: QuestionnairePage, key: number): boolean {
  return optionName(page, key) !== undefined;
}

export function isConditionKey(key: number): key is ConditionKey {
  return (CONDITION_KEYS as readonly number[]).includes(key);
}
