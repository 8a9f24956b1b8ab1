import { z } from 'zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  TokenCheckQuerySchema,
  TokenCheckResponseSchema,
  UserIdParamsSchema,
  UserRightsSchema,
  UserSchema,
} from '../auth';
import {
  ChangePasswordSchema,
  EnterCustomerModeSchema,
  PasswordCheckSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeQuerySchema,
  SendCodeResponseSchema,
} from '../account';
import { HealthSchema, PublicSettingsSchema, ReadinessSchema } from '../system';
import { defineRoute } from './define';

/**
 * Probes, public settings, sign-in and the dialogs reachable before it: what the first screen
 * (login) calls, kept apart so that it loads no other area's schemas.
 */
export const systemRoutes = {
  health: defineRoute({ method: 'GET', path: '/health', response: HealthSchema, auth: 'public' }),
  ready: defineRoute({ method: 'GET', path: '/ready', response: ReadinessSchema, auth: 'public' }),
  publicSettings: defineRoute({
    method: 'GET',
    path: '/server/settings',
    response: PublicSettingsSchema,
    auth: 'public',
  }),
  login: defineRoute({
    method: 'POST',
    path: '/server/login',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    auth: 'public',
  }),
  // Read right after sign-in: the rights the web adds to the stored session.
  userRights: defineRoute({
    method: 'GET',
    path: '/api/user/:userId',
    params: UserIdParamsSchema,
    response: UserRightsSchema,
  }),
  logout: defineRoute({ method: 'POST', path: '/server/logout', response: z.null() }),
  checkToken: defineRoute({
    method: 'GET',
    path: '/server/getRecCustomerByKey',
    query: TokenCheckQuerySchema,
    response: TokenCheckResponseSchema,
  }),
  sendCode: defineRoute({
    method: 'GET',
    path: '/server/mobileKey',
    query: SendCodeQuerySchema,
    response: SendCodeResponseSchema,
    auth: 'public',
  }),
  register: defineRoute({
    method: 'POST',
    path: '/server/register',
    body: RegisterRequestSchema,
    response: z.null(),
    auth: 'public',
  }),
  // Issue 17 #5: the signed-in user's own name and password (the profile page).
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    body: ProfileUpdateSchema,
    response: UserSchema,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/account/password',
    body: ChangePasswordSchema,
    response: z.null(),
  }),
  // Issue 29 #5: 顾客模式 is the session's, on the server: entering names the customer the
  // tablet is handed to; leaving asks the signed-in staff member for their password.
  enterCustomerMode: defineRoute({
    method: 'POST',
    path: '/api/account/customer-mode',
    body: EnterCustomerModeSchema,
    response: z.null(),
  }),
  leaveCustomerMode: defineRoute({
    method: 'POST',
    path: '/api/account/customer-mode/leave',
    body: PasswordCheckSchema,
    response: z.null(),
    customerMode: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/account/reset',
    body: ResetPasswordRequestSchema,
    response: z.null(),
    auth: 'public',
  }),
};
