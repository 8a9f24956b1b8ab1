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

/**
 * Issue 32 #1: a consent line of its own for test-retest pairs. A pair names a customer only
 * with her agreement to this text; otherwise its photos are kept without her, under the company.
 */
export const RETEST_CONSENT_TEXTS = {
  'retest-v1-2026-12':
    '我同意门店将本次为测量显微镜重复性而拍摄的皮肤照片及其分析结果与我的档案关联保存，仅用于评估该设备的测量稳定性；我可以随时要求删除。',
} as const;

export type RetestConsentVersion = keyof typeof RETEST_CONSENT_TEXTS;
export const CURRENT_RETEST_CONSENT_VERSION: RetestConsentVersion = 'retest-v1-2026-12';

export function isRetestConsentVersion(value: string): value is RetestConsentVersion {
  return Object.hasOwn(RETEST_CONSENT_TEXTS, value);
}

/**
 * Issue 33 #2: research is a purpose of its own (PIPL Art. 14): a study enrols a customer only
 * with her agreement to this text, recorded with its version, its hash and the time; she may
 * withdraw at any time, and from then on her data leave every analysis.
 */
export const RESEARCH_CONSENT_TEXTS = {
  'research-v1-2026-12': [
    '我自愿参加本门店组织的护肤功效验证研究。研究期间我将按约定时间到店，由工作人员用显微镜拍摄约定部位的皮肤照片并进行分析。',
    '我的照片和分析结果将以编号代替姓名进行统计，研究报告中不会出现我的姓名和手机号；只有在我另行同意时，报告才会使用我的照片。',
    '我可以随时退出研究，退出不影响我在门店的任何服务；退出后，我的数据不再进入之后的任何分析。',
  ].join('\n'),
} as const;

export type ResearchConsentVersion = keyof typeof RESEARCH_CONSENT_TEXTS;
export const CURRENT_RESEARCH_CONSENT_VERSION: ResearchConsentVersion = 'research-v1-2026-12';

export function isResearchConsentVersion(value: string): value is ResearchConsentVersion {
  return Object.hasOwn(RESEARCH_CONSENT_TEXTS, value);
}
