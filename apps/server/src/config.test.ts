import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 8080, ./data, PGlite, log SMS', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      adminMobile: '13800000000',
      sms: { provider: 'log' },
      tokenTtlHours: 12,
      logLevel: 'info',
      allowAnyCamera: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('keeps photos on disk and counters in the database unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.imageStore).toEqual({ kind: 'file' });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the S3 bucket settings and Redis URL, refusing incomplete or malformed ones', () => {
    expect(
      loadConfig({
        IMAGE_STORE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
    ).toMatchObject({
      imageStore: {
        kind: 's3',
        bucket: 'photos',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
      },
      redisUrl: 'redis://127.0.0.1:6379',
    });
    const attempt = () =>
      loadConfig({ IMAGE_STORE: 's3', S3_ACCESS_KEY_ID: 'key', REDIS_URL: 'localhost:6379' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_BUCKET: required when IMAGE_STORE=s3/);
    expect(attempt).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(attempt).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', ICP_NUMBER: ' ', ADMIN_PASSWORD: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.icpNumber).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it('fails fast listing every bad variable, not just the first', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_MOBILE: '123',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_MOBILE', 'LOG_LEVEL'])
        expect(problems).toContain(name);
    }
  });

  it('requires the gateway URL and key when SMS goes over HTTP', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL[\s\S]*SMS_HTTP_KEY/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example/send',
        SMS_HTTP_KEY: 'k',
      }).sms,
    ).toEqual({ provider: 'http', httpUrl: 'https://sms.example/send', httpKey: 'k' });
  });

  it('trusts no proxy by default; TRUST_PROXY names proxies or a hop count, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24,loopback' }).trustProxy).toBe(
      '10.0.0.1,10.0.1.0/24,loopback',
    );
    expect(loadConfig({ TRUST_PROXY: '::1' }).trustProxy).toBe('::1');
    for (const bad of [
      'true',
      '0',
      '11',
      '10.0.0.300',
      '10.0.0.0/33',
      'proxy.example.com',
      '1.2.3.4,',
    ])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('holds analysis jobs 30 s and gives analyses 5 s at shutdown unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ analysisJobLeaseMs: 30_000, shutdownGraceMs: 5_000 });
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    for (const bad of ['-1', '121', 'soon'])
      expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_GRACE_SECONDS/,
      );
  });

  it('reads the camera flag and filing numbers', () => {
    const config = loadConfig({ ALLOW_ANY_CAMERA: 'true', ICP_NUMBER: '沪ICP备12345678号' });
    expect(config.allowAnyCamera).toBe(true);
    expect(config.icpNumber).toBe('沪ICP备12345678号');
  });

  it('issue 29 #6: PUBLIC_URL is an http(s) origin, unset by default; anything else is refused clearly', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Skin.Example.com/' }).publicUrl).toBe(
      'https://skin.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8080' }).publicUrl).toBe(
      'http://192.168.1.20:8080',
    );
    for (const bad of [
      'javascript:alert(1)',
      'ftp://skin.example.com',
      'skin.example.com',
      'https://skin.example.com/app',
      'https://skin.example.com/?x=1',
      'https://skin.example.com/#r',
      'https://user:pw@skin.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must be the http:\/\/ or https:\/\/ address/,
      );
    }
  });
});
