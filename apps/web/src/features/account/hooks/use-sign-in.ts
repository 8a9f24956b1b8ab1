import type { LoginRequest } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Signing in needs the contract's schemas and the API client, which bring zod along: they load
 * just after the login screen is shown (not with it), so a submit rarely waits for them.
 */
export const loadSignIn = () => import('./sign-in');

export function useSignIn() {
  useEffect(() => {
    void loadSignIn();
  }, []);
  return useMutation({
    mutationFn: async (request: LoginRequest) => (await loadSignIn()).signIn(request),
  });
}
