import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '@skinscope/db';
import type { Config } from './config';
import { createArgon2Hasher, type PasswordHasher } from './infra/password-hasher';
import { createDbRateLimiter } from './infra/rate-limiter';
import { createSmsSender, type SmsSender } from './infra/sms-sender';
import { createLogger } from './logging';
import { registerAuth } from './plugins/auth';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAuditTrail } from './modules/audit/audit-trail';
import { createSessionsRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInGuardsRepository } from './modules/auth/sign-in-guards.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createStoresRepository } from './modules/stores/stores.repository';
import { createCasesRepository } from './modules/cases/cases.repository';
import { casesRoutes } from './modules/cases/cases.routes';
import { createCasesService } from './modules/cases/cases.service';
import { createBindingsRepository } from './modules/bindings/bindings.repository';
import { bindingsRoutes } from './modules/bindings/bindings.routes';
import { createBindingsService } from './modules/bindings/bindings.service';
import { createCustomersRepository } from './modules/customers/customers.repository';
import { customersRoutes } from './modules/customers/customers.routes';
import { createCustomersService } from './modules/customers/customers.service';
import { createPhotosRepository } from './modules/images/photos.repository';
import { imagesRoutes } from './modules/images/images.routes';
import { createImagesService } from './modules/images/images.service';
import { createRecordsRepository } from './modules/records/records.repository';
import { recordsRoutes } from './modules/records/records.routes';
import { createRecordsService } from './modules/records/records.service';
import { createFileImageStore, type ImageStore } from './infra/image-store';
import { createAnalysisRunner, type AnalysisRunner } from './infra/analysis-runner';
import { createDetectionsRepository } from './modules/detect/detections.repository';
import { detectRoutes } from './modules/detect/detect.routes';
import { createDetectService, type DetectService } from './modules/detect/detect.service';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { storesRoutes } from './modules/stores/stores.routes';
import { createStoresService } from './modules/stores/stores.service';
import { systemRoutes } from './modules/system/system.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createTransact } from './repositories';

export interface AppDeps {
  database: Database;
  hasher?: PasswordHasher;
  sms?: SmsSender;
  images?: ImageStore;
  analysis?: AnalysisRunner;
  /** Warm the analysis workers up at once (the real server; tests start them on first use). */
  warmUpAnalysis?: boolean;
  now?: () => Date;
  logger?: Logger;
}

// JSON bodies are small forms; photo upload routes raise their own limit.
const JSON_BODY_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

/** Builds the whole API; production (main.ts) and tests (app.inject) share it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    // pino's Logger is a FastifyBaseLogger; naming the base type keeps FastifyInstance unparameterised.
    loggerInstance: (deps.logger ?? createLogger(config)) as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Off unless configured: otherwise any client could name its own address in X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    // Keep-alive connections that are idle close at once on shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
  });

  const { db } = deps.database;
  const transact = createTransact(db);
  const now = deps.now ?? (() => new Date());
  const hasher = deps.hasher ?? createArgon2Hasher();
  const limiter = createDbRateLimiter(db, now);
  const auditRepository = createAuditRepository(db);
  const audit = createAuditTrail(auditRepository);
  const users = createUsersRepository(db);
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    guards: createSignInGuardsRepository(db),
    hasher,
    limiter,
    audit,
    now,
    tokenTtlMs: config.tokenTtlHours * 3_600_000,
  });
  const sms = deps.sms ?? createSmsSender(config.sms, app.log);

  closeConnectionsWhenShuttingDown(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerAuth(app, auth);

  await app.register(
    systemRoutes({
      database: deps.database,
      logLevel: config.logLevel,
      settings: {
        icpNumber: config.icpNumber ?? null,
        psbNumber: config.psbNumber ?? null,
        allowAnyCamera: config.allowAnyCamera,
      },
    }),
  );
  await app.register(authRoutes(auth));
  await app.register(
    accountRoutes(
      createAccountService({
        db,
        hasher,
        sms,
        limiter,
        audit,
        now,
        smsHourlyLimit: config.smsHourlyLimit,
        alert: (message, details) => app.log.error({ alert: 'sms', ...details }, message),
      }),
    ),
  );
  await app.register(
    usersRoutes(createUsersService({ transact, users, stores: createStoresRepository(db), now })),
  );
  await app.register(auditRoutes(createAuditService({ audit: auditRepository })));

  const stores = createStoresRepository(db);
  const customers = createCustomersRepository(db);
  const customersService = createCustomersService({ db, customers, stores, audit, now });
  await app.register(customersRoutes(customersService));
  await app.register(
    bindingsRoutes(
      createBindingsService({ bindings: createBindingsRepository(db), customers, users, transact }),
    ),
  );
  const records = createRecordsRepository(db);
  const photos = createPhotosRepository(db);
  const imageStore = deps.images ?? createFileImageStore(path.join(config.dataDir, 'images'));
  const analysis =
    deps.analysis ??
    createAnalysisRunner(config.analysisWorkers, (error) =>
      app.log.error({ err: error }, 'analysis worker failed'),
    );
  const detect = createDetectService({
    customers,
    records,
    photos,
    detections: createDetectionsRepository(db),
    store: imageStore,
    analysis,
    audit,
    warn: (message, details) => app.log.warn(details, message),
  });
  app.decorate('detect', detect);
  if (deps.warmUpAnalysis && !deps.analysis)
    analysis.warmUp().then(
      () => app.log.info('analysis workers warmed up'),
      (error: unknown) => app.log.warn({ err: error }, 'analysis warm-up failed'),
    );
  app.addHook('onClose', async () => {
    // Background analyses finish before the pool (and then the database) goes away.
    await detect.idle();
    if (!deps.analysis) await analysis.close();
  });
  await app.register(
    recordsRoutes(
      createRecordsService({
        db,
        customers,
        records,
        audit,
        now,
        onPhotosSaved: (recordId) => detect.analyseRecordInBackground(recordId),
      }),
    ),
  );
  await app.register(
    imagesRoutes(
      createImagesService({ customers, customersService, photos, store: imageStore, audit }),
    ),
  );
  await app.register(detectRoutes(detect));
  await app.register(
    privacyRoutes(
      createPrivacyService({
        customers,
        records,
        privacy: createPrivacyRepository(db),
        store: imageStore,
        audit,
        transact,
        now,
      }),
    ),
  );
  await app.register(storesRoutes(createStoresService({ stores, transact, now })));
  await app.register(
    casesRoutes(
      createCasesService({
        cases: createCasesRepository(db),
        store: imageStore,
        audit,
        now,
      }),
    ),
  );
  await registerWebApp(app, config.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The detect module, for tests that wait for background analyses (`app.detect.idle()`). */
    detect: DetectService;
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
