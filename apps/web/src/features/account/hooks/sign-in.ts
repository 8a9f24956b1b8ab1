import { LoginRequestSchema } from '@skinscope/contracts';
import type { LoginRequest, User } from '@skinscope/contracts';
import { loadSessionCheck, saveSession, updateStoredUser } from '../../../lib/session';
import { getUserRights } from '../api/get-user-rights';
import { login } from '../api/login';

/** The login form's fields as the contract takes them, or null when one is empty or too long. */
export function loginRequestOf(fields: unknown): LoginRequest | null {
  const request = LoginRequestSchema.safeParse(fields);
  return request.success ? request.data : null;
}

/**
 * Spec §4 Session: store the login answer, then add the rights read from the user detail.
 * Resolves with the signed-in user.
 */
export async function signIn(request: LoginRequest): Promise<User> {
  const { accessToken, tokenType, recUser } = await login(request);
  // The stored user is read back through its check (lib/session.ts); have it ready first.
  await loadSessionCheck({ always: true });
  saveSession({ token: accessToken, tokenType, user: recUser });
  try {
    updateStoredUser(await getUserRights(recUser.id));
  } catch {
    // The login answer already carries the rights; a failed refresh must not block sign-in.
  }
  return recUser;
}
