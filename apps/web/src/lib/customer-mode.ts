import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface CustomerModeState {
  on: boolean;
  /** The customer the session was handed to; null when the server told us only that it is on. */
  customerId: number | null;
}

const OFF: CustomerModeState = { on: false, customerId: null };

/**
 * 顾客模式 (issue 17 #11, spec §2's exit flag; issue 29 #5): the tablet is turned to the
 * customer. The server holds the mode on the session and refuses everything but her
 * consultation and results; this store is what the screens show of it — the header hides every
 * staff icon and other screens say they are closed. Kept in session storage so that a reload
 * does not hand the staff screens back; signing out ends it (`clearSession`).
 */
const useCustomerModeStore = create<CustomerModeState>()(
  persist((): CustomerModeState => OFF, {
    name: 'skinscope.customerMode',
    storage: createJSONStorage(() => window.sessionStorage),
  }),
);

export function useCustomerMode(): boolean {
  return useCustomerModeStore(({ on }) => on);
}

/** Called once the server has handed the session to this customer. */
export function enterCustomerMode(customerId: number): void {
  useCustomerModeStore.setState({ on: true, customerId });
}

/**
 * The server refused a call with CUSTOMER_MODE: this session is in 顾客模式 although this tab
 * did not know (another tab entered it): show it so, so that staff can leave it.
 */
export function noteCustomerModeOn(): void {
  if (!useCustomerModeStore.getState().on) useCustomerModeStore.setState({ on: true });
}

/** Called once the server took the session back (staff's password), or when the session ends. */
export function leaveCustomerMode(): void {
  useCustomerModeStore.setState(OFF);
}
