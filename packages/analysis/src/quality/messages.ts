/**
 * Retake reasons. Codes are stable for programs (the web app may map them through its locale
 * file); messages are the zh-CN text shown to salon staff, each ending in what to do.
 */
export type QualityCode =
  | 'TOO_SMALL'
  | 'NOT_SKIN'
  | 'TOO_DARK'
  | 'TOO_BRIGHT'
  | 'GLARE'
  | 'BLURRY'
  | 'SIZE_MISMATCH'
  | 'MISREGISTERED'
  | 'IDENTICAL_PHOTOS'
  | 'SWAPPED_LIGHTS';

export type PhotoRole = 'normal' | 'polarised';

export interface QualityReason {
  code: QualityCode;
  /** Which photo the reason is about; 'pair' for N/P checks. */
  photo: PhotoRole | 'pair';
  message: string;
}

const PHOTO_LABEL: Record<PhotoRole, string> = { normal: '常光', polarised: '偏振光' };

const PHOTO_MESSAGES = {
  TOO_SMALL: '照片分辨率过低，请使用显微镜重拍',
  NOT_SKIN: '照片未识别到皮肤，请将显微镜贴紧皮肤后重拍',
  TOO_DARK: '照片过暗，请调亮光线后重拍',
  TOO_BRIGHT: '照片过亮，请调暗光线后重拍',
  GLARE: '照片反光过强，请调整角度或偏振片后重拍',
  BLURRY: '照片模糊，请对焦后重拍',
} as const;

const PAIR_MESSAGES = {
  SIZE_MISMATCH: '常光与偏振光照片尺寸不一致，请用同一台显微镜重拍',
  MISREGISTERED: '常光与偏振光照片不是同一位置，请保持显微镜不动后重拍',
  IDENTICAL_PHOTOS: '两张照片相同，请分别在常光和偏振光下拍摄同一位置',
  SWAPPED_LIGHTS: '常光与偏振光照片可能放反了，请检查后重拍',
} as const;

export function photoReason(code: keyof typeof PHOTO_MESSAGES, photo: PhotoRole): QualityReason {
  return { code, photo, message: `${PHOTO_LABEL[photo]}${PHOTO_MESSAGES[code]}` };
}

export function pairReason(code: keyof typeof PAIR_MESSAGES): QualityReason {
  return { code, photo: 'pair', message: PAIR_MESSAGES[code] };
}
