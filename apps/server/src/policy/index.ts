/**
 * The one access-policy module (ARCHITECTURE §4): the only place that decides who may see or
 * change what. Services gather the facts (is this customer bound to the actor? which company
 * owns this store?) and ask; routes never decide access. Lint forbids tenancy comparisons
 * (`scope`, `ownerId`, `companyUserId`) anywhere else in the server.
 */
export * from './actor';
export * from './calibration';
export * from './care-outcomes';
export * from './cases';
export * from './company-settings';
export * from './customer-mode';
export * from './customers';
export * from './data-requests';
export * from './detections';
export * from './filing';
export * from './impact-assessment';
export * from './photos';
export * from './report-links';
export * from './retention';
export * from './retest';
export * from './require';
export * from './stores';
export * from './studies';
export * from './users';
