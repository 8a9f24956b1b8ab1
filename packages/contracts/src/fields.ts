import { z } from 'zod';

/** The largest id the database's integer columns hold (2³¹ − 1). */
export const MAX_ID = 2_147_483_647;

/** Database ids travel as positive integers; path and query strings are coerced. */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A mainland mobile number (spec §5/§9): 11 digits, the first a 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/**
 * An id picked from a list (a store in a form): missing, empty or malformed all read as the one
 * thing to do, `message` (请选择合作门店), never as a number's limits (issue 29 #16).
 */
export function chosenIdSchema(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** An id, or 0 where the spec uses 0 for "new" (a record or case not saved yet). */
export const IdOrNewSchema = z.coerce.number().int().min(0).max(MAX_ID);

/** Whether digits captured from a path (`img/{customerId}/…`, `d{detectionId}-…`) name a storable id. */
export function isIdText(digits: string | undefined): boolean {
  return digits !== undefined && /^\d{1,10}$/.test(digits) && Number(digits) <= MAX_ID;
}

/**
 * An id written in a route parameter or query string, as the web reads its own URLs: digits
 * only (no `1e3`, `+1` or `0x1`, which coercion would accept), from 1 to 2³¹ − 1; anything else
 * is undefined.
 */
export function idFromText(value: string | null | undefined): number | undefined {
  if (!value || !isIdText(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * A path-like string whose regex captures ids: it must match and every listed capture group must
 * be an id the database can hold (a 10-digit group can exceed 2³¹ − 1).
 */
export function pathWithIds(pattern: RegExp, idGroups: number[], message: string) {
  return z
    .string()
    .regex(pattern, message)
    .refine((value) => {
      const match = pattern.exec(value);
      return match !== null && idGroups.every((group) => isIdText(match[group]));
    }, message);
}

/**
 * Whether a text is free of control characters: C0 (below U+0020) and DEL, except tab, line
 * feed and carriage return when `lineBreaks` allows them. PostgreSQL refuses NUL in text, and
 * none of them belongs in a name, a search, a note or a password.
 */
export function hasNoControlCharacters(text: string, lineBreaks = true): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const allowed = lineBreaks && (code === 9 || code === 10 || code === 13);
    if ((code < 32 && !allowed) || code === 127) return false;
  }
  return true;
}

/** Free text of at most `max` characters, trimmed, without control characters. */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((text) => hasNoControlCharacters(text), '不能包含控制字符');
}

/** A required text field of at most `max` characters, trimmed. */
export function requiredText(max: number) {
  return plainText(max).min(1);
}

/**
 * Unicode format characters (category Cf): bidi embeddings, overrides and isolates (U+202A–E,
 * U+2066–9), zero-width spaces and joiners, the soft hyphen, the byte-order mark. They are
 * invisible, and a bidi override turns what follows it around on screen: a customer named with
 * U+202E first showed her masked mobile reversed on her report (issue 29 #4).
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '');
}

/**
 * The one rule of every name field (a person's, a store's, a microscope's): format characters
 * are dropped first, then `text` (length, required, its messages) judges what is left, so a
 * name of nothing but them is empty.
 */
export function nameText<S extends z.ZodType<string, string>>(text: S) {
  return z.string().transform(withoutFormatCharacters).pipe(text);
}

/** Quotation marks that stored goods, products and name lists may carry (spec §3), ASCII and Chinese. */
const QUOTES = /["'“”‘’「」『』]/g;

export function stripQuotes(text: string): string {
  return text.replace(QUOTES, '');
}

/** A spec §3/§7 comma string of names ("a,b" or "a，b", quotes stray): the names, trimmed. */
export function splitNames(text: string): string[] {
  return stripQuotes(text)
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Lists travel as arrays or as comma strings (spec §3/§7); at most 30 names of 30 characters. */
export const NameListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? splitNames(value) : value),
  z.array(requiredText(30)).max(30),
);

/** A mobile as shown outside its owner's file: 138****1234 (first three and last four digits). */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of this millennium (PostgreSQL has no year 0; nobody assesses in 1066). */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  const real = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
  return real && day >= '2000-01-01' && day <= '2999-12-31';
}

/**
 * A day written yyyy-MM-dd that the calendar has: 2026-02-31 would roll over to March in
 * `Date`, and 2026-13-01 made an invalid date that PostgreSQL refused with a 500.
 */
export function calendarDaySchema(message: string) {
  return z
    .string({ error: message })
    .regex(DAY_PATTERN, message)
    .refine((day) => isCalendarDay(day), message);
}
