import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  CURRENT_RESEARCH_CONSENT_VERSION,
  CURRENT_RETEST_CONSENT_VERSION,
  RESEARCH_CONSENT_TEXTS,
  RETEST_CONSENT_TEXTS,
  type ImpactAssessment,
  type ImpactAssessmentBody,
  type ImpactAssessmentFacts,
  type ImpactAssessmentSummary,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canAssessImpact,
  headsCompany,
  requireAllowed,
  rightsMatrix,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { ImpactAssessmentRow } from '../../repositories/impact-assessments.repository';
import { consentTextHash } from '../customers/consent-text';
import { consentTextHash as retestConsentHash } from '../retest/retest-consent';
import { researchConsentHash } from '../studies/research-consent';
import { staffNameOf } from '../users/user-view';
import { dataCategories, type StorageSettings } from './data-categories';
import { securityMeasures, type SecuritySettings } from './security-measures';

export interface ImpactAssessmentDeps {
  impactAssessments: Repositories['impactAssessments'];
  studies: Repositories['studies'];
  filing: Repositories['filing'];
  transact: Transact;
  now: () => Date;
  settings: SecuritySettings & StorageSettings;
}

type Company = ImpactAssessmentFacts['company'];
type Purpose = ImpactAssessmentFacts['purposes'][number];

/** Who saved an assessment, or null when that account is gone. */
const authorName = (author: { fullName: string | null; mobile: string | null }) =>
  author.mobile === null ? null : staffNameOf({ fullName: author.fullName, mobile: author.mobile });

/** Days to one decimal, as the assessment states handling times. */
const days = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Each version of one consent text with its hash and how many consents name it. */
function versionsOf<V extends string>(
  texts: Record<V, string>,
  current: V,
  hash: (version: V) => string,
  recorded: ReadonlyMap<string, number>,
): Purpose['versions'] {
  return (Object.keys(texts) as V[]).map((version) => ({
    version,
    current: version === current,
    hash: hash(version),
    text: texts[version],
    recorded: recorded.get(version) ?? 0,
  }));
}

/**
 * Issue 34 #5 (DECISIONS §112): 个人信息保护影响评估 of one company, generated from what runs —
 * configuration, the policy module, the consent texts and the database — and kept as records.
 */
