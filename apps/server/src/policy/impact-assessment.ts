import {
  ASSESSED_RIGHTS,
  ASSESSED_ROLES,
  type AssessedRight,
  type AssessedRole,
} from '@skinscope/contracts';
import type { PhotoKey } from '@skinscope/contracts';
import { inTenant, isAdmin, type Actor } from './actor';
import { canChangeCompanySettings } from './company-settings';
import {
  canEditCustomer,
  canExportOrEraseCustomers,
  canReadCustomer,
  type CustomerFacts,
} from './customers';
import { canReadPhoto, canStorePhoto } from './photos';
import { canShareCustomerReport } from './report-links';
import { canEnrolInStudy, canManageStudy } from './studies';
import { canManageUsers, canReadAudit } from './users';

/**
 * Issue 34 #5 (DECISIONS §112): the personal-information impact assessment names every company's
 * customers' counts, the consents and who may do what, so it is for administrators, as the audit
 * log and the filing threshold are. They assess any company of the installation.
 */
export function canAssessImpact(actor: Actor): boolean {
  return isAdmin(actor);
}

// A representative of each kind of person, about company A (scope cgo, headed by account 10),
// its customer 1 and a study of it; the partner is a pubdom account bound to A's store 7, to whom
// customer 1 is authorised. The same kinds as policy.test.ts's table.
const COMPANY_A = { scope: 'cgo', ownerId: 10 } as const;
const representative = (id: number, values: Partial<Actor>): Actor => ({
  id,
  name: '',
  role: 'staff',
  scope: 'cgo',
  companyUserId: null,
  storeId: null,
  canScan: false,
  canUpload: false,
  customerMode: null,
  ...values,
});
const REPRESENTATIVES: Record<AssessedRole, Actor> = {
  admin: representative(50, { role: 'admin', scope: 'reach', canScan: true, canUpload: true }),
  head: representative(10, { canScan: true, canUpload: true }),
  scanner: representative(11, { companyUserId: 10, canScan: true }),
  colleague: representative(12, { companyUserId: 10 }),
  partner: representative(40, { scope: 'pubdom', storeId: 7, canScan: true }),
  outsider: representative(30, { canScan: true, canUpload: true }),
};
const customerOf = (actor: Actor): CustomerFacts => ({
  ...COMPANY_A,
  id: 1,
  boundToActor: actor.id === REPRESENTATIVES.partner.id,
});
const PHOTO: PhotoKey = { kind: 'img', customerId: 1, hour: '1', name: '1700000000000.jpg' };

/** Each right of the matrix, asked of the policy's own functions. */
const RIGHTS: Record<AssessedRight, (actor: Actor) => boolean> = {
  readCustomer: (a) => canReadCustomer(a, customerOf(a)),
  readPhotos: (a) => canReadPhoto(a, PHOTO, customerOf(a)),
  takePhotos: (a) => canStorePhoto(a, PHOTO, customerOf(a)),
  editCustomer: (a) => canEditCustomer(a, customerOf(a)),
  shareReport: (a) => canShareCustomerReport(a, customerOf(a)),
  exportErase: (a) => canExportOrEraseCustomers(a),
  readAudit: (a) => canReadAudit(a),
  manageUsers: (a) => canManageUsers(a),
  // A company's settings are always the caller's own (settingsCompanyOf): A's are A's people's.
  changeSettings: (a) => canChangeCompanySettings(a) && inTenant(a, COMPANY_A),
  runStudies: (a) => canManageStudy(a, COMPANY_A),
  enrolStudy: (a) => canEnrolInStudy(a, COMPANY_A, customerOf(a)),
  assessImpact: (a) => canAssessImpact(a),
};

/** Who has which right over personal information, as the policy decides it now. */
export function rightsMatrix() {
  const roles = Object.keys(ASSESSED_ROLES) as AssessedRole[];
  return {
    roles: roles.map((key) => ({ key, ...ASSESSED_ROLES[key] })),
    rights: (Object.keys(ASSESSED_RIGHTS) as AssessedRight[]).map((key) => ({
      key,
      label: ASSESSED_RIGHTS[key],
      allowed: roles.map((role) => RIGHTS[key](REPRESENTATIVES[role])),
    })),
  };
}
