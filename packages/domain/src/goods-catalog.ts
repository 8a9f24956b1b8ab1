import { CONDITION_KEYS } from './questionnaire-options';
import type { ConditionKey } from './questionnaire-options';

export interface GoodsItem {
  /** Stable id stored in the record's `recommend.goods`. */
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** Image file name (our own artwork, DECISIONS "Pictures"). */
  readonly image: string;
}

type GoodsSource = readonly (readonly [name: string, description: string])[];

/**
 * Five home-care products per main concern (spec §9), named by type and key ingredient only —
 * no brands. Each list covers cleansing, treatment and protection for that concern.
 */
const GOODS_SOURCE: Readonly<Record<ConditionKey, GoodsSource>> = {
  1: [
    ['玻尿酸保湿精华液', '多种分子量玻尿酸，层层补水'],
    ['神经酰胺修护面霜', '补充细胞间脂质，锁住水分'],
    ['氨基酸温和洁面乳', '洗后不紧绷，保留皮脂膜'],
    ['补水舒缓喷雾', '随时补水，空调房里也不干'],
    ['睡眠保湿面膜', '夜间持续滋润，晨起水润'],
  ],
  2: [
    ['控油平衡爽肤水', '调节水油，收敛油光'],
    ['水杨酸清透洁面乳', '疏通毛孔，洗去多余油脂'],
    ['清爽控油凝露', '质地轻薄不黏腻，持久控油'],
    ['高岭土清洁泥膜', '吸附油脂，每周一到两次'],
    ['清爽保湿乳液', '油性肌肤同样需要补水'],
  ],
  3: [
    ['毛孔细致精华', '收敛毛孔，肤质更细腻'],
    ['果酸焕肤棉片', '温和去除老废角质'],
    ['黑头导出液', '软化黑头，轻松导出'],
    ['竹炭深层清洁面膜', '清洁毛孔深处的污垢'],
    ['控油妆前乳', '妆前控油，柔焦毛孔'],
  ],
  4: [
    ['维C亮肤精华', '抗氧化，改善暗沉'],
    ['烟酰胺匀净乳液', '均匀肤色，减轻暗黄'],
    ['温和去角质啫喱', '去除暗沉角质，透出光泽'],
    ['亮肤保湿面膜', '补水提亮，肤色更通透'],
    ['轻薄防晒乳', '阻挡紫外线造成的肤色不均'],
  ],
  5: [
    ['传明酸淡斑精华', '淡化色斑，抑制黑色素生成'],
    ['熊果苷美白面霜', '持续美白，肤色更均匀'],
    ['高倍防晒霜', '防止色斑加深，四季必备'],
    ['美白淡斑面膜', '集中护理，提亮斑点区域'],
    ['维C安瓶精华', '高浓度抗氧化，配合淡斑护理'],
  ],
  6: [
    ['胜肽抗皱精华', '淡化细纹，改善肌肤纹理'],
    ['视黄醇夜间精华', '促进肌肤更新，仅夜间使用'],
    ['胶原滋养面霜', '滋润饱满，减少干纹'],
    ['紧致抗皱面膜', '集中滋养，抚平细纹'],
    ['保湿精华油', '补充油脂，锁住水分'],
  ],
  7: [
    ['紧致提拉精华', '提升轮廓，改善松弛'],
    ['胶原蛋白紧致面霜', '增强弹性，肌肤更紧实'],
    ['提拉紧致面膜', '紧致肌肤，轮廓更清晰'],
    ['面部按摩精油', '配合提拉手法，顺滑不拉扯'],
    ['微电流提拉仪', '居家提拉，配合精华使用'],
  ],
  8: [
    ['水杨酸祛痘精华', '疏通毛孔，减少粉刺'],
    ['茶树舒缓凝胶', '镇静痘痘，减轻红肿'],
    ['温和控油洁面乳', '清洁不刺激，避免过度去油'],
    ['无油保湿凝露', '补水不堵塞毛孔'],
    ['隐形痘痘贴', '局部护理，防止抠抓留印'],
  ],
  9: [
    ['舒敏修护精华', '减轻泛红刺痛，稳定肌肤'],
    ['积雪草舒缓面霜', '修护屏障，舒缓不适'],
    ['无香精温和洁面乳', '低刺激配方，敏感肌可用'],
    ['物理防晒乳', '温和低刺激的日常防护'],
    ['修护冻干粉', '急救修护，减轻敏感'],
  ],
  10: [
    ['抗皱紧致眼霜', '淡化眼纹，紧致眼周'],
    ['咖啡因眼部精华', '减轻浮肿与黑眼圈'],
    ['补水眼膜', '滋润眼周，缓解干纹'],
    ['温和眼唇卸妆液', '卸净眼妆，不拉扯眼周'],
    ['冷感眼部按摩棒', '按摩消肿，促进循环'],
  ],
};

/** The five goods of recommend/goods for the customer's main concern; key = image file name. */
export function goodsFor(mainConcern: ConditionKey): GoodsItem[] {
  return GOODS_SOURCE[mainConcern].map(([name, description], index) => {
    const key = `goods-${mainConcern}-${index + 1}`;
    return { key, name, description, image: key };
  });
}

/** Every goods item, main concern 1 to 10. */
export function allGoods(): GoodsItem[] {
  return CONDITION_KEYS.flatMap(goodsFor);
}

/** A goods item by stored key (a PHOTO_ONLY visit reads them back from the latest record). */
export function goodsItem(key: string): GoodsItem | undefined {
  return allGoods().find((item) => item.key === key);
}
