/**
 * The consent text of the "about" screen (DECISIONS "Privacy"). The server records which version
 * a customer agreed to, with the SHA-256 of its exact text; a new wording gets a new version.
 */
export const CONSENT_TEXTS = {
  'v1-2026-11': [
    '为了给您提供皮肤检测与护理建议，门店将使用显微镜拍摄您面部局部皮肤的照片，并对照片进行图像识别分析。',
    '我们收集的信息包括：姓名、手机号、性别、年龄、问卷回答、皮肤照片及分析结果。这些信息仅用于本次及后续的皮肤检测、护理建议与效果对比，以及在去除身份信息后的内部研究。',
    '您的照片与分析结果属于敏感个人信息，仅本门店获授权的员工可以查看，不会出售或提供给第三方。信息保存至您要求删除或账户注销为止；您可以随时联系门店查阅、导出或删除您的信息。',
    '勾选"我已阅读并同意"即表示您同意上述用途。',
  ].join('\n'),
} as const;

export type ConsentVersion = keyof typeof CONSENT_TEXTS;
export const CURRENT_CONSENT_VERSION: ConsentVersion = 'v1-2026-11';

export function isConsentVersion(value: string): value is ConsentVersion {
  return Object.hasOwn(CONSENT_TEXTS, value);
}
