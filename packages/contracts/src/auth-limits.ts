// The login form's limits without its schemas: the login screen's inputs read them from
// `@skinscope/contracts/auth-limits`, which does not bring zod into the first screen.

/** Spec §5: login username and password are required, at most 50 characters. */
export const LOGIN_FIELD_MAX = 50;
