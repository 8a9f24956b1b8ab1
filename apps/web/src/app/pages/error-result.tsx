import { Result } from 'antd';
import type { ReactNode } from 'react';

export interface ErrorResultProps {
  title: string;
  subTitle: string;
  extra: ReactNode;
}

/** antd's error `Result` (its pictures make it a chunk of its own; route-error-page.tsx). */
export function ErrorResult(props: ErrorResultProps) {
  return <Result status="error" {...props} />;
}
