import { randomInt } from 'node:crypto';
import type { PasswordHasher } from '../infra/password-hasher';
import type { UsersRepository } from '../repositories/users.repository';

export interface FirstAdmin {
  mobile: string;
  password: string;
  generated: boolean;
}

// No 0/O, 1/l/I: the password is read off a console and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function generatePassword(length = 12): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * DECISIONS "First start": with no user at all, create one administrator. Its scope is `reach`
 * so that every icon and the authorisation management are visible; it may scan and upload.
 */
export async function ensureFirstAdmin(deps: {
  users: UsersRepository;
  hasher: PasswordHasher;
  mobile: string;
  password: string | undefined;
}): Promise<FirstAdmin | null> {
  if ((await deps.users.count()) > 0) return null;
  const password = deps.password ?? generatePassword();
  try {
    await deps.users.insert({
      mobile: deps.mobile,
      // Issue 17 #5: no name yet; the web asks for it right after the first sign-in, so that
      // records show the person rather than a placeholder or the mobile.
      fullName: null,
      passwordHash: await deps.hasher.hash(password),
      role: 'admin',
      scope: 'reach',
      canScan: true,
      canUpload: true,
    });
  } catch (error) {
    // Replicas starting together on one PostgreSQL: whoever lost the race has an admin already.
    if ((await deps.users.count()) > 0) return null;
    throw error;
  }
  return { mobile: deps.mobile, password, generated: deps.password === undefined };
}

/**
 * How to sign in as the administrator just created: printed once, by the first start
 * (`npm start`) or by `npm run seed:demo` on an empty data directory, whichever ran first.
 */
export function firstAdminBanner({ mobile, password, generated }: FirstAdmin): string {
  return [
    '',
    '================ 肤镜 SkinScope ================',
    '已创建管理员账号 (administrator created)',
    `  账号 (mobile):   ${mobile}`,
    generated ? `  密码 (password): ${password}` : '  密码 (password): ADMIN_PASSWORD 中设置的密码',
    '请登录后尽快修改密码；此密码不会再次显示。',
    '================================================',
    '',
  ].join('\n');
}
