import type { BindResult } from '@skinscope/contracts';
import { openDialog } from '../../lib/dialog';
import { zhCN } from './locale';
import type { AuthorizationCustomer } from './authorization-customer';
import { StaffAuthorizationDialog } from './staff-authorization-dialog';
import { ThirdPartyAuthorizationDialog } from './third-party-authorization-dialog';

export type { AuthorizationCustomer } from './authorization-customer';

const DIALOG_WIDTH = 480;

/**
 * Customer-to-staff authorisation (spec §2 dialogs) for a customer-list row. Resolves with the
 * server's result (1 authorised, 2 released), or undefined when closed without a change.
 */
export function openStaffAuthorization(customer: AuthorizationCustomer) {
  return openDialog<BindResult>(
    (close) => <StaffAuthorizationDialog customer={customer} close={close} />,
    { title: zhCN.customerAuthorization.staffTitle, width: DIALOG_WIDTH },
  );
}

/** Third-party authorisation (spec §2 dialogs); resolves when the dialog is closed. */
export function openThirdPartyAuthorization(customer: AuthorizationCustomer): Promise<void> {
  return openDialog<void>(
    (close) => <ThirdPartyAuthorizationDialog customer={customer} close={() => close()} />,
    { title: zhCN.customerAuthorization.thirdPartyTitle, width: DIALOG_WIDTH },
  ).then(() => undefined);
}
