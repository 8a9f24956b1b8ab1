import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { zhCN } from '../../locales/zh-CN';
import { useRouteHandle } from '../route-handle';
import { AppFooter } from './app-footer';
import { DialogHost } from './dialog-host';
import { ImageViewerHost } from './image-viewer-host';
import { NoticeHost } from './notice-host';

function useDocumentTitle() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? zhCN.brand.documentTitle(title) : zhCN.brand.name;
  }, [title]);
}

/** Every screen: page, footer, and the shell's overlays (toast, loading, viewer, dialogs). */
export function RootLayout() {
  useDocumentTitle();
  return (
    <div className="app-root">
      <div className="app-content">
        <Outlet />
      </div>
      <AppFooter />
      <NoticeHost />
      <ImageViewerHost />
      <DialogHost />
    </div>
  );
}
