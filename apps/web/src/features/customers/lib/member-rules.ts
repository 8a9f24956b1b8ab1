import { CUSTOMER_AGE_MAX, CUSTOMER_AGE_MIN, MOBILE_PATTERN } from '@skinscope/contracts';
import { limitedText } from '../../../lib/text-limit';
import { zhCN } from '../locale';

/**
 * What a member's fields must be, in the register form and the edit dialog alike (the server
 * checks the same with the contracts' schemas). Spec §5/§9: name and nick at most 20
 * characters, telephone 11 digits.
 */
const MEMBER_NAME_MAX = 20;
/** The name field's count and message while typing (issue 29 #11). */
export const memberNameLimit = limitedText(MEMBER_NAME_MAX);
export const MEMBER_NICK_MAX = 20;
export const MEMBER_PHONE_MAX = 11;

const t = zhCN.customers.register;

/**
 * Issue 17 #30: an age outside 1–120 is refused — never silently changed to the nearest limit,
 * as an InputNumber with min/max would do. An empty age is allowed.
 */
const ageRule = {
  validator: (_rule: unknown, value: number | null | undefined) =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && value >= CUSTOMER_AGE_MIN && value <= CUSTOMER_AGE_MAX)
      ? Promise.resolve()
      : Promise.reject(new Error(t.ageRange)),
};

export const memberRules = {
  fullName: [{ required: true, whitespace: true, message: t.nameRequired }, memberNameLimit.rule],
  mobile: [
    { required: true, message: t.phoneRequired },
    { pattern: MOBILE_PATTERN, message: t.phoneInvalid },
  ],
  age: [ageRule],
  /** The store is required; each form names it its own way. */
  storeId: (message: string) => [{ required: true, message }],
};
