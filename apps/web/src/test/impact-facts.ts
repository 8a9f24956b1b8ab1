import type { ImpactAssessmentFacts } from '@skinscope/contracts';

/**
 * An impact assessment's facts as the server generates them (issue 34 #5): a company of four
 * customers, two kinds of person in the rights matrix, one measure that needs attention.
 */
export function makeImpactFacts(
  overrides: Partial<ImpactAssessmentFacts> = {},
): ImpactAssessmentFacts {
  return {
    generatedAt: '2026-11-29T08:00:00.000Z',
    company: { scope: 'reach', ownerId: 3, name: '丽肤集团' },
    storage: {
      database: { kind: 'postgresql', label: 'PostgreSQL 数据库（DATABASE_URL 指定的服务器）' },
      imageStore: {
        kind: 's3',
        label: 'S3 兼容对象存储',
        bucket: 'skin-photos',
        region: 'cn-east-2',
        endpointHost: 'obs.example.com',
      },
      counters: '数据库',
    },
    categories: [
      {
        key: 'photos',
        label: '皮肤照片',
        items: '显微镜拍摄的面部局部皮肤照片',
        storedIn: 'S3 对象存储（数据库登记每张照片）',
        sensitive: true,
        count: 1_234,
      },
      {
        key: 'audit',
        label: '操作日志',
        items: '谁在何时查看了照片',
        storedIn: 'PostgreSQL 数据库',
        sensitive: false,
        count: null,
      },
    ],
    purposes: [
      {
        key: 'consultation',
        label: '皮肤检测与护理建议',
        basis: '知情同意书（拍照前单独同意）',
        versions: [
          {
            version: 'v1-2026-11',
            current: true,
            hash: 'ab'.repeat(32),
            text: '为了给您提供皮肤检测与护理建议……',
            recorded: 57,
          },
        ],
      },
    ],
    retention: {
      months: 36,
      isDefault: true,
      studies: [{ id: 1, name: '保湿精华 28 天', lastDay: 28, participants: 12, withdrawn: 1 }],
    },
    rights: {
      roles: [
        { key: 'admin', label: '系统管理员', note: '运营本系统的管理员' },
        { key: 'scanner', label: '检测员工', note: '本公司有检测权限的员工' },
      ],
      rights: [
        { key: 'readPhotos', label: '查看顾客的皮肤照片与分析结果', allowed: [false, true] },
        { key: 'exportErase', label: '导出或删除顾客的全部数据', allowed: [true, false] },
      ],
    },
    security: [
      {
        key: 'password',
        label: '密码存储',
        detail: 'argon2id 加盐哈希（内存 19 MiB，2 轮，并行度 1）',
        status: 'in_force',
      },
      {
        key: 'backup',
        label: '备份',
        detail: '系统没有配置自动备份，也没有备份记录。',
        status: 'attention',
      },
    ],
    counts: {
      customers: 60,
      customersWithPhotos: 57,
      photos: 1_234,
      consents: 57,
      guardianConsents: 2,
      photoReads: 389,
      requestsHandled: 3,
      requestsOpen: 1,
      requestsOverdue: 0,
      handlingDaysMedian: 4.5,
      handlingDaysMax: 9,
    },
    ...overrides,
  };
}
