import { z } from 'zod';
import { ScopeSchema } from './enums';
import { IdSchema, calendarDaySchema, chosenIdSchema, plainText } from './fields';

/**
 * Issue 34 #5 (DECISIONS §112): 个人信息保护影响评估, generated from the installation as it runs
 * (configuration, the policy module, the consent texts, the database's counts) and kept, with the
 * fields only a person can fill in, as a record: each save is a new assessment.
 *
 * The facts carry their own zh-CN labels, so that an assessment saved today reads the same after
 * a later release renames a right or adds a measure.
 */

/**
 * The kinds of people the assessment's rights matrix names, and what each is: the policy module
 * decides each cell for a representative of the kind (policy/impact-assessment.ts).
 */
export const ASSESSED_ROLES = {
  admin: { label: '系统管理员', note: '运营本系统的管理员，可管理所有公司的账号与门店' },
  head: { label: '公司负责人', note: '代表公司的账号（店长），本公司的检测与设置' },
  scanner: { label: '检测员工', note: '本公司有检测权限的员工' },
  colleague: { label: '其他员工', note: '本公司没有检测权限的员工' },
  partner: { label: '第三方合作人员', note: '绑定到门店，只能看到顾客授权给他的顾客' },
  outsider: { label: '其他公司的员工', note: '同一系统中另一家公司的员工' },
} as const;
export type AssessedRole = keyof typeof ASSESSED_ROLES;

/** The rights over personal information the matrix asks the policy about, in its row order. */
export const ASSESSED_RIGHTS = {
  readCustomer: '查看顾客资料（姓名、手机号、年龄）',
  readPhotos: '查看顾客的皮肤照片与分析结果',
  takePhotos: '为顾客拍照检测',
  editCustomer: '修改顾客资料',
  shareReport: '生成顾客报告链接',
  exportErase: '导出或删除顾客的全部数据',
  readAudit: '查看操作日志（含照片查看记录）',
  manageUsers: '管理员工账号与权限',
  changeSettings: '修改公司设置（含保存期限）',
  runStudies: '设计功效研究、查看研究分析',
  enrolStudy: '登记研究参与者',
  assessImpact: '个人信息保护影响评估',
} as const;
export type AssessedRight = keyof typeof ASSESSED_RIGHTS;

/** Where something is kept: the database or the image store, in words, and its setting. */
const StorageSchema = z.object({
  database: z.object({ kind: z.enum(['pglite', 'postgresql']), label: z.string() }),
  imageStore: z.object({
    kind: z.enum(['file', 's3']),
    label: z.string(),
    /** S3 only: the bucket, the region setting and the endpoint's host (never a key). */
    bucket: z.string().nullable(),
    region: z.string().nullable(),
    endpointHost: z.string().nullable(),
  }),
  /** Where rate-limit counters live: the database or a Redis shared by replicas. */
  counters: z.string(),
});

const DataCategorySchema = z.object({
  key: z.string(),
  label: z.string(),
  /** What it holds, in words. */
  items: z.string(),
  /** Where: 数据库 or 图片存储. */
  storedIn: z.string(),
  sensitive: z.boolean(),
  /** Rows of it in this company (customers, photos…); null where it is not kept per company. */
  count: z.number().int().nullable(),
});

const ConsentVersionSchema = z.object({
  version: z.string(),
  current: z.boolean(),
  /** SHA-256 of the exact text, as stored with each consent. */
  hash: z.string(),
  text: z.string(),
  /** Consents recorded under this version in this company. */
  recorded: z.number().int(),
});

const PurposeSchema = z.object({
  key: z.enum(['consultation', 'retest', 'research']),
  label: z.string(),
  /** Which consent stands for it and what it allows. */
  basis: z.string(),
  versions: z.array(ConsentVersionSchema),
});

const StudyRetentionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The protocol's last visit day (day 0 = baseline). */
  lastDay: z.number().int(),
  participants: z.number().int(),
  withdrawn: z.number().int(),
});

const RightsMatrixSchema = z.object({
  roles: z.array(z.object({ key: z.string(), label: z.string(), note: z.string() })),
  rights: z.array(z.object({ key: z.string(), label: z.string(), allowed: z.array(z.boolean()) })),
});

const SecurityMeasureSchema = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  /** `attention`: not in force or weaker than it should be (no backups, no HTTPS). */
  status: z.enum(['in_force', 'attention']),
});

const CountsSchema = z.object({
  customers: z.number().int(),
  customersWithPhotos: z.number().int(),
  photos: z.number().int(),
  consents: z.number().int(),
  guardianConsents: z.number().int(),
  photoReads: z.number().int(),
  requestsHandled: z.number().int(),
  requestsOpen: z.number().int(),
  requestsOverdue: z.number().int(),
  /** Days from receipt to handling, over handled requests; null when none was handled. */
  handlingDaysMedian: z.number().nullable(),
  handlingDaysMax: z.number().nullable(),
});
export type ImpactAssessmentCounts = z.infer<typeof CountsSchema>;

/** `GET /api/admin/impact-assessment`: the assessment's facts as they are now. */
export const ImpactAssessmentFactsSchema = z.object({
  generatedAt: z.string(),
  company: z.object({ scope: ScopeSchema, ownerId: z.number().int(), name: z.string() }),
  storage: StorageSchema,
  categories: z.array(DataCategorySchema),
  purposes: z.array(PurposeSchema),
  retention: z.object({
    /** Photos and analyses kept this many months after the customer's last visit. */
    months: z.number().int(),
    /** The company never set it: the default applies. */
    isDefault: z.boolean(),
    studies: z.array(StudyRetentionSchema),
  }),
  rights: RightsMatrixSchema,
  security: z.array(SecurityMeasureSchema),
  counts: CountsSchema,
});
export type ImpactAssessmentFacts = z.infer<typeof ImpactAssessmentFactsSchema>;

/** The company an assessment is about: the account heading it (the company list's id). */
export const ImpactAssessmentQuerySchema = z.object({
  companyId: chosenIdSchema('请选择公司'),
});
export type ImpactAssessmentQuery = z.infer<typeof ImpactAssessmentQuerySchema>;

/** `POST /api/admin/impact-assessments`: what only a person fills in; the facts are the server's. */
export const ImpactAssessmentBodySchema = z.object({
  companyId: chosenIdSchema('请选择公司'),
  responsiblePerson: plainText(20).min(1, '请填写负责人'),
  assessedOn: calendarDaySchema('请选择评估日期'),
  conclusions: plainText(2000).default(''),
});
export type ImpactAssessmentBody = z.infer<typeof ImpactAssessmentBodySchema>;

export const ImpactAssessmentIdParamsSchema = z.object({ assessmentId: IdSchema });

/** A saved assessment in the list: who is responsible, for which day, saved by whom and when. */
export const ImpactAssessmentSummarySchema = z.object({
  id: z.number().int(),
  responsiblePerson: z.string(),
  assessedOn: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ImpactAssessmentSummary = z.infer<typeof ImpactAssessmentSummarySchema>;

/** A saved assessment: its fields and the facts as they were when it was saved. */
export const ImpactAssessmentSchema = ImpactAssessmentSummarySchema.extend({
  conclusions: z.string(),
  facts: ImpactAssessmentFactsSchema,
});
export type ImpactAssessment = z.infer<typeof ImpactAssessmentSchema>;