export function createImpactAssessmentService(deps: ImpactAssessmentDeps) {
  const repo = deps.impactAssessments;

  async function companyOf(companyId: number): Promise<Company> {
    const row = await repo.company(companyId);
    // The company list's rule: an account heading itself, outside pubdom.
    if (!row || !headsCompany(row)) throw new AppError('NOT_FOUND');
    return { scope: row.scope, ownerId: row.ownerId, name: staffNameOf(row) };
  }

  async function purposes(company: Company): Promise<Purpose[]> {
    const recorded = await repo.consentsByVersion(company);
    return [
      {
        key: 'consultation',
        label: '皮肤检测与护理建议',
        basis:
          '知情同意书（拍照前单独同意）：拍摄并分析面部局部皮肤照片，用于本次及后续检测、护理建议与效果对比',
        versions: versionsOf(
          CONSENT_TEXTS,
          CURRENT_CONSENT_VERSION,
          consentTextHash,
          recorded.photo,
        ),
      },
      {
        key: 'retest',
        label: '显微镜重复性测量',
        basis:
          '重复性测量同意（可选）：同意后，测量设备稳定性的照片与顾客档案关联；不同意则不关联顾客',
        versions: versionsOf(
          RETEST_CONSENT_TEXTS,
          CURRENT_RETEST_CONSENT_VERSION,
          retestConsentHash,
          recorded.retest,
        ),
      },
      {
        key: 'research',
        label: '护肤功效验证研究',
        basis: '研究知情同意（单独同意）：以编号代替姓名统计，参与者可随时退出',
        versions: versionsOf(
          RESEARCH_CONSENT_TEXTS,
          CURRENT_RESEARCH_CONSENT_VERSION,
          researchConsentHash,
          recorded.research,
        ),
      },
    ];
  }

  async function generate(companyId: number): Promise<ImpactAssessmentFacts> {
    const company = await companyOf(companyId);
    const now = deps.now();
    const [counts, purposeList, retention, studyList, withPhotos] = await Promise.all([
      repo.counts(company, now.toISOString().slice(0, 10)),
      purposes(company),
      repo.retentionMonths(company),
      deps.studies.listByCompany(company),
      deps.filing.customersWithPhotos(),
    ]);
    const { requests } = counts;
    return {
      generatedAt: now.toISOString(),
      company,
      storage: storageOf(deps.settings),
      categories: dataCategories(deps.settings, counts),
      purposes: purposeList,
      retention: {
        months: retention.months,
        isDefault: retention.isDefault,
        studies: studyList.map(({ study, current, enrolled, withdrawn }) => ({
          id: study.id,
          name: current.protocol.name,
          lastDay: Math.max(...current.protocol.schedule),
          participants: enrolled,
          withdrawn,
        })),
      },
      rights: rightsMatrix(),
      security: securityMeasures(deps.settings, {
        photoReads: counts.photoReads,
        guardianConsents: counts.guardianConsents,
        installationWithPhotos: withPhotos.reduce((sum, row) => sum + row.customers, 0),
      }),
      counts: {
        customers: counts.customers,
        customersWithPhotos: counts.customersWithPhotos,
        photos: counts.photos,
        consents: counts.consents,
        guardianConsents: counts.guardianConsents,
        photoReads: counts.photoReads,
        requestsHandled: requests.handled,
        requestsOpen: requests.open,
        requestsOverdue: requests.overdue,
        handlingDaysMedian: days(requests.medianDays),
        handlingDaysMax: days(requests.maxDays),
      },
    };
  }

  return {
    /** The assessment's facts as they are now. */
    async facts(actor: Actor, companyId: number): Promise<ImpactAssessmentFacts> {
      requireAllowed(canAssessImpact(actor));
      return generate(companyId);
    },

    async list(actor: Actor, companyId: number): Promise<ImpactAssessmentSummary[]> {
      requireAllowed(canAssessImpact(actor));
      const rows = await repo.listByCompany(await companyOf(companyId));
      return rows.map((row) => ({
        id: row.id,
        responsiblePerson: row.responsiblePerson,
        assessedOn: row.assessedOn,
        createdByName: authorName(row),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async find(actor: Actor, id: number): Promise<ImpactAssessment> {
      requireAllowed(canAssessImpact(actor));
      const found = await repo.find(id);
      if (!found) throw new AppError('NOT_FOUND');
      return assessmentView(found.row, authorName(found));
    },

    /**
     * Saves a new assessment: the person's fields with the facts generated now (never the
     * client's copy), and its audit row, in one transaction.
     */
    async save(
      actor: Actor,
      body: ImpactAssessmentBody,
      context: RequestContext,
    ): Promise<ImpactAssessment> {
      requireAllowed(canAssessImpact(actor));
      const facts = await generate(body.companyId);
      const row = await deps.transact(async ({ impactAssessments, audit }) => {
        const saved = await impactAssessments.insert({
          scope: facts.company.scope,
          ownerId: facts.company.ownerId,
          responsiblePerson: body.responsiblePerson,
          assessedOn: body.assessedOn,
          conclusions: body.conclusions,
          facts,
          createdBy: actor.id,
        });
        await audit.record({
          action: 'impact_assessment.saved',
          actorId: actor.id,
          ip: context.ip,
          // The company assessed, by the account heading it: the log names it (操作日志's 对象).
          target: { type: 'user', id: saved.ownerId },
          details: { assessmentId: saved.id },
        });
        return saved;
      });
      return assessmentView(row, actor.name);
    },
  };
}

/** A kept assessment as the API answers it. */
function assessmentView(row: ImpactAssessmentRow, createdByName: string | null): ImpactAssessment {
  return {
    id: row.id,
    responsiblePerson: row.responsiblePerson,
    assessedOn: row.assessedOn,
    conclusions: row.conclusions,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    facts: row.facts,
  };
}

function storageOf(settings: StorageSettings): ImpactAssessmentFacts['storage'] {
  const { imageStore } = settings;
  return {
    database: {
      kind: settings.database,
      label:
        settings.database === 'postgresql'
          ? 'PostgreSQL 数据库（DATABASE_URL 指定的服务器）'
          : '内置数据库 PGlite（本机数据目录）',
    },
    imageStore:
      imageStore.kind === 's3'
        ? {
            kind: 's3',
            label: 'S3 兼容对象存储',
            bucket: imageStore.bucket,
            region: imageStore.region,
            endpointHost: imageStore.endpoint ? new URL(imageStore.endpoint).host : null,
          }
        : {
            kind: 'file',
            label: '本机文件（数据目录下的 images）',
            bucket: null,
            region: null,
            endpointHost: null,
          },
    counters: settings.redis ? 'Redis（多台服务器共用）' : '数据库',
  };
}

export type ImpactAssessmentService = ReturnType<typeof createImpactAssessmentService>;
