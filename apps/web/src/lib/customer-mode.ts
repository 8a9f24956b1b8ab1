import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * 顾客模式 (issue 17 #11, spec §2's exit flag): the tablet is turned to the customer, so the
 * header hides every staff icon. Kept in session storage so that a reload does not hand the
 * staff screens back; signing out ends it (`clearSession`).
 */
const useCustomerModeStore = create<{ on: boolean }>()(
  persist((): { on: boolean } => ({ on: false }), {
    name: 'skinscope.customerMode',
    storage: createJSONStorage(() => window.sessionStorage),
  }),
);

export function useCustomerMode(): boolean {
  return useCustomerModeStore(({ on }) => on);
}

export function enterCustomerMode(): void {
  useCustomerModeStore.setState({ on: true });
}

/** Called once the staff member has proven their password, or when the session ends. */
export function leaveCustomerMode(): void {
  useCustomerModeStore.setState({ on: false });
}
