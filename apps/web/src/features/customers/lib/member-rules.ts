import { CUSTOMER_AGE_MAX, CUSTOMER_AGE_MIN } from '@skinscope/contracts';

/**
 * Issue 17 #30: an age outside 1–120 is refused with `message` — never silently changed to the
 * nearest limit, as an InputNumber with min/max would do. An empty age is allowed.
 */
export function ageRule(message: string) {
  return {
    validator: (_rule: unknown, value: number | null | undefined) =>
      value === null ||
      value === undefined ||
      (Number.isInteger(value) && value >= CUSTOMER_AGE_MIN && value <= CUSTOMER_AGE_MAX)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
