/**
 * Why a calibration capture was refused: the one place for the codes and their zh-CN words
 * (reason + what to do), as quality/messages.ts is for skin photos. The engine never returns a
 * calibration fitted from a capture with any of these.
 */
import type { Channel, PhotoRole } from './quality/messages';

export type CardRefusalCode =
  | 'CARD_NOT_FOUND'
  | 'CARD_NOT_UNIFORM'
  | 'CARD_TOO_DARK'
  | 'CARD_TOO_BRIGHT'
  | 'CARD_CLIPPED'
  | 'CARD_NOT_NEUTRAL'
  | 'CARD_SIZE_MISMATCH'
  | 'CHART_TOO_FEW'
  | 'CHART_UNUSABLE';

export interface CardRefusal {
  code: CardRefusalCode;
  /** The capture it is about: a light's card photo, both ('pair'), or the colour chart. */
  photo: PhotoRole | 'pair' | 'chart';
  message: string;
}

const LIGHT: Record<PhotoRole, string> = { normal: '常光', polarised: '偏振光' };
const CHANNEL: Record<Channel, string> = { red: '红色', green: '绿色', blue: '蓝色' };

const WORDS = {
  CARD_NOT_FOUND: {
    reason: '校准照片中未识别到均匀照亮的校准卡',
    hint: '请将显微镜贴紧 18% 灰卡后重拍',
  },
  CARD_NOT_UNIFORM: {
    reason: '校准卡不均匀（有纹理、污渍或图案）',
    hint: '请使用干净平整的 18% 灰卡重拍',
  },
  CARD_TOO_DARK: { reason: '校准卡过暗', hint: '请调亮光源或提高曝光后重拍' },
  CARD_TOO_BRIGHT: {
    reason: '校准卡过亮，浅色皮肤会曝光过度',
    hint: '请降低曝光后重拍（须使用 18% 灰卡）',
  },
  CARD_NOT_NEUTRAL: {
    reason: '校准卡偏色或颜色不均，可能不是中性灰卡',
    hint: '请使用 18% 中性灰卡重拍',
  },
  CARD_SIZE_MISMATCH: {
    reason: '常光与偏振光校准照片尺寸不一致',
    hint: '请用同一台显微镜重拍',
  },
  CHART_TOO_FEW: {
    reason: '色卡可用色块不足 4 块（过曝的色块不计）',
    hint: '请拍摄全部色块，必要时降低曝光',
  },
  CHART_UNUSABLE: {
    reason: '色卡拟合误差过大（色块顺序或参考值可能有误，或色块过曝）',
    hint: '请核对色块顺序后重拍',
  },
} as const;

type PlainCode = Exclude<CardRefusalCode, 'CARD_CLIPPED'>;

function prefix(photo: CardRefusal['photo']): string {
  return photo === 'normal' || photo === 'polarised' ? LIGHT[photo] : '';
}

export function cardRefusal(code: PlainCode, photo: CardRefusal['photo']): CardRefusal {
  const { reason, hint } = WORDS[code];
  return { code, photo, message: `${prefix(photo)}${reason}，${hint}` };
}

/** 校准卡曝光过度 naming the saturated channel(s), e.g. 偏振光校准卡曝光过度（红色通道饱和）. */
export function clippedCardRefusal(channels: Channel[], photo: PhotoRole): CardRefusal {
  const names = channels.map((c) => CHANNEL[c]).join('、');
  return {
    code: 'CARD_CLIPPED',
    photo,
    message: `${LIGHT[photo]}校准卡曝光过度（${names}通道饱和），请降低亮度或曝光后重拍`,
  };
}
