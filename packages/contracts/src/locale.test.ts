import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterCustomerRequestSchema } from './customers';
import { fieldLabel } from './errors';
import { requiredText } from './fields';
import './locale';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('validation messages read as natural Chinese (issue 17 #14)', () => {
  it('never name types or symbols', () => {
    const all = [
      ...messages(requiredText(20), ''),
      ...messages(requiredText(20), 'x'.repeat(21)),
      ...messages(z.object({ a: z.string() }), {}),
      ...messages(z.number().int().min(1).max(120), 250),
      ...messages(z.array(z.string()).min(1), []),
      ...messages(z.enum(['a', 'b']), 'c'),
    ];
    expect(all).toEqual([
      '不能为空',
      '最多 20 个字',
      '必填',
      '不能大于 120',
      '请至少选择一项',
      '不是可选的值',
    ]);
    for (const message of all) expect(message).not.toMatch(/string|number|期望|>=|<=/);
  });

  it("keeps a schema's own message", () => {
    const issues = RegisterCustomerRequestSchema.safeParse({
      fullName: '',
      mobile: '123',
      storeId: 1,
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fullName', '不能为空'],
      ['mobile', '请输入正确的 11 位手机号'],
    ]);
    expect(fieldLabel('mobile')).toBe('手机号');
    expect(fieldLabel('answers.help')).toBe('问卷');
  });

  it('issue 29 #16: a missing store reads 请选择合作门店, and limits read as limits', () => {
    for (const storeId of [undefined, null, '', 'abc', 0, -1]) {
      const issues = RegisterCustomerRequestSchema.safeParse({
        fullName: '张丽',
        mobile: '13912345678',
        storeId,
      }).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['storeId', '请选择合作门店'],
      ]);
    }
    expect(messages(z.number().positive(), 0)).toEqual(['须大于 0']);
    expect(messages(z.number().lt(10), 10)).toEqual(['须小于 10']);
  });
});
