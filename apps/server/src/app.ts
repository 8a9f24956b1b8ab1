import type { FilingThresholds } from '@skinscope/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '@skinscope/db';
import type { Config } from './config';
import { createAnalysisRunner, type AnalysisRunner } from './infra/analysis-runner';
import type { ImageStore } from './infra/image-store';
import { openImageStore } from './infra/open-image-store';
import { createArgon2Hasher, type PasswordHasher } from './infra/password-hasher';
import { connectRedis } from './infra/redis-rate-limiter';
import { createSmsSender, type SmsSender } from './infra/sms-sender';
import { createLogger, OneLinePerRequest, quieterOf } from './logging';
import { accountRoutes } from './modules/account/account.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bindingsRoutes } from './modules/bindings/bindings.routes';
import { casesRoutes } from './modules/cases/cases.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { calibrationRoutes } from './modules/calibration/calibration.routes';
import { companySettingsRoutes } from './modules/company-settings/company-settings.routes';
import { detectRoutes } from './modules/detect/detect.routes';
import { filingRoutes } from './modules/filing/filing.routes';
import { impactAssessmentRoutes } from './modules/impact-assessment/impact-assessment.routes';
import { retestRoutes } from './modules/retest/retest.routes';
import { studyRoutes } from './modules/studies/studies.routes';
import type { RecordAnalysis } from './modules/detect/record-analysis';
import { imagesRoutes } from './modules/images/images.routes';
import { dataRequestsRoutes } from './modules/data-requests/data-requests.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { retentionRoutes } from './modules/retention/retention.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { careOutcomeRoutes } from './modules/care-outcomes/care-outcomes.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { reportLinksRoutes } from './modules/report-links/report-links.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createServices } from './services';

export interface AppDeps {
  database: Database;
  hasher?: PasswordHasher;
  sms?: SmsSender;
  images?: ImageStore;
  analysis?: AnalysisRunner;
  /** Rate-limit counters' Redis; by default one connection to `config.redisUrl` when set. */
  redis?: Redis;
  /** Check every answer against its route's response schema (tests). */
  checkResponses?: boolean;
  /** Warm the analysis workers up at once (the real server; tests start them on first use). */
  warmUpAnalysis?: boolean;
  now?: () => Date;
  logger?: Logger;
  /** The filing thresholds (FILING_THRESHOLDS); a test names small ones instead of 100,000 rows. */
  filingThresholds?: FilingThresholds;
}

// JSON bodies are small forms; photo upload routes raise their own limit.
const JSON_BODY_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the whole API; production (main.ts) and tests (app.inject) share it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // pino's Logger is a FastifyBaseLogger; naming the base type keeps FastifyInstance unparameterised.
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config);
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    // One line per request, when it is answered, instead of Fastify's two (issue 35 #3).
    logController: new OneLinePerRequest(config.logReadsSample),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Off unless configured: otherwise any client could name its own address in X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    // Keep-alive connections that are idle close at once on shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
  });

  const now = deps.now ?? (() => new Date());
  const analysis =
    deps.analysis ??
    createAnalysisRunner(
      config.analysisWorkers,
      (error) => app.log.error({ err: error }, 'analysis worker failed'),
      config.analysisWorkerNice,
    );
  const redis =
    deps.redis ??
    (config.redisUrl
      ? connectRedis(config.redisUrl, (error) => app.log.warn({ err: error }, 'Redis unreachable'))
      : null);
  const images = deps.images ?? openImageStore(config);
  const services = createServices({
    config,
    database: deps.database,
    hasher: deps.hasher ?? createArgon2Hasher(),
    sms: deps.sms ?? createSmsSender(config.sms, app.log),
    images,
    analysis,
    redis,
    now,
    log: app.log,
    filingThresholds: deps.filingThresholds,
  });
  app.decorate('detect', services.recordAnalysis);
  app.decorate('checkResponses', deps.checkResponses ?? false);
  if (deps.warmUpAnalysis && !deps.analysis)
    analysis.warmUp().then(
      () => app.log.info('analysis workers warmed up'),
      (error: unknown) => app.log.warn({ err: error }, 'analysis warm-up failed'),
    );
  // Shutdown begins: no more claims, and the analyses under way get their grace period while
  // requests in flight finish (DECISIONS "Durable analysis jobs").
  app.addHook('preClose', async () => {
    services.recordAnalysis.stop(config.shutdownGraceMs).catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    await services.retentionJob.stop();
    // The analyses under way are stored, or their jobs handed back, before the pool (and then
    // the database) goes away; queued jobs stay queued for another replica or the next start.
    await services.recordAnalysis.stop();
    if (!deps.analysis) await analysis.close();
    // QUIT lets pending counts finish; a Redis that is gone is simply let go.
    if (redis && !deps.redis) await redis.quit().catch(() => redis.disconnect());
    if (!deps.images) images.close?.();
  });

  closeConnectionsWhenShuttingDown(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAuth(app, (credential) => services.auth.authenticate(credential));
  // Before the routes: it sets itself up on each route as it is added.
  await registerCompression(app);

  await app.register(
    systemRoutes(services.system, { probeLogLevel: quieterOf(config.logLevel, 'warn') }),
  );
  await app.register(authRoutes(services.auth));
  await app.register(accountRoutes(services.account));
  await app.register(usersRoutes(services.users, services.profile, services.customerMode));
  await app.register(auditRoutes(services.audit));
  await app.register(filingRoutes(services.filing));
  await app.register(impactAssessmentRoutes(services.impactAssessment));
  await app.register(customersRoutes(services.customers));
  await app.register(bindingsRoutes(services.bindings));
  await app.register(
    recordsRoutes({
      query: services.recordsQuery,
      photos: services.visitPhotos,
      close: services.visitClose,
    }),
  );
  await app.register(imagesRoutes(services.images));
  await app.register(detectRoutes(services.detect, services.reports, services.visitAnalysis));
  await app.register(calibrationRoutes(services.calibration));
  await app.register(retestRoutes(services.retest));
  await app.register(companySettingsRoutes(services.companySettings));
  await app.register(studyRoutes(services.studies, services.studyLinks));
  await app.register(privacyRoutes(services.privacy));
  await app.register(
    dataRequestsRoutes(services.dataLinks, services.dataRequests, services.myData),
  );
  await app.register(retentionRoutes(services.retention));
  await app.register(reportLinksRoutes(services.reportLinks, services.publicReports));
  await app.register(progressRoutes(services.progress));
  await app.register(careOutcomeRoutes(services.careOutcomes));
  await app.register(storesRoutes(services.stores));
  await app.register(casesRoutes(services.cases));
  await registerWebApp(app, config.webDistDir);
  // Jobs queued before this start (a restart, a replica that died) are taken up at once.
  app.addHook('onReady', async () => services.recordAnalysis.start());
  // Issue 34 #2: the daily retention job, on every replica that takes part (one runs at a time).
  if (config.retentionJob) app.addHook('onReady', async () => services.retentionJob.start());
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background analyses of records, for tests that wait for them (`app.detect.idle()`). */
    detect: RecordAnalysis;
  }
}

/** Fastify's types take a hop count only as a trust function: trust the first `hops` peers. */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * During shutdown, responses still in flight say `Connection: close`, so keep-alive clients
 * let go of their socket and the server can finish closing instead of waiting for idle timeouts.
 */
function closeConnectionsWhenShuttingDown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
