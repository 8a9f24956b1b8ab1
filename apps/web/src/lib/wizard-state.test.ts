import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { beginConsultation, readWizardCustomer, readWizardScanType } from './wizard-customer';
import {
  answerKey,
  clearConsultation,
  currentRecordIdKey,
  defineWizardKey,
  detectListKey,
  getWizardValue,
  removeWizardValue,
  setWizardScanType,
  setWizardValue,
  useWizardScanType,
  useWizardValue,
} from './wizard-state';

const customer = {
  id: 31,
  fullName: '林晓',
  mobile: '13912345678',
  age: 32,
  gender: 'female' as const,
  nickname: null,
  storeId: 3,
  storeName: '静安旗舰店',
  scope: 'cgo' as const,
  remark: null,
  latestRecord: null,
};

beforeEach(() => window.sessionStorage.clear());

describe('wizard state', () => {
  it('keeps values in session storage under skinscope.wizard.*', () => {
    setWizardValue(currentRecordIdKey, 42);
    expect(window.sessionStorage.getItem('skinscope.wizard.currentRecordId')).toBe('42');
    expect(getWizardValue(currentRecordIdKey)).toBe(42);
    removeWizardValue(currentRecordIdKey);
    expect(getWizardValue(currentRecordIdKey)).toBeNull();
  });

  it('reads a value that does not fit its schema, or is not JSON, as missing', () => {
    window.sessionStorage.setItem('skinscope.wizard.currentRecordId', '"abc"');
    expect(getWizardValue(currentRecordIdKey)).toBeNull();
    window.sessionStorage.setItem('skinscope.wizard.DetectList', '{not json');
    expect(getWizardValue(detectListKey)).toBeNull();
    window.sessionStorage.setItem(
      'skinscope.wizard.DetectList',
      JSON.stringify([{ name: 'yqg', normal: 'https://elsewhere.example/x.jpg', lighting: null }]),
    );
    expect(getWizardValue(detectListKey)).toBeNull();
  });

  it('lets other steps define their own keys', () => {
    const stepOnePart = defineWizardKey('stepOnePart', z.string());
    setWizardValue(stepOnePart, 'zqg');
    expect(getWizardValue(stepOnePart)).toBe('zqg');
  });

  it('clearConsultation clears all progress but keeps the customer and the scan type', () => {
    beginConsultation(customer, 'RETRY_SCAN');
    setWizardValue(answerKey('condition'), []);
    setWizardValue(currentRecordIdKey, 42);
    setWizardValue(defineWizardKey('stepTwo', z.array(z.string())), ['a']);
    window.sessionStorage.setItem('other.app', 'kept');

    clearConsultation();

    const left = Object.keys(window.sessionStorage).sort();
    expect(left).toEqual(['other.app', 'skinscope.wizard.customer', 'skinscope.wizard.scanType']);
    expect(readWizardCustomer()).toEqual(customer);
    expect(readWizardScanType()).toBe('RETRY_SCAN');
  });

  it('the hooks re-render when a value or the scan type changes', () => {
    const { result } = renderHook(() => ({
      id: useWizardValue(currentRecordIdKey),
      scanType: useWizardScanType(),
    }));
    expect(result.current).toEqual({ id: null, scanType: null });
    act(() => {
      setWizardValue(currentRecordIdKey, 7);
      setWizardScanType('PHOTO_ONLY');
    });
    expect(result.current).toEqual({ id: 7, scanType: 'PHOTO_ONLY' });
    act(() => clearConsultation());
    expect(result.current).toEqual({ id: null, scanType: 'PHOTO_ONLY' });
  });
});
