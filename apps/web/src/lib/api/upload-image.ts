import { apiRoutes } from '@skinscope/contracts';
import { zhCN } from '../../locales/zh-CN';
import { apiCall } from '../api-client';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';

/**
 * `POST /server/imageb64` (spec §7): multipart `file`, `dir`, `name`, for a consultation photo,
 * an SOS photo or a case photo. Success is the plain text `ok`, not the envelope; failures are
 * envelopes and end the session like any other call.
 */
export async function uploadImageFile(file: Blob, dir: string, name: string): Promise<void> {
  const answer = await apiCall(apiRoutes.uploadImage, {
    body: { dir, name },
    // The part's file name is the photo's name, as the spec's clients send it.
    files: { file: new File([file], name, { type: file.type }) },
  });
  if ((await answer.text()).trim() !== 'ok') {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.badResponse,
      message: zhCN.api.unknownError,
    });
  }
}
