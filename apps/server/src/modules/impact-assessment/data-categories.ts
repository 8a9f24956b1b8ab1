import { GUARDIAN_REQUIRED_UNDER_AGE, type ImpactAssessmentFacts } from '@skinscope/contracts';
import type { ImageStoreSettings } from '../../infra/open-image-store';

type DataCategory = ImpactAssessmentFacts['categories'][number];

/** Where this installation keeps its data (config.ts; the S3 keys are never read here). */
export interface StorageSettings {
  database: 'pglite' | 'postgresql';
  imageStore: ImageStoreSettings;
  redis: boolean;
}

/** The company's rows of each kind of personal information (impact-assessments.repository). */
interface CategoryCounts {
  customers: number;
  records: number;
  photos: number;
  detections: number;
  consents: number;
  enrolments: number;
  reportLinks: number;
  requests: { all: number };
}

/**
 * The kinds of personal information the schema holds about a customer, where each is kept
 * (this installation's database and image store) and how many rows the company has.
 */
export function dataCategories(settings: StorageSettings, counts: CategoryCounts): DataCategory[] {
  const database = settings.database === 'postgresql' ? 'PostgreSQL 数据库' : '内置数据库';
  const images = settings.imageStore.kind === 's3' ? 'S3 对象存储' : '本机文件';
  return [
    {
      key: 'customers',
      label: '顾客基本信息',
      items: '姓名、手机号、性别、年龄、所属门店、备注',
      storedIn: database,
      sensitive: false,
      count: counts.customers,
    },
    {
      key: 'records',
      label: '问卷与检测记录',
      items: '问卷回答（皮肤状况、生活习惯、经期等）、护理方案与推荐、满意度评价',
      storedIn: database,
      sensitive: true,
      count: counts.records,
    },
    {
      key: 'photos',
      label: '皮肤照片',
      items: '显微镜拍摄的面部局部皮肤照片（正常光与偏振光），按顾客编号存放，路径中没有姓名',
      storedIn: `${images}（数据库登记每张照片）`,
      sensitive: true,
      count: counts.photos,
    },
    {
      key: 'detections',
      label: '皮肤分析结果',
      items: '七项皮肤指标的分数与等级、标注图',
      storedIn: `${database}；标注图在${images}`,
      sensitive: true,
      count: counts.detections,
    },
    {
      key: 'consents',
      label: '知情同意记录',
      items: `同意书版本与摘要、时间、经办员工、顾客当时的年龄；未满 ${GUARDIAN_REQUIRED_UNDER_AGE} 岁时监护人的姓名、关系和手机号`,
      storedIn: database,
      sensitive: false,
      count: counts.consents,
    },
    {
      key: 'studies',
      label: '研究参与记录',
      items: '研究编号（代替姓名）、分组、研究同意书版本与摘要、退出时间',
      storedIn: database,
      sensitive: false,
      count: counts.enrolments,
    },
    {
      key: 'report-links',
      label: '报告链接',
      items: '链接摘要、有效期、打开次数（顾客在手机上查看检测报告）',
      storedIn: database,
      sensitive: false,
      count: counts.reportLinks,
    },
    {
      key: 'requests',
      label: '顾客的数据请求',
      items: '导出或删除的申请、期限和办理时间；删除全部数据后仍保留（不含顾客身份）',
      storedIn: database,
      sensitive: false,
      count: counts.requests.all,
    },
    {
      key: 'audit',
      label: '操作日志',
      items: '谁在何时、从哪个地址查看了照片或分析、导出或删除了数据；全系统共用，不记录照片内容',
      storedIn: database,
      sensitive: false,
      count: null,
    },
  ];
}
