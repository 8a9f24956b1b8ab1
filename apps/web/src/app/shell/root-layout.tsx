import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { zhCN } from '../../locales/zh-CN';
import { useRouteHandle } from '../route-handle';
import { AppFooter } from './app-footer';
import { ImageViewerHost } from './image-viewer-host';

// Toasts, alerts and dialogs bring antd's modal and message code: it loads beside the first
// screen, not in it. What is raised before it is here waits (lib/notification.ts, lib/dialog.ts).
const NoticeHost = lazy(async () => ({ default: (await import('./notice-host')).NoticeHost }));
const DialogHost = lazy(async () => ({ default: (await import('./dialog-host')).DialogHost }));

function useDocumentTitle() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? zhCN.brand.documentTitle(title) : zhCN.brand.name;
  }, [title]);
}

/** Every screen: page, footer, and the shell's overlays (toast, loading, viewer, dialogs). */
export function RootLayout() {
  useDocumentTitle();
  const overlays = useRouteHandle()?.overlays !== false;
  return (
    <div className="app-root">
      <div className="app-content">
        <Outlet />
      </div>
      <AppFooter />
      <ImageViewerHost />
      {overlays && (
        <Suspense fallback={null}>
          <NoticeHost />
          <DialogHost />
        </Suspense>
      )}
    </div>
  );
}
