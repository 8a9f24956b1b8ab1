/**
 * The address itself when it is an absolute http(s) URL, else null. What goes into a QR code,
 * `window.open` or the clipboard passes here first (issue 29 #6): a `javascript:` or `data:`
 * address handed to a customer's phone, or opened by staff, would run instead of open.
 */
export function httpUrlOrNull(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const { protocol } = new URL(address);
  return protocol === 'http:' || protocol === 'https:' ? address : null;
}
