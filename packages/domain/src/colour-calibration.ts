/**
 * Whether an analysis's colour is a measurement (issue 18 #3): only when the device's calibration
 * was applied (`calibrationId`) and the engine named a tone. Analyses from before calibration
 * existed named one regardless, so the tone alone does not tell. The one rule the progress page,
 * the customer's report and the care adjustment read a stored analysis by.
 */
export function isColourCalibrated(
  calibrationId: number | null,
  colour: { result?: string | null } | null | undefined,
): boolean {
  return calibrationId !== null && (colour?.result ?? null) !== null;
}
