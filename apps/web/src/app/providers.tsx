import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme } from 'antd';
import zh_CN from 'antd/locale/zh_CN';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { readSession, subscribeSession } from '../lib/session';
import { appTheme, THEME_CSS_VAR_CLASS } from '../lib/theme';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { createQueryClient } from './query-client';

/**
 * What antd's `App` gave every page: the theme's text colour, size, line height and font, and
 * antd's CSS variables (`var(--ant-color-primary)`…, scoped to the theme's class, which our
 * stylesheets read). `App` itself would bring the modal, message and notification
 * code into the first screen; the shell's notice host loads those after it
 * (app/shell/notice-host.tsx).
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return (
    <div className={`app-provider ${THEME_CSS_VAR_CLASS}`} style={style}>
      {children}
    </div>
  );
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const reduceMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(
    () => (reduceMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reduceMotion],
  );
  // Issue 17 #29: customers fetched by one user are not kept in memory for the next one.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!readSession()) client.clear();
      }),
    [client],
  );
  return (
    <ConfigProvider
      locale={zh_CN}
      theme={themeConfig}
      wave={{ disabled: reduceMotion }}
      button={{ autoInsertSpace: false }}
    >
      <AppRoot>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AppRoot>
    </ConfigProvider>
  );
}
