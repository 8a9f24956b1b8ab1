/**
 * The "十五式护理" routine of recommend/summary (spec §2): a full salon visit in order, from
 * cleansing through treatment to protection, so the customer sees where each product fits.
 */
export const ROUTINE_TITLE = '十五式护理';

export interface RoutineItem {
  readonly no: number;
  readonly name: string;
  readonly description: string;
}

const ROUTINE_SOURCE = [
  ['温和卸妆', '卸除彩妆与防晒，不拉扯肌肤'],
  ['氨基酸洁面', '洗净污垢，保留皮脂膜'],
  ['肌肤检测', '显微镜观察肤况，确定护理重点'],
  ['热喷软化', '打开毛孔，软化角质'],
  ['温和去角质', '去除老废角质，帮助吸收'],
  ['深层清洁', '清理毛孔中的油脂与黑头'],
  ['爽肤平衡', '补充水分，平衡肌肤酸碱'],
  ['精华导入', '借助仪器让精华渗透更深'],
  ['面部按摩', '促进循环，放松面部肌肉'],
  ['肩颈舒压', '缓解肩颈紧张，改善面部气色'],
  ['敷面膜', '集中补水与修护'],
  ['眼部护理', '眼霜配合按摩，照顾最薄的肌肤'],
  ['乳液锁水', '补充油分，锁住水分'],
  ['面霜滋养', '修护屏障，长效滋润'],
  ['防晒隔离', '阻挡紫外线与外界刺激'],
] as const;

export const ROUTINE_ITEMS: readonly RoutineItem[] = ROUTINE_SOURCE.map(
  ([name, description], index) => ({
    no: index + 1,
    name,
    description,
  }),
);
