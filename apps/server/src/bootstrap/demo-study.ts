import {
  CURRENT_RESEARCH_CONSENT_VERSION,
  StudyProtocolSchema,
  type StudyAnalysisView,
  type StudyDetail,
} from '@skinscope/contracts';
import type { Recapture } from '@skinscope/analysis/node';
import type { FacePartKey, QuestionnaireAnswersInput } from '@skinscope/domain';
import type { Actor } from '../policy';
import { createRepositories, createTransact } from '../repositories';
import { createCustomerAccess } from '../modules/customers/customer-access';
import { createStudiesService } from '../modules/studies/studies.service';
import { studyAnalysisOf } from '../modules/studies/study-measurements';
import { insertDemoCustomer } from './demo-data';
import { seedDemoVisits, type DemoPhotoDeps, type DemoVisitPlan } from './demo-photos';

/**
 * The demo's finished efficacy study (issue 33 #6): 30 participants, day 0 / 14 / 28, one part.
 * Its skin is real and its effect is not: each participant is one real corpus photograph, and
 * her later visits are the same photo with a share of its spots' melanin thinned by physics
 * (care-change.ts), photographed again with that day's LED, placement and sensor noise — as the
 * showcase customer's course of care (DECISIONS §97). The protocol's notes say so, the report
 * carries it, and the primary endpoint (色素沉着) improves beyond its band while the secondary
 * (敏感肌: redness the simulated care never touches) does not.
 */
/** 右颧骨: where spots show most, the showcase's first part too. */
const STUDY_PART: FacePartKey = 'yqg';

const DEMO_STUDY_PROTOCOL = StudyProtocolSchema.parse({
  name: '烟酰胺精华 28 天色斑观察（演示）',
  sponsor: '演示品牌（虚构）',
  subject: { kind: 'product', productName: '烟酰胺精华' },
  design: 'single_arm',
  parts: [STUDY_PART],
  primary: 'pigment',
  secondary: ['sensitivity'],
  schedule: [0, 14, 28],
  windowDays: 3,
  targetSize: 30,
  inclusion:
    '演示数据：照片取自公开授权的真实皮肤照片，之后各次的色斑变淡是模拟效果，不是真实产品功效。纳入：18–55 岁，右颧骨有色斑困扰，近 4 周未做光电项目。',
});

/**
 * Whose skin: the real-skin corpus photos (packages/analysis/fixtures/real-skin, credited in its
 * ATTRIBUTION.md) labelled usable with spots and no large patch, whose 640 × 480 centre the
 * engine 3.1.0 accepted with 色素沉着 ≤ 95 (room to improve) — the first 30 in the corpus's
 * order, without the showcase customer's photos (2026-11-29, a one-off run; a photo the engine
 * later refuses is counted by the report as 照片未通过检查, not dropped).
 */
const STUDY_PHOTOS = [
  'rs-0004.jpg', 'rs-0013.jpg', 'rs-0029.jpg', 'rs-0068.jpg', 'rs-0073.jpg', 'rs-0075.jpg',
  'rs-0077.jpg', 'rs-0080.jpg', 'rs-0086.jpg', 'rs-0098.jpg', 'rs-0099.jpg', 'rs-0109.jpg',
  'rs-0117.jpg', 'rs-0127.jpg', 'rs-0128.jpg', 'rs-0129.jpg', 'rs-0134.jpg', 'rs-0135.jpg',
  'rs-0142.jpg', 'rs-0151.jpg', 'rs-0153.jpg', 'rs-0166.jpg', 'rs-0173.jpg', 'rs-0186.jpg',
  'rs-0193.jpg', 'rs-0196.jpg', 'rs-0197.jpg', 'rs-0203.jpg', 'rs-0206.jpg', 'rs-0209.jpg',
]; // prettier-ignore

/** A VGA microscope's frame: the photos' centre at their own scale, 0.4 of the cost to seed. */
const FRAME = { width: 640, height: 480 } as const;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = [
  '雅琴', '晓燕', '婷婷', '静怡', '佳慧', '欣然', '梦瑶', '诗涵', '雨桐', '可欣',
  '丽娜', '慧敏', '淑芬', '秀英', '玉兰', '春燕', '海燕', '晓丽', '美华', '雪梅',
  '红梅', '翠萍', '艳芳', '丹丹', '倩倩', '文静', '若溪', '梓萱', '思彤', '嘉怡',
]; // prettier-ignore

/** Her answers at every study visit: spots her main concern, a settled routine. */
const ANSWERS: QuestionnaireAnswersInput = {
  condition: [5],
  mainConcern: 5,
  menses: 2,
  habit: [1, 2, 4, 5, 6],
  situation: [6],
  body: [3],
};

const DAY_MS = 86_400_000;
/** Day 0 of the first participant; enrolment runs over ten days, the last visit 36 days ago. */
const FIRST_DAY_ZERO_DAYS_AGO = 74;

/**
 * The simulated course: the share of her spots' melanin gone by day 28 (half of it by day 14).
 * Every fourth participant barely responds, as in any real study; the others 35–80 %.
 */
const responseOf = (index: number) => (index % 4 === 3 ? 0.05 : 0.35 + ((index * 7) % 10) * 0.05);

/** Which day (after day 0) each scheduled visit fell on: within ±2 days, deterministic. */
const visitDay = (index: number, day: number) =>
  day === 0 ? 0 : day + ((index * 5 + day) % 5) - 2;

