import { afterEach, describe, expect, it } from 'vitest';
import {
  beginConsultation,
  readWizardCustomer,
  readWizardScanType,
  WIZARD_CUSTOMER_KEY,
} from './wizard-customer';
import { customerRow } from '../test/fixtures';

const customer = customerRow();

afterEach(() => window.sessionStorage.clear());

describe('wizard customer hand-over', () => {
  it('stores the customer and the scan type, and reads them back', () => {
    beginConsultation(customer, 'FULL_SCAN');
    expect(readWizardCustomer()).toEqual(customer);
    expect(readWizardScanType()).toBe('FULL_SCAN');
  });

  it('clears what an earlier consultation left, in session and local storage', () => {
    window.sessionStorage.setItem('skinscope.wizard.condition', '[1]');
    window.sessionStorage.setItem('skinscope.wizard.scanType', 'RETRY_SCAN');
    window.localStorage.setItem('skinscope.wizard.help', '[2]');
    window.localStorage.setItem('skinscope.user', '{"kept":true}');

    beginConsultation(customer);

    expect(window.sessionStorage.getItem('skinscope.wizard.condition')).toBeNull();
    expect(readWizardScanType()).toBeNull();
    expect(window.localStorage.getItem('skinscope.wizard.help')).toBeNull();
    expect(window.localStorage.getItem('skinscope.user')).toBe('{"kept":true}');
  });

  it('reads an unreadable stored customer as none', () => {
    window.sessionStorage.setItem(WIZARD_CUSTOMER_KEY, '{"id":"x"');
    expect(readWizardCustomer()).toBeNull();
    window.sessionStorage.setItem(WIZARD_CUSTOMER_KEY, '{"id":5}');
    expect(readWizardCustomer()).toBeNull();
  });
});
