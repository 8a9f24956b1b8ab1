import type { ConditionKey } from './questionnaire-options';

/** Care tiers; every care item's name starts with its tier (spec §3). */
export const CARE_TIERS = { basic: '基础', upgrade: '升级', luxury: '奢华' } as const;
export type CareTier = keyof typeof CARE_TIERS;

export interface DemoStep {
  readonly name: string;
  /** Image file name of this demo frame (our own artwork, DECISIONS "Pictures"). */
  readonly image: string;
}

export interface CareItem {
  /** Also the care image's file name, and the `key` of recommend/special. */
  readonly key: string;
  readonly tier: CareTier;
  readonly name: string;
  /** Demo frames in the order the special page joins them with arrows. */
  readonly demos: readonly DemoStep[];
}

const CARE_SOURCE = [
  ['basic-cleanse', 'basic', '深层清洁', ['卸妆', '洁面', '温和去角质', '清洁泥膜', '爽肤平衡']],
  [
    'basic-hydrate',
    'basic',
    '补水保湿',
    ['洁面', '补水喷雾', '保湿精华导入', '补水面膜', '乳液锁水'],
  ],
  ['basic-soothe', 'basic', '舒缓镇静', ['温和洁面', '冷喷镇静', '舒缓精华', '镇静面膜', '修护霜']],
  ['basic-oil-balance', 'basic', '控油平衡', ['洁面', '控油爽肤', '控油凝露', '清爽乳液']],
  [
    'basic-brighten',
    'basic',
    '亮肤焕采',
    ['洁面', '温和去角质', '维C精华导入', '亮肤面膜', '防晒隔离'],
  ],
  ['basic-lymph', 'basic', '淋巴舒压', ['洁面', '按摩油', '面部淋巴引流', '肩颈舒压', '保湿收尾']],
  [
    'upgrade-acne',
    'upgrade',
    '净痘调理',
    ['温和洁面', '小气泡清洁', '粉刺清理', '消炎精华', '镇静面膜'],
  ],
  [
    'upgrade-pore',
    'upgrade',
    '毛孔细致',
    ['卸妆', '小气泡清洁', '黑头导出', '收敛精华', '冷敷收毛孔'],
  ],
  [
    'upgrade-barrier',
    'upgrade',
    '屏障修护',
    ['温和洁面', '神经酰胺精华', '修护冻干粉', '修护面膜', '修护霜'],
  ],
  ['upgrade-spot', 'upgrade', '淡斑匀肤', ['洁面', '去角质', '烟酰胺精华导入', '淡斑面膜', '防晒']],
  [
    'upgrade-firming',
    'upgrade',
    '紧致提拉',
    ['洁面', '胜肽精华', '射频紧致', '提拉按摩', '紧致面霜'],
  ],
  ['upgrade-eye', 'upgrade', '眼周紧致', ['眼部卸妆', '眼部精华', '眼周按摩', '眼膜', '眼霜']],
  [
    'luxury-hydra',
    'luxury',
    '深层水光',
    ['洁面', '玻尿酸导入', '水光仪护理', '保湿面膜', '锁水面霜'],
  ],
  [
    'luxury-anti-aging',
    'luxury',
    '抗衰焕颜',
    ['洁面', '去角质', '胜肽精华导入', '射频提拉', '胶原面膜', '抗皱面霜'],
  ],
  [
    'luxury-radiance',
    'luxury',
    '臻白焕亮',
    ['洁面', '去角质', '维C安瓶导入', '光透美白护理', '美白面膜', '防晒'],
  ],
  [
    'luxury-repair',
    'luxury',
    '敏感修护',
    ['温和洁面', '舒敏喷雾', '修护冻干粉', '冷导舒缓', '修护面膜', '屏障修护霜'],
  ],
] as const satisfies readonly (readonly [string, CareTier, string, readonly string[]])[];

export type CareKey = (typeof CARE_SOURCE)[number][0];

/** The 16 care items of recommend/all, in grid order. */
export const CARE_ITEMS: readonly (CareItem & { readonly key: CareKey })[] = CARE_SOURCE.map(
  ([key, tier, name, demos]) => ({
    key,
    tier,
    name: `${CARE_TIERS[tier]}·${name}`,
    demos: demos.map((demo, index) => ({ name: demo, image: `${key}-${index + 1}` })),
  }),
);

export function isCareKey(value: string): value is CareKey {
  return CARE_ITEMS.some((item) => item.key === value);
}

/** The care item for recommend/special; undefined sends the page back to recommend/all. */
export function careItem(key: string | null | undefined): CareItem | undefined {
  return CARE_ITEMS.find((item) => item.key === key);
}

/**
 * Each condition's three care options, best fit first (DECISIONS "Consultation content"). The
 * order matters: the recommendation takes first options before second ones.
 */
export const CONDITION_CARE_OPTIONS: Readonly<
  Record<ConditionKey, readonly [CareKey, CareKey, CareKey]>
