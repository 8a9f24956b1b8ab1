import type { BindResult } from '@skinscope/contracts';
import { openDialog } from '../../lib/dialog';
import { zhCN } from './locale';
import type { AuthorizationCustomer } from './authorization-customer';
import { StaffAuthorizationDialog } from './staff-authorization-dialog';
import { StaffCustomersDialog, type AuthorizationStaff } from './staff-customers-dialog';
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

/** Issue 17 #4: from the user list, authorise one of the company's customers to this staff member. */
export function openStaffCustomers(staff: AuthorizationStaff) {
  return openDialog<BindResult>((close) => <StaffCustomersDialog staff={staff} close={close} />, {
    title: zhCN.customerAuthorization.staffCustomersTitle,
    width: DIALOG_WIDTH,
  });
}
