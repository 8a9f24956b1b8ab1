import { inTenant, isAdmin, tenantOf, type Actor, type Tenancy } from './actor';
import { headsCompany } from './stores';

/**
 * Calibrating the company's microscopes (issue 18 #2): administrators, and store managers — the
 * account heading its company (`headsCompany`). Staff of a company analyse with the calibration
 * but do not change it: a wrong calibration moves every colour reading of the device.
 */
export function canCalibrateDevices(actor: Actor): boolean {
  return isAdmin(actor) || headsCompany(actor);
}

/**
 * Reading the current calibration of a device of one's company, as the capture screen applies it
 * to its retake hint: whoever takes microscope photos (`canScan`, as for a check's photos) and
 * whoever calibrates. The company is the caller's own (`calibrationTenantOf`), as for analyses.
 */
export function canReadDeviceCalibration(actor: Actor): boolean {
  return actor.canScan || canCalibrateDevices(actor);
}

/** A calibration belongs to one company; nobody sees or retires another company's. */
export function canManageCalibration(actor: Actor, calibration: Tenancy): boolean {
  return canCalibrateDevices(actor) && inTenant(actor, calibration);
}

/** Whose device calibrations an actor's analyses use, and where new calibrations are filed. */
export function calibrationTenantOf(actor: Actor): Tenancy {
  return tenantOf(actor);
}
