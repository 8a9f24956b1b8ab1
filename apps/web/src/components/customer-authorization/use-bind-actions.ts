import type { BindResult } from '@skinscope/contracts';
import { useState } from 'react';
import { inlineErrorText } from '../../lib/inline-error';
import { useBindCustomer } from './api/bind-customer';
import { useUnbindCustomer } from './api/unbind-customer';
import { announceBindResult, type AuthorizationCustomer } from './authorization-customer';

/**
 * Authorising a staff member for a customer, or releasing them, as every authorisation dialog
 * does it: one call at a time; a result is announced with its toast (spec §4) and handed to
 * `onDone`; a refusal is kept as `error`, for the dialog to show inline.
 */
export function useBindActions(onDone: (result: BindResult) => void) {
  const bind = useBindCustomer();
  const unbind = useUnbindCustomer();
  const [error, setError] = useState<string>();
  const busy = bind.isPending || unbind.isPending;
  const handlers = {
    onSuccess: (result: BindResult) => {
      announceBindResult(result);
      onDone(result);
    },
    onError: (reason: unknown) => setError(inlineErrorText(reason)),
  };
  return {
    error,
    busy,
    authorizing: bind.isPending,
    releasing: unbind.isPending,
    authorize(userId: number, customer: AuthorizationCustomer) {
      if (busy) return;
      setError(undefined);
      const { customerId, customerTelephone, customerName, scope } = customer;
      bind.mutate({ userId, customerId, customerTelephone, customerName, scope }, handlers);
    },
    release(userId: number, { customerId, customerTelephone }: AuthorizationCustomer) {
      if (busy) return;
      setError(undefined);
      unbind.mutate({ userId, customerId, customerTelephone }, handlers);
    },
  };
}

export type BindActions = ReturnType<typeof useBindActions>;
