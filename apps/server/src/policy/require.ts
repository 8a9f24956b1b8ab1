import { AppError } from '../http/app-error';
import type { Actor } from './actor';
import { canUploadCases, canUseCaseLibrary } from './cases';
import { canCarryOutDataRequests } from './data-requests';
import { canShareReports } from './report-links';

/** 403 FORBIDDEN unless allowed. (Missing or foreign things answer 404 where they are loaded.) */
export function requireAllowed(allowed: boolean): void {
  if (!allowed) throw new AppError('FORBIDDEN');
}

/** 404 unless allowed: for things that must not be confirmed to exist. */
export function requireVisible(allowed: boolean): void {
  if (!allowed) throw new AppError('NOT_FOUND');
}

/** Spec §6: canScan gates customer search and registration ("not authorised, contact…"). */
export function requireCanScan(actor: Actor): void {
  if (!actor.canScan) throw new AppError('NOT_AUTHORIZED_TO_SCAN');
}

/**
 * canScan also gates a check itself — its photos, records and detections — with spec §8's own
 * message "not authorised to check" (issue 17 #12).
 */
export function requireCanCheck(actor: Actor): void {
  if (!actor.canScan) throw new AppError('NOT_AUTHORIZED_TO_CHECK');
}

/** Issue 29 #2: report links publish photos; they need canScan, whoever created the link. */
export function requireCanShareReports(actor: Actor): void {
  if (!canShareReports(actor)) throw new AppError('NOT_AUTHORIZED_TO_SHARE');
}

export function requireCaseLibrary(actor: Actor): void {
  requireAllowed(canUseCaseLibrary(actor));
}

export function requireCanUpload(actor: Actor): void {
  requireCaseLibrary(actor);
  if (!canUploadCases(actor)) throw new AppError('NOT_AUTHORIZED_TO_UPLOAD');
}

/** Issue 34 #1: carrying out a customer's data request (exports or erases): 403 with why. */
export function requireCanCarryOutDataRequests(actor: Actor): void {
  if (!canCarryOutDataRequests(actor)) throw new AppError('NOT_AUTHORIZED_FOR_DATA_REQUESTS');
}
