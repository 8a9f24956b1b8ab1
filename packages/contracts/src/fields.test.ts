import { describe, expect, it } from 'vitest';
import {
  idFromText,
  IdSchema,
  isIdText,
  NameListSchema,
  pathWithIds,
  plainText,
  splitNames,
  stripQuotes,
} from './fields';
import { OverlayParamsSchema, ReportQuerySchema } from './detect';
import { ImageUploadFieldsSchema } from './images';
import { ProfileUpdateSchema } from './account';
import { CalibrationCreateFieldsSchema } from './calibration';
import { RegisterCustomerRequestSchema, UpdateCustomerRequestSchema } from './customers';
import { StoreBodySchema } from './stores';
import './locale';

describe('ids stay within the integer columns (2³¹ − 1)', () => {
  it('as numbers and as digits captured from paths', () => {
    expect(IdSchema.safeParse('2147483647').success).toBe(true);
    expect(IdSchema.safeParse('2147483648').success).toBe(false);
    expect(ReportQuerySchema.safeParse({ recMainId: '13800000000' }).success).toBe(false);
    expect(isIdText('2147483647')).toBe(true);
    expect(isIdText('2147483648')).toBe(false);
    expect(OverlayParamsSchema.safeParse({ filename: 'd2147483648-pigment.jpg' }).success).toBe(
      false,
    );
    expect(OverlayParamsSchema.safeParse({ filename: 'd12-pigment.jpg' }).success).toBe(true);
    const upload = (dir: string) =>
      ImageUploadFieldsSchema.safeParse({ dir, name: '1700000000000.jpg' }).success;
    expect(upload('img/12/472222')).toBe(true);
    expect(upload('case/reach-12/472222')).toBe(true);
    expect(upload('sos/9999999999/472222')).toBe(false);
    expect(pathWithIds(/^u(\d+)$/, [1], 'x').safeParse('u9999999999').success).toBe(false);
  });

  it('read from the web’s own URLs: digits only, from 1', () => {
    expect(idFromText('42')).toBe(42);
    expect(idFromText('2147483647')).toBe(2147483647);
    for (const text of ['0', '2147483648', '1e3', '+1', '0x1', ' 1', '', null, undefined])
      expect(idFromText(text)).toBeUndefined();
  });
});

describe('stored text has no control characters', () => {
  it('refuses NUL and escapes, keeps line breaks and Chinese', () => {
    const remark = plainText(50);
    expect(remark.safeParse('王芳\u0000').success).toBe(false);
    expect(remark.safeParse('\u001b[31m红').success).toBe(false);
    expect(remark.safeParse('第一行\n第二行\t备注').success).toBe(true);
    expect(remark.parse('  王芳  ')).toBe('王芳');
  });
});

describe('name lists (spec §3/§7 comma strings)', () => {
  it('split on either comma, drop stray quotation marks of both alphabets and blanks', () => {
    expect(splitNames(' "基础补水"，“舒缓修复”, ,‘美白’ ')).toEqual([
      '基础补水',
      '舒缓修复',
      '美白',
    ]);
    expect(stripQuotes('「1」,"2"')).toBe('1,2');
  });

  it('arrive as arrays or comma strings, at most 30 names of 30 characters', () => {
    expect(NameListSchema.parse('补水,控油')).toEqual(['补水', '控油']);
    expect(NameListSchema.parse(['补水'])).toEqual(['补水']);
    expect(NameListSchema.safeParse(Array.from({ length: 31 }, (_, k) => `项${k}`)).success).toBe(
      false,
    );
    expect(NameListSchema.safeParse('长'.repeat(31)).success).toBe(false);
  });
});

describe('issue 29 #4: every name field drops Unicode format characters', () => {
  const RLO = '\u202E';
  const hidden = ['\u202A', '\u202D', '\u2066', '\u2069', '\u200B', '\u200D', '\uFEFF', '\u00AD'];
  const names = {
    'new customer': (name: string) =>
      RegisterCustomerRequestSchema.parse({ fullName: name, mobile: '13912345678', storeId: 1 })
        .fullName,
    'customer nickname': (name: string) =>
      RegisterCustomerRequestSchema.parse({
        fullName: '张丽',
        nickName: name,
        mobile: '13912345678',
        storeId: 1,
      }).nickName,
    'customer correction': (name: string) =>
      UpdateCustomerRequestSchema.parse({
        fullName: name,
        mobile: '13912345678',
        age: null,
        storeId: 1,
      }).fullName,
    'staff name': (name: string) => ProfileUpdateSchema.parse({ fullName: name }).fullName,
    store: (name: string) => StoreBodySchema.parse({ name, scope: 'cgo' }).name,
    'store client': (name: string) =>
      StoreBodySchema.parse({ name: '门店', clientName: name, scope: 'cgo' }).clientName,
    microscope: (name: string) =>
      CalibrationCreateFieldsSchema.parse({ deviceLabel: 'cam', name }).name,
  };

  it.each(Object.entries(names))('%s', (_field, parse) => {
    expect(parse(`${RLO}张丽`)).toBe('张丽');
    expect(parse(`张${hidden.join('')}丽 `)).toBe('张丽');
  });

  it('a name of nothing but them is empty, and says so', () => {
    const refused = RegisterCustomerRequestSchema.safeParse({
      fullName: `${RLO}\u200B`,
      mobile: '13912345678',
      storeId: 1,
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fullName', '不能为空'],
    ]);
  });
});
