import type { LoginRequest, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveSession, updateStoredUser } from '../../../lib/session';
import { getUserRights } from '../api/get-user-rights';
import { login } from '../api/login';

/**
 * Spec §4 Session: store the login answer, then add the rights read from the user detail.
 * Resolves with the signed-in user.
 */
async function signIn(request: LoginRequest): Promise<User> {
  const { accessToken, tokenType, recUser } = await login(request);
  saveSession({ token: accessToken, tokenType, user: recUser });
  try {
    updateStoredUser(await getUserRights(recUser.id));
  } catch {
    // The login answer already carries the rights; a failed refresh must not block sign-in.
  }
  return recUser;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
