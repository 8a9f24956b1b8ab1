/**
 * Which camera to use (spec §4 microscope capture, §9 camera constants, DECISIONS
 * "Microscope"). The microscope's known device labels all carry its USB id `eb1a:5304`
 * (browsers append `(vendor:product)` to a USB camera's label), so the id identifies it
 * whatever the model name. Other cameras are used only when the server's `allowAnyCamera`
 * setting is on (the tests' fake camera).
 */
const MICROSCOPE_USB_ID = 'eb1a:5304';

/** Spec §9: the microscope delivers 1024×768 frames. */
export const CAPTURE_WIDTH = 1024;
export const CAPTURE_HEIGHT = 768;

export interface CameraDevice {
  deviceId: string;
  label: string;
}

export function isMicroscopeLabel(label: string): boolean {
  return label.toLowerCase().includes(MICROSCOPE_USB_ID);
}

/** The microscope if one is plugged in; else, when allowed, the first other camera; else null. */
export function chooseCamera(
  devices: readonly CameraDevice[],
  allowAnyCamera: boolean,
): CameraDevice | null {
  const microscope = devices.find((device) => isMicroscopeLabel(device.label));
  if (microscope) return microscope;
  return allowAnyCamera ? (devices[0] ?? null) : null;
}
