/**
 * Where a photo is stored (DECISIONS "Privacy", contracts images.ts and detect.ts): a
 * customer's photos under `img/{customerId}/{hours since epoch}`, detection-only photos of the
 * SOS screen under `sos/{userId}/{hours}`; the file is `{timestamp}.jpg` and is read back at
 * `/home/imagerec/{dir}/{name}`.
 */
export type PhotoOwner = { kind: 'customer'; customerId: number } | { kind: 'sos'; userId: number };

const HOUR_MS = 3_600_000;

export function photoDir(owner: PhotoOwner, now: number): string {
  const hours = Math.floor(now / HOUR_MS);
  return owner.kind === 'customer'
    ? `img/${owner.customerId}/${hours}`
    : `sos/${owner.userId}/${hours}`;
}

let lastStamp = 0;

/**
 * `{timestamp}.jpg`, never the same twice in this tab: two photos taken within one
 * millisecond (a key held down, two quick uploads) would otherwise collide (409 on the server).
 */
export function photoName(now: number): string {
  lastStamp = Math.max(now, lastStamp + 1);
  return `${lastStamp}.jpg`;
}

export function photoUrl(dir: string, name: string): string {
  return `/home/imagerec/${dir}/${name}`;
}
