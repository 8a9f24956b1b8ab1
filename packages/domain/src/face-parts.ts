/** The 14 face parts of spec §3; keys are the pinyin initials the photos are stored under. */
export const FACE_PARTS = [
  { key: 'zqg', name: '左颧骨' },
  { key: 'yqg', name: '右颧骨' },
  { key: 'zlj', name: '左脸颊' },
  { key: 'ylj', name: '右脸颊' },
  { key: 'zby', name: '左鼻翼' },
  { key: 'yby', name: '右鼻翼' },
  { key: 'zyw', name: '左眼尾' },
  { key: 'yyw', name: '右眼尾' },
  { key: 'zyj', name: '左咬肌' },
  { key: 'yyj', name: '右咬肌' },
  { key: 'zet', name: '左额头' },
  { key: 'yet', name: '右额头' },
  { key: 'xb', name: '下巴' },
  { key: 'mx', name: '眉心' },
] as const;
export type FacePartKey = (typeof FACE_PARTS)[number]['key'];

/** picture/step/three always photographs the right cheekbone (spec §2). */
export const LOCATING_PART_KEY: FacePartKey = 'yqg';

export function isFacePartKey(value: string): value is FacePartKey {
  return FACE_PARTS.some((part) => part.key === value);
}

export function facePartName(key: string): string | undefined {
  return FACE_PARTS.find((part) => part.key === key)?.name;
}
