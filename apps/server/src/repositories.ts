import type { Db } from '@skinscope/db';
import { createVerificationCodesRepository } from './modules/account/verification-codes.repository';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditTrail } from './modules/audit/audit-trail';
import { createSessionsRepository } from './modules/auth/auth.repository';
import { createSignInGuardsRepository } from './modules/auth/sign-in-guards.repository';
import { createBindingsRepository } from './modules/bindings/bindings.repository';
import { createCasesRepository } from './modules/cases/cases.repository';
import { createCustomersRepository } from './modules/customers/customers.repository';
import { createDetectionsRepository } from './modules/detect/detections.repository';
import { createPhotosRepository } from './modules/images/photos.repository';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { createRecordsRepository } from './modules/records/records.repository';
import { createStoresRepository } from './modules/stores/stores.repository';
import { createUsersRepository } from './modules/users/users.repository';

/**
 * Every repository over one database handle: the pool, or a transaction. Services receive them
 * (and `transact`) instead of building their own, so a change and its audit row can share one
 * transaction without the service knowing the SQL library.
 */
export function createRepositories(db: Db) {
  return {
    audit: createAuditTrail(createAuditRepository(db)),
    auditLog: createAuditRepository(db),
    bindings: createBindingsRepository(db),
    cases: createCasesRepository(db),
    codes: createVerificationCodesRepository(db),
    customers: createCustomersRepository(db),
    detections: createDetectionsRepository(db),
    guards: createSignInGuardsRepository(db),
    photos: createPhotosRepository(db),
    privacy: createPrivacyRepository(db),
    records: createRecordsRepository(db),
    sessions: createSessionsRepository(db),
    stores: createStoresRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction, with every repository bound to it; all or nothing. */
export type Transact = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

export function createTransact(db: Db): Transact {
  return (work) => db.transaction((tx) => work(createRepositories(tx)));
}
