import type { InputProps } from 'antd';

/** Names of people (staff and members) as the contracts take them: at most 20 characters. */
export const PERSON_NAME_MAX = 20;
/** Store and client names (contracts `CreateStoreSchema`). */
export const STORE_NAME_MAX = 50;

/** What a field over its limit says, beside it, as soon as it is over. */
const tooLong = (max: number) => `最多 ${max} 个字，请删减`;

/**
 * Issue 29 #11: a name field says its limit while the user types — a count beside the text
 * (`12 / 20`, red once over) and, from the first character too many, the message under the
 * field — instead of a `maxLength` that cut a pasted name silently. Nothing is cut: she
 * shortens it herself, and the form is not sent while it is too long.
 */
export function limitedText(max: number): {
  input: Pick<InputProps, 'count'>;
  rule: { max: number; message: string };
} {
  return { input: { count: { show: true, max } }, rule: { max, message: tooLong(max) } };
}
