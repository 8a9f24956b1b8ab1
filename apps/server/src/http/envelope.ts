/** The success envelope of ARCHITECTURE §3. */
export function ok<T>(data: T): { code: 200; message: 'ok'; data: T } {
  return { code: 200, message: 'ok', data };
}
