import { systemRoutes } from '@skinscope/contracts';
import type { SendCodeQuery, SendCodeResponse } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * `GET /server/mobileKey?mobilNum=&purpose=` (spec §7): texts a verification code. Public.
 * `purpose` ties the code to its dialog (register or reset). Too soon answers 429 CODE_TOO_SOON.
 */
function sendCode(query: SendCodeQuery): Promise<SendCodeResponse> {
  return apiCall(systemRoutes.sendCode, {
    query: { mobilNum: query.mobilNum, purpose: query.purpose },
  });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
