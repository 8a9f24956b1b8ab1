import { tenantOf, type Actor, type Tenancy } from './actor';
import { canCalibrateDevices } from './calibration';

/**
 * A company's settings (issue 32 #4). Everyone of the company reads them — the capture screens
 * follow them, in 顾客模式 too; those who look after the company's microscopes (administrators
 * and store managers, as for calibrations) change them. Always the caller's own company: no
 * request names another.
 */
export function canChangeCompanySettings(actor: Actor): boolean {
  return canCalibrateDevices(actor);
}

/** Whose settings an actor reads and changes. */
export function settingsCompanyOf(actor: Actor): Tenancy {
  return tenantOf(actor);
}
