import { describe, expect, it } from 'vitest';
import { RegisterCustomerRequestSchema } from './customers';

const customer = { fullName: '王芳', mobile: '13900000001', storeId: 1 };

describe('register customer', () => {
  it('issue 17 #30: an age of 250 is refused with a clear message, not saved as 120', () => {
    for (const age of [250, 0, 12.5, 'abc']) {
      const result = RegisterCustomerRequestSchema.safeParse({ ...customer, age });
      expect(result.success, String(age)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['年龄应在 1–120 岁之间']);
    }
    expect(RegisterCustomerRequestSchema.parse({ ...customer, age: '120' }).age).toBe(120);
    expect(RegisterCustomerRequestSchema.parse({ ...customer, age: null }).age).toBeNull();
  });
});
