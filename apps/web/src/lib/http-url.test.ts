import { describe, expect, it } from 'vitest';
import { httpUrlOrNull } from './http-url';

describe('issue 29 #6: only http(s) addresses reach a QR code or window.open', () => {
  it('keeps http and https, refuses every other scheme and relative text', () => {
    expect(httpUrlOrNull('https://skin.example.com/r/abc')).toBe('https://skin.example.com/r/abc');
    expect(httpUrlOrNull('http://192.168.1.20:8080/r/abc')).toBe('http://192.168.1.20:8080/r/abc');
    for (const bad of ['javascript:alert(1)//', 'data:text/html,x', '/r/abc', 'file:///etc/passwd'])
      expect(httpUrlOrNull(bad), bad).toBeNull();
  });
});
