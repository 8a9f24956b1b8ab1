/**
 * Retake reasons: the one place for their codes and zh-CN words (issue 18 #1). Codes are stable
 * for programs; each reason is what is wrong in a few words (the list: 未识别到皮肤,
 * 两张照片相同, 常光/偏振光可能装反, 曝光过度（红色通道…）, 反光过强, 对焦不清, 位置不一致)
 * and a hint that says what to do. `message` is the two joined, the text staff see (the server
 * passes it through in its 422 PHOTO_QUALITY answer, the web shows it as it is).
 */
export type QualityCode =
  | 'TOO_SMALL'
  | 'NOT_SKIN'
  | 'TOO_DARK'
  | 'TOO_BRIGHT'
  | 'OVEREXPOSED'
  | 'GLARE'
  | 'BLURRY'
  | 'SIZE_MISMATCH'
  | 'MISREGISTERED'
  | 'IDENTICAL_PHOTOS'
  | 'SWAPPED_LIGHTS'
  | 'CHANNEL_CLIPPED';

export type PhotoRole = 'normal' | 'polarised';

export interface QualityReason {
  code: QualityCode;
  /** Which photo the reason is about; 'pair' for N/P checks. */
  photo: PhotoRole | 'pair';
  message: string;
}

const PHOTO_LABEL: Record<PhotoRole, string> = { normal: '常光', polarised: '偏振光' };

/** A colour channel of the photo, for 曝光过度（红色通道饱和）. */
export type Channel = 'red' | 'green' | 'blue';
const CHANNEL_NAME: Record<Channel, string> = { red: '红色', green: '绿色', blue: '蓝色' };

interface Words {
  reason: string;
  hint: string;
}

const PHOTO_WORDS = {
  TOO_SMALL: { reason: '照片分辨率过低', hint: '请使用显微镜重拍' },
  NOT_SKIN: { reason: '照片未识别到皮肤', hint: '请将显微镜贴紧皮肤后重拍' },
  TOO_DARK: { reason: '照片过暗', hint: '请调亮光线后重拍' },
  TOO_BRIGHT: { reason: '照片过亮', hint: '请调暗光线后重拍' },
  // The reason names the channel(s): see overexposedReason.
  OVEREXPOSED: { reason: '照片曝光过度', hint: '请调低显微镜亮度或曝光后重拍' },
  // True specular clipping only: every channel white (see photo-quality.ts).
  GLARE: { reason: '照片反光过强', hint: '请调整角度或偏振片后重拍' },
  BLURRY: { reason: '照片对焦不清', hint: '请调节焦距至皮肤纹理清晰后重拍' },
} as const satisfies Record<string, Words>;

const PAIR_WORDS = {
  SIZE_MISMATCH: { reason: '常光与偏振光照片尺寸不一致', hint: '请用同一台显微镜重拍' },
  MISREGISTERED: {
    reason: '常光与偏振光照片位置不一致',
    hint: '请保持显微镜不动，在同一位置拍摄两张照片',
  },
  IDENTICAL_PHOTOS: {
    reason: '两张照片相同',
    hint: '请分别在常光和偏振光下拍摄同一位置',
  },
  SWAPPED_LIGHTS: {
    reason: '常光/偏振光照片可能装反',
    hint: '偏振光照片的反光多于常光照片，请检查两张照片的顺序或偏振片后重拍',
  },
} as const satisfies Record<string, Words>;

function joined({ reason, hint }: Words): string {
  return `${reason}，${hint}`;
}

type PhotoCode = Exclude<keyof typeof PHOTO_WORDS, 'OVEREXPOSED'>;

export function photoReason(code: PhotoCode, photo: PhotoRole): QualityReason {
  return { code, photo, message: `${PHOTO_LABEL[photo]}${joined(PHOTO_WORDS[code])}` };
}

/** 曝光过度 naming the saturated channel(s), e.g. 常光照片曝光过度（红色通道饱和）. */
export function overexposedReason(channels: Channel[], photo: PhotoRole): QualityReason {
  const words = PHOTO_WORDS.OVEREXPOSED;
  const which = channels.map((channel) => CHANNEL_NAME[channel]).join('、');
  const reason = `${words.reason}（${which}通道饱和）`;
  return {
    code: 'OVEREXPOSED',
    photo,
    message: `${PHOTO_LABEL[photo]}${joined({ reason, hint: words.hint })}`,
  };
}

/**
 * 无法评估 for one dimension (issue 31): the polarised photo's channel clipped without white
 * clipping spoils colour and redness, not texture, lines or oil, so those two are not assessed
 * and the rest is scored. Each dimension's reason names it, e.g.
 * 偏振光照片红色通道饱和，肤色无法评估，请调低显微镜亮度或曝光后重拍.
 */
export function channelClippedReason(channels: Channel[], dimensionName: string): QualityReason {
  const which = channels.map((channel) => CHANNEL_NAME[channel]).join('、');
  const reason = `${which}通道饱和，${dimensionName}无法评估`;
  return {
    code: 'CHANNEL_CLIPPED',
    photo: 'polarised',
    message: `${PHOTO_LABEL.polarised}照片${joined({ reason, hint: PHOTO_WORDS.OVEREXPOSED.hint })}`,
  };
}

export function pairReason(code: keyof typeof PAIR_WORDS): QualityReason {
  return { code, photo: 'pair', message: joined(PAIR_WORDS[code]) };
}