> = {
  // Dry: water first, then deep infusion, then the lipid barrier that keeps it.
  1: ['basic-hydrate', 'luxury-hydra', 'upgrade-barrier'],
  // Oily: balance sebum, keep pores clear, refine what is already enlarged.
  2: ['basic-oil-balance', 'basic-cleanse', 'upgrade-pore'],
  // Pores: targeted refinement, then the cleansing and oil balance that keep them small.
  3: ['upgrade-pore', 'basic-cleanse', 'basic-oil-balance'],
  // Uneven tone: restore radiance, then even out melanin.
  4: ['basic-brighten', 'luxury-radiance', 'upgrade-spot'],
  // Spots: fade the pigment, then brighten around it.
  5: ['upgrade-spot', 'luxury-radiance', 'basic-brighten'],
  // Fine lines: anti-ageing actives, plumping hydration, firming.
  6: ['luxury-anti-aging', 'luxury-hydra', 'upgrade-firming'],
  // Sagging: lifting first, then collagen-building care and drainage massage.
  7: ['upgrade-firming', 'luxury-anti-aging', 'basic-lymph'],
  // Acne: treat the lesions, calm the inflammation, then keep sebum in check.
  8: ['upgrade-acne', 'basic-soothe', 'basic-oil-balance'],
  // Sensitivity: calm first, rebuild the barrier, then intensive repair; nothing abrasive.
  9: ['basic-soothe', 'upgrade-barrier', 'luxury-repair'],
  // Eye area: dedicated eye care, drainage for puffiness, anti-ageing for lines.
  10: ['upgrade-eye', 'basic-lymph', 'luxury-anti-aging'],
};

/** The 18 product options of the case form's "care items" list (spec §3); generic, no brands. */
export const PRODUCT_OPTION_NAMES = [
  '氨基酸洁面乳',
  '温和卸妆油',
  '舒缓爽肤水',
  '保湿乳液',
  '修护面霜',
  '玻尿酸精华',
  '烟酰胺精华',
  '胜肽抗皱精华',
  '眼部精华霜',
  '清爽防晒乳',
  '妆前隔离乳',
  '补水面膜',
  '清洁泥膜',
  '修护冻干粉',
  '维C安瓶',
  '控油凝露',
  '舒敏喷雾',
  '按摩精油',
] as const;

/** The 9 care effects of the case form's "efficacy points" list (spec §3). */
export const CARE_EFFECT_NAMES = [
  '抗炎',
  '修护',
  '控油',
  '补水',
  '美白',
  '祛痘',
  '紧致',
  '抗皱',
  '其他',
] as const;

type ProductName = (typeof PRODUCT_OPTION_NAMES)[number];
type CareEffect = (typeof CARE_EFFECT_NAMES)[number];

/**
 * What each care item uses and does, in the case form's two vocabularies (spec §3 scan record
 * `products`, `cares`; issue 17 #6): a visit's records are searched by the products its
 * recommended care used and the effects it aims at, with the same checkboxes as the cases.
 */
export const CARE_ITEM_USES: Readonly<
  Record<CareKey, { products: readonly ProductName[]; effects: readonly CareEffect[] }>
> = {
  'basic-cleanse': { products: ['温和卸妆油', '氨基酸洁面乳', '清洁泥膜'], effects: ['控油'] },
  'basic-hydrate': { products: ['玻尿酸精华', '补水面膜', '保湿乳液'], effects: ['补水'] },
  'basic-soothe': { products: ['舒缓爽肤水', '舒敏喷雾', '修护面霜'], effects: ['抗炎', '修护'] },
  'basic-oil-balance': { products: ['控油凝露', '舒缓爽肤水', '保湿乳液'], effects: ['控油'] },
  'basic-brighten': { products: ['维C安瓶', '清爽防晒乳'], effects: ['美白'] },
  'basic-lymph': { products: ['按摩精油', '保湿乳液'], effects: ['紧致', '其他'] },
  'upgrade-acne': { products: ['氨基酸洁面乳', '舒敏喷雾'], effects: ['祛痘', '抗炎'] },
  'upgrade-pore': { products: ['温和卸妆油', '清洁泥膜', '控油凝露'], effects: ['控油'] },
  'upgrade-barrier': { products: ['修护冻干粉', '修护面霜'], effects: ['修护'] },
  'upgrade-spot': { products: ['烟酰胺精华', '清爽防晒乳'], effects: ['美白'] },
  'upgrade-firming': { products: ['胜肽抗皱精华', '修护面霜'], effects: ['紧致'] },
  'upgrade-eye': { products: ['眼部精华霜'], effects: ['抗皱', '紧致'] },
  'luxury-hydra': { products: ['玻尿酸精华', '补水面膜', '修护面霜'], effects: ['补水'] },
  'luxury-anti-aging': { products: ['胜肽抗皱精华', '修护面霜'], effects: ['抗皱', '紧致'] },
  'luxury-radiance': { products: ['维C安瓶', '烟酰胺精华', '清爽防晒乳'], effects: ['美白'] },
  'luxury-repair': { products: ['舒敏喷雾', '修护冻干粉', '修护面霜'], effects: ['修护', '抗炎'] },
};

/** The products and effects of a visit's recommended care items, each once, catalogue order. */
export function careUsesOf(careKeys: readonly string[]): { products: string[]; cares: string[] } {
  const items = careKeys.filter(isCareKey).map((key) => CARE_ITEM_USES[key]);
  return {
    products: PRODUCT_OPTION_NAMES.filter((name) => items.some((i) => i.products.includes(name))),
    cares: CARE_EFFECT_NAMES.filter((name) => items.some((i) => i.effects.includes(name))),
  };
}

/** The care items that use a product (`products`) or aim at an effect (`effects`). */
export function careKeysUsing(list: 'products' | 'effects', name: string): CareKey[] {
  return CARE_ITEMS.map((item) => item.key).filter((key) =>
    (CARE_ITEM_USES[key][list] as readonly string[]).includes(name),
  );
}
