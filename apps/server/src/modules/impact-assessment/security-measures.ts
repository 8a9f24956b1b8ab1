import {
  ADULT_AGE,
  AuditActionSchema,
  FILING_THRESHOLDS,
  FILING_WORKING_DAYS,
  GUARDIAN_REQUIRED_UNDER_AGE,
  REPORT_LINK_TTL_DAYS,
  type ImpactAssessmentFacts,
} from '@skinscope/contracts';
import { PASSWORD_COST, PASSWORD_PARALLELISM } from '../../infra/password-hasher';
import { ACCOUNT_LIMITS } from '../account/account.service';
import { SIGN_IN_RULES } from '../account/sign-in-guard';
import { CODE_RULES } from '../account/verification-codes';
import { SHARE_LINK_WINDOW_MS } from '../report-links/share-links';

type SecurityMeasure = ImpactAssessmentFacts['security'][number];

/** The settings of this installation that the measures depend on (config.ts; no secrets). */
export interface SecuritySettings {
  database: 'pglite' | 'postgresql';
  tokenTtlHours: number;
  smsHourlyLimit: number;
  publicReportRateLimit: number;
  publicUrl: string | null;
  redis: boolean;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const number = (value: number) => value.toLocaleString('en-US');

function transport(publicUrl: string | null): SecurityMeasure {
  const label = '传输加密';
  if (publicUrl === null)
    return {
      key: 'tls',
      label,
      status: 'attention',
      detail:
        '未设置对外地址（PUBLIC_URL），顾客报告链接无法在手机上打开。本服务自身只提供 HTTP，须由前置的反向代理提供 HTTPS。',
    };
  if (publicUrl.startsWith('https://'))
    return {
      key: 'tls',
      label,
      status: 'in_force',
      detail: `对外地址 ${publicUrl} 使用 HTTPS；本服务自身只提供 HTTP，HTTPS 由前置的反向代理提供。`,
    };
  return {
    key: 'tls',
    label,
    status: 'attention',
    detail: `对外地址 ${publicUrl} 使用 HTTP，顾客报告链接未加密传输，应改为 HTTPS。`,
  };
}

function backups(database: SecuritySettings['database']): SecurityMeasure {
  const how =
    database === 'postgresql'
      ? '可用 npm run backup 在运行中把数据库（pg_dump）和全部照片备份到一个目录'
      : '内置数据库须停机后复制数据目录（DATA_DIR）备份';
  return {
    key: 'backup',
    label: '备份',
    status: 'attention',
    detail: `系统没有配置自动备份，也没有备份记录；${how}。备份的周期、保存地点和恢复演练须由运维人员安排并记录。`,
  };
}

/** The security measures in force, in words, from the code's constants and this configuration. */
export function securityMeasures(
  settings: SecuritySettings,
  counts: { photoReads: number; guardianConsents: number; installationWithPhotos: number },
): SecurityMeasure[] {
  const rules = SIGN_IN_RULES;
  return [
    {
      key: 'password',
      label: '密码存储',
      status: 'in_force',
      detail: `argon2id 加盐哈希（内存 ${PASSWORD_COST.memoryCost / 1024} MiB，${PASSWORD_COST.timeCost} 轮，并行度 ${PASSWORD_PARALLELISM}），不保存明文；拒绝最常见的弱密码。`,
    },
    {
      key: 'tokens',
      label: '登录令牌与链接',
      status: 'in_force',
      detail: `登录令牌和顾客报告链接都是 256 位随机数，数据库只保存其 SHA-256 摘要。登录 ${number(settings.tokenTtlHours)} 小时未使用即失效，退出登录、重置密码或停用账号时立即作废；报告链接 ${REPORT_LINK_TTL_DAYS} 天有效，可随时撤销。`,
    },
    {
      key: 'sign-in',
      label: '登录失败限制',
      status: 'in_force',
      detail: `同一账号连续失败 ${rules.freeFailures} 次后每次等待加倍（从 ${rules.firstDelayMs / 1000} 秒起），第 ${rules.holdAfter} 次起锁定 ${rules.holdMs / HOUR_MS} 小时（最长 ${rules.maxHoldMs / HOUR_MS} 小时）；同一地址 ${rules.addressWindowMs / MINUTE_MS} 分钟内最多失败 ${rules.addressFailures} 次。`,
    },
    {
      key: 'sms',
      label: '验证码频率',
      status: 'in_force',
      detail: `每个手机号 ${CODE_RULES.resendMs / 1000} 秒 1 条、每天最多 ${CODE_RULES.perDay} 条，${CODE_RULES.ttlMs / MINUTE_MS} 分钟有效，错 ${CODE_RULES.maxWrongTries} 次作废；同一地址每小时最多 ${ACCOUNT_LIMITS.codesPerAddressPerHour} 条；全部手机号每小时最多 ${number(settings.smsHourlyLimit)} 条，超过即停发并告警。`,
    },
    {
      key: 'public-links',
      label: '公开链接频率',
      status: 'in_force',
      detail: `报告与研究分享链接：同一地址每 ${SHARE_LINK_WINDOW_MS / MINUTE_MS} 分钟最多 ${number(settings.publicReportRateLimit)} 次请求。计数存放在${settings.redis ? ' Redis（多台服务器共用）' : '数据库'}。`,
    },
    {
      key: 'audit',
      label: '操作日志',
      status: 'in_force',
      detail: `${AuditActionSchema.options.length} 类操作记入操作日志（操作人、时间、IP），包括查看顾客照片与分析、导出、删除、登录和管理操作；日志不记录密码、验证码和照片内容。本公司顾客的照片已被查看 ${number(counts.photoReads)} 次。`,
    },
    backups(settings.database),
    transport(settings.publicUrl),
    {
      key: 'minors',
      label: '未成年人',
      status: 'in_force',
      detail: `未满 ${GUARDIAN_REQUIRED_UNDER_AGE} 岁的顾客须由监护人同意（姓名、关系、手机号随同意书记录），否则不能拍照；${GUARDIAN_REQUIRED_UNDER_AGE}–${ADULT_AGE - 1} 岁提示员工确认监护人知情。本公司由监护人同意的记录 ${number(counts.guardianConsents)} 份。`,
    },
    {
      key: 'filing',
      label: '人脸信息备案',
      status: counts.installationWithPhotos >= FILING_THRESHOLDS.warning ? 'attention' : 'in_force',
      detail: `存有照片的顾客达 ${number(FILING_THRESHOLDS.warning)} 人时提醒管理员，达 ${number(FILING_THRESHOLDS.duty)} 人须在 ${FILING_WORKING_DAYS} 个工作日内向省级网信部门备案；全系统现有 ${number(counts.installationWithPhotos)} 人。`,
    },
  ];
}
