import { describe, expect, it } from 'vitest';
import { customerIdForWire } from './customer-id';

describe('customer id on the wire (spec §6)', () => {
  it('is prefixed with the scope name for skinworker only', () => {
    expect(customerIdForWire(42, 'skinworker')).toBe('skinworker42');
    expect(customerIdForWire(42, 'reach')).toBe(42);
    expect(customerIdForWire(42, 'cgo')).toBe(42);
    expect(customerIdForWire(42, 'pubdom')).toBe(42);
  });
});
