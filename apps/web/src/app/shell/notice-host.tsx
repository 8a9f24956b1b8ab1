import { App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { setNoticeHandler, useIsLoading } from '../../lib/notification';
import type { Notice } from '../../lib/notification';
import { zhCN } from '../../locales/zh-CN';

/** Shows what the notification service broadcasts: toasts, alerts, the loading overlay. */
export function NoticeHost() {
  const { message, modal } = App.useApp();
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

  return loading ? <Spin fullscreen size="large" /> : null;
}
