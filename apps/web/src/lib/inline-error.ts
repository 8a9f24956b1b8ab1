import { zhCN } from '../locales/zh-CN';
import { ApiError } from './api-error';

/**
 * The text a dialog shows inline (spec §8: bind dialogs show errors in red, not as a toast).
 * Undefined when the API client already told the user (the session ended).
 */
export function inlineErrorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.handled ? undefined : error.message;
  return zhCN.api.unknownError;
}
