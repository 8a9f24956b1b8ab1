import type { FastifyBaseLogger } from 'fastify';
import type { CodePurpose } from '@skinscope/contracts';

export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: CodePurpose;
}

/** Sends verification codes; the provider is chosen by SMS_PROVIDER (DECISIONS "Outside services"). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * For test installations: one log line per code with the mobile's last four digits, so an
 * operator can read it. The code sits in the message text, which redaction does not touch.
 */
export function createLogSmsSender(logger: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send({ mobile, code, purpose }) {
      logger.info(
        `SMS verification code for mobile ending ${mobile.slice(-4)} (${purpose}): ${code}`,
      );
    },
  };
}

const HTTP_TIMEOUT_MS = 10_000;

/** Posts `{mobile, code, purpose}` to the configured gateway with its key as a bearer token. */
export function createHttpSmsSender(url: string, key: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** SMS_PROVIDER, SMS_HTTP_URL and SMS_HTTP_KEY (config.ts reads them). */
export interface SmsSettings {
  provider: 'log' | 'http';
  httpUrl: string | undefined;
  httpKey: string | undefined;
}

export function createSmsSender(config: SmsSettings, logger: FastifyBaseLogger): SmsSender {
  if (config.provider === 'http' && config.httpUrl && config.httpKey) {
    return createHttpSmsSender(config.httpUrl, config.httpKey);
  }
  return createLogSmsSender(logger);
}
