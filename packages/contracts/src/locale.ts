import { z } from 'zod';

/**
 * Validation messages reach staff (inline beside a field, and as the API's error message), so
 * they speak natural Chinese without naming types ("不能为空", "最多 20 个字", not "数值过小：
 * 期望 string >=1 字符"). A schema's own message, where it has one, wins. Issue 17 #14.
 */
function naturalMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '必填' : '格式不正确';
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? '不能为空' : `至少 ${minimum} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return minimum <= 1 ? '请至少选择一项' : `至少选择 ${minimum} 项`;
      return issue.inclusive === false ? `须大于 ${minimum}` : `不能小于 ${minimum}`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return `最多 ${maximum} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多选择 ${maximum} 项`;
      return issue.inclusive === false ? `须小于 ${maximum}` : `不能大于 ${maximum}`;
    }
    case 'invalid_format':
    case 'not_multiple_of':
    case 'invalid_union':
      return '格式不正确';
    case 'invalid_value':
      return '不是可选的值';
    case 'unrecognized_keys':
      return '包含无法识别的内容';
    default:
      return undefined;
  }
}

z.config(z.locales.zhCN());
z.config({ customError: naturalMessage });
