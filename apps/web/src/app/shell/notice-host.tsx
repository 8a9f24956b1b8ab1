import { message as messageApi, Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { setNoticeHandler, useIsLoading } from '../../lib/notification';
import type { Notice } from '../../lib/notification';
import { zhCN } from '../../locales/zh-CN';

// Spec §2/§9: toasts are centred and disappear after 1.5 s; at the top of the page, clear of the
// form the user is filling in (issue 29 #11: mid-screen they covered its fields).
const toastConfig = { top: 12, duration: 1.5, maxCount: 3 };

/**
 * Shows what the notification service broadcasts: toasts, alerts, the loading overlay. The
 * shell loads it after the first screen (root-layout.tsx); notices raised before wait in
 * lib/notification.ts and show as soon as it is here.
 */
export function NoticeHost() {
  const [message, messageHolder] = messageApi.useMessage(toastConfig);
  const [modal, modalHolder] = Modal.useModal();
  const loading = useIsLoading();
  // The same alert raised twice (two guards, two failing calls) is shown once.
  const openAlerts = useRef(new Set<string>());

  useEffect(() => {
    const show = (notice: Notice) => {
      if (notice.kind === 'toast') {
        void message.open({ type: notice.type, content: notice.content });
        return;
      }
      if (openAlerts.current.has(notice.content)) return;
      openAlerts.current.add(notice.content);
      modal.warning({
        title: notice.title,
        content: notice.content,
        okText: zhCN.session.confirm,
        centered: true,
        afterClose: () => openAlerts.current.delete(notice.content),
      });
    };
    return setNoticeHandler(show);
  }, [message, modal]);

  return (
    <>
      {modalHolder}
      {messageHolder}
      {loading && <Spin fullscreen size="large" />}
    </>
  );
}
