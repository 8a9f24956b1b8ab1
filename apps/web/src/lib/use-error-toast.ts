import { useEffect } from 'react';
import { toastError } from './notification';

/** Toasts a query's failure once each time it fails (a list page's load or reload). */
export function useErrorToast(query: { isError: boolean; error: unknown }): void {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) toastError(error);
  }, [isError, error]);
}
