import { Modal } from 'antd';
import { useOpenDialogs } from '../../lib/dialog';

/**
 * Renders the dialogs features open with `openDialog`. Clicking the dark backdrop, Esc or the
 * close icon ends a dialog with an empty result (spec §2 Shell).
 */
export function DialogHost() {
  const dialogs = useOpenDialogs();
  return dialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      open
      centered
      title={dialog.options.title}
      width={dialog.options.width}
      footer={null}
      mask={{ closable: true }}
      onCancel={() => dialog.close(undefined)}
    >
      {dialog.render(dialog.close)}
    </Modal>
  ));
}
