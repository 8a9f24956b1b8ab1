import type { BindResult, Scope } from '@skinscope/contracts';
import { toast } from '../../lib/notification';
import { zhCN } from './locale';

/** The customer whose authorisations a dialog manages (a customer-list row gives these). */
export interface AuthorizationCustomer {
  customerId: number;
  customerTelephone: string;
  customerName: string;
  scope?: Scope;
}

/** Spec §4: result 1 means authorised, 2 released; each has its own toast. */
export function announceBindResult({ result }: BindResult): void {
  toast(
    result === 1 ? zhCN.customerAuthorization.authorized : zhCN.customerAuthorization.released,
    'success',
  );
}
