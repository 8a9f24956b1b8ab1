import { z } from 'zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  TokenCheckQuerySchema,
  TokenCheckResponseSchema,
} from '../auth';
import {
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeQuerySchema,
  SendCodeResponseSchema,
} from '../account';
import { HealthSchema, PublicSettingsSchema } from '../system';
import { defineRoute } from './define';

/** Probes, public settings, sign-in and the dialogs reachable before it. */
export const systemRoutes = {
  health: defineRoute({ method: 'GET', path: '/health', response: HealthSchema, auth: 'public' }),
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
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/account/reset',
    body: ResetPasswordRequestSchema,
    response: z.null(),
    auth: 'public',
  }),
};