/**
 * What the report counts as left out, as in a real study: P09 came for day 28 on day 34 (beyond
 * the ±3-day window), P21 withdrew after day 14 (her data leave every analysis).
 */
const LATE_FOR_DAY_28 = 8;
const WITHDRAWN_AFTER_DAY_14 = 20;

function captureOf(index: number, day: number): Recapture {
  const k = index * 3 + day;
  return {
    gain: 1 + (((k * 7) % 5) - 2) * 0.004,
    noise: 1.2 + ((k * 3) % 7) * 0.1,
    shift: { dx: ((k * 5) % 5) - 2, dy: ((k * 3) % 5) - 2 },
    jpegQuality: 87 + ((k * 11) % 7),
  };
}

export interface DemoStudyStaff {
  /** Runs the study: defines it, enrols, records visits (the company's manager). */
  manager: Actor;
  /** The manager as records name who recorded them. */
  recorder: { id: number; name: string };
  storeId: number;
  /** The demo microscope: its calibration measures every study visit. */
  deviceLabel: string;
}

const CONTEXT = { ip: '127.0.0.1' };

/**
 * Seeds the demo study through the studies service (protocol check, research consent, codes,
 * locking, audit) with a clock set to each step's day; its visits are seeded as real analysed
 * visits measured by the demo microscope. Returns the study as its detail reads now.
 */
export async function seedDemoStudy(
  deps: DemoPhotoDeps,
  staff: DemoStudyStaff,
): Promise<StudyDetail> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const repos = createRepositories(deps.db);
  let clock = now;
  const service = createStudiesService({
    access: createCustomerAccess(repos.customers),
    studies: repos.studies,
    records: repos.records,
    detections: repos.detections,
    jobs: repos.analysisJobs,
    retestPairs: repos.retestPairs,
    calibrations: repos.calibrations,
    audit: repos.audit,
    transact: createTransact(deps.db),
    now: () => new Date(clock),
  });
  const at = (daysAgo: number) => now - daysAgo * DAY_MS;
  const { manager, recorder, storeId } = staff;

  clock = at(FIRST_DAY_ZERO_DAYS_AGO + 5);
  const study = await service.create(manager, DEMO_STUDY_PROTOCOL, CONTEXT);

  const plans: Array<DemoVisitPlan & { enrolmentId: number; timepoint: number }> = [];
  let withdrawal: { at: number; enrolmentId: number } | undefined;
  const lastDay = DEMO_STUDY_PROTOCOL.schedule.at(-1)!;
  for (const [index, photo] of STUDY_PHOTOS.entries()) {
    const dayZero = at(FIRST_DAY_ZERO_DAYS_AGO - Math.floor(index / 3)) + (index % 3) * 3_600_000;
    const customer = await insertDemoCustomer(repos, manager.id, {
      fullName: `${SURNAMES[index]}${GIVEN[index]}`,
      mobile: `1361112${String(index + 1).padStart(4, '0')}`,
      gender: 'female',
      age: 22 + ((index * 11) % 33),
      nickname: null,
      storeId,
    });
    clock = dayZero;
    const { enrolmentId } = await service.enrol(
      manager,
      study.id,
      { customerId: customer.id, consentVersion: CURRENT_RESEARCH_CONSENT_VERSION, arm: 'treated' },
      CONTEXT,
    );
    if (index === WITHDRAWN_AFTER_DAY_14) withdrawal = { at: dayZero + 20 * DAY_MS, enrolmentId };
    for (const day of DEMO_STUDY_PROTOCOL.schedule) {
      if (index === WITHDRAWN_AFTER_DAY_14 && day > 14) continue;
      const visited = index === LATE_FOR_DAY_28 && day === 28 ? 34 : visitDay(index, day);
      plans.push({
        customer: { id: customer.id, recorder },
        takenAt: dayZero + visited * DAY_MS,
        scanType: day === 0 ? 'FULL_SCAN' : 'RETRY_SCAN',
        answers: ANSWERS,
        parts: [
          {
            part: STUDY_PART,
            photo,
            options: {
              name: `${photo} study day ${day}`,
              crop: FRAME,
              // Half the course's fade by half its days.
              care: { pigmentFade: (responseOf(index) * day) / lastDay },
              capture: captureOf(index, day),
            },
          },
        ],
        enrolmentId,
        timepoint: day,
      });
    }
  }

  const recordIds = await seedDemoVisits(
    { ...deps, device: { actor: manager, deviceLabel: staff.deviceLabel } },
    plans,
  );
  for (const [k, plan] of plans.entries()) {
    clock = plan.takenAt + 600_000;
    await service.tagVisit(
      manager,
      study.id,
      plan.enrolmentId,
      { recordId: recordIds[k]!, timepoint: plan.timepoint },
      CONTEXT,
    );
  }
  clock = withdrawal!.at;
  await service.withdraw(manager, study.id, withdrawal!.enrolmentId, CONTEXT);
  clock = now;
  return service.get(manager, study.id);
}

/** The study's analysis as its report reads it (no read to audit: nobody opened it). */
export async function demoStudyAnalysis(
  deps: Pick<DemoPhotoDeps, 'db'>,
  studyId: number,
): Promise<StudyAnalysisView> {
  const repos = createRepositories(deps.db);
  const { current } = (await repos.studies.find(studyId))!;
  return studyAnalysisOf(
    {
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      now: () => new Date(),
    },
    current,
    await repos.studies.enrolmentsOf(studyId),
  );
}
