import type { DetectDimension, StudyProtocol } from '@skinscope/contracts';

/**
 * Issue 33 #4: what a study may and may not back, claim by claim, under 化妆品功效宣称评价规范
 * (NMPA 2021 No. 50) as the issue sums it up: 美白/祛斑 need a human efficacy test by a
 * registered laboratory; 抗皱, 紧致, 控油, 舒缓 and quantified claims need an efficacy test that
 * may be a consumer-use test (defined consumers, a questionnaire, descriptive or regression
 * statistics); 保湿 may rest on literature or a corneometer test. A salon's study is none of
 * these: it is 非注册备案. So the table never says "may be filed"; it says which results are
 * measured by this study and may be shown as the salon's own observation, and which are not.
 */

/** What this study can say about a claim. */
export type ClaimStanding =
  /** Never from a salon's study: only a registered laboratory's human test. */
  | 'registered_lab_only'
  /** The engine does not measure what the claim is about (or only estimates it). */
  | 'not_measurable'
  /** Measurable, but not an endpoint of this study. */
  | 'not_in_study'
  /** An endpoint here: the salon's own observation, not evidence for filing. */
  | 'observation_only';

export interface ClaimTier {
  claim: string;
  /** What the 规范 asks for this claim. */
  requires: string;
  standing: ClaimStanding;
  /** One sentence for the report: why this standing. */
  note: string;
}

export const CLAIM_STANDING_NAMES: Readonly<Record<ClaimStanding, string>> = {
  registered_lab_only: '不能支持',
  not_measurable: '不能支持',
  not_in_study: '本研究未测',
  observation_only: '仅作门店观察',
};

/** The fixed note every study report carries. */
export const STUDY_REPORT_NOTE = '非注册备案功效评价报告';

interface ClaimRule {
  claim: string;
  requires: string;
  /** The endpoints that measure it; none: the engine cannot. */
  measuredBy: readonly DetectDimension[];
  registeredLabOnly?: boolean;
  notMeasurable?: string;
}

const CONSUMER_TEST = '功效评价试验，可为消费者使用测试（规定的受试人群、问卷、描述性或回归统计）';

const RULES: readonly ClaimRule[] = [
  {
    claim: '美白、祛斑',
    requires: '由具备资质的检验检测机构开展人体功效评价试验',
    measuredBy: ['pigment', 'color'],
    registeredLabOnly: true,
  },
  {
    claim: '抗皱、紧致',
    requires: CONSUMER_TEST,
    measuredBy: [],
    notMeasurable: '本系统的弹性为照片估计值，尚未在真实皮肤上验证，不能作为依据',
  },
  {
    claim: '控油',
    requires: CONSUMER_TEST,
    measuredBy: [],
    notMeasurable: '本系统只判断肤质类型，不测量出油量',
  },
  { claim: '舒缓', requires: CONSUMER_TEST, measuredBy: ['sensitivity'] },
  {
    claim: '保湿',
    requires: '文献资料，或角质层含水量等仪器测试',
    measuredBy: [],
    notMeasurable: '本系统不测量角质层含水量，角质层一项为照片估计值',
  },
  {
    claim: '量化宣称（如“28 天”“X% 用户”）',
    requires: '功效评价试验，数字须出自该试验',
    measuredBy: ['roughness', 'color', 'sensitivity', 'pigment'],
  },
];

function standingOf(rule: ClaimRule, endpoints: ReadonlySet<DetectDimension>): ClaimTier {
  const base = { claim: rule.claim, requires: rule.requires };
  if (rule.registeredLabOnly)
    return {
      ...base,
      standing: 'registered_lab_only',
      note: '门店研究不能作为此类宣称的依据，本报告的色素、肤色结果仅供内部参考',
    };
  if (rule.notMeasurable) return { ...base, standing: 'not_measurable', note: rule.notMeasurable };
  const measured = rule.measuredBy.some((dimension) => endpoints.has(dimension));
  if (!measured) return { ...base, standing: 'not_in_study', note: '本研究的指标不涉及这项宣称' };
  return {
    ...base,
    standing: 'observation_only',
    note: '本研究为门店仪器观察，未经注册备案，不能直接用于备案或对外宣称的依据；引用数字须注明研究设计、人数和时间点',
  };
}

/** The claim-tier table of a study's report, in the 规范's order. */
export function claimTiers(protocol: Pick<StudyProtocol, 'primary' | 'secondary'>): ClaimTier[] {
  const endpoints = new Set<DetectDimension>([protocol.primary, ...protocol.secondary]);
  return RULES.map((rule) => standingOf(rule, endpoints));
}
