import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zh_CN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { readSession, subscribeSession } from '../lib/session';
import { appTheme } from '../lib/theme';
import { createQueryClient } from './query-client';

dayjs.locale('zh-cn');

// Spec §2/§9: toasts are centred and disappear after 1.5 s.
const toastConfig = { top: '40vh', duration: 1.5, maxCount: 3 };

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Issue 17 #29: customers fetched by one user are not kept in memory for the next one.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!readSession()) client.clear();
      }),
    [client],
  );
  return (
    <ConfigProvider locale={zh_CN} theme={appTheme} button={{ autoInsertSpace: false }}>
      <App message={toastConfig} className="app-provider">
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
