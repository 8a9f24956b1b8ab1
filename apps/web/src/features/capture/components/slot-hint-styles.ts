import type { AlertProps } from 'antd';

/**
 * The compact look of the hints under a photo slot (refusal, retake, alignment): Alert's own
 * semantic styles, so no stylesheet reaches into antd's `.ant-alert` internals. The icon drops
 * by 4 px to sit on the first line of a two-line hint.
 */
export const SLOT_HINT_STYLES: AlertProps['styles'] = {
  root: { alignItems: 'flex-start', padding: '8px 12px', fontSize: 13, lineHeight: 1.6 },
  icon: { marginTop: 4 },
};
