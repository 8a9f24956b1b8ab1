import type {
  AuditAction,
  BindStoreBody,
  Company,
  SetCompanyBody,
  UserListQuery,
  UserListRow,
  UserRights,
  User,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canBeBoundToStore,
  canManageUsers,
  canReadUserRights,
  headsCompany,
  requireAllowed,
  type Actor,
} from '../../policy';
import type { Transact } from '../../repositories';
import { guardKeyOf, signInBlock } from '../account/sign-in-guard';
import type { StoresRepository } from '../../repositories/stores.repository';
import type { NewUserRow, UsersRepository } from '../../repositories/users.repository';
import { toUserView } from './user-view';

export interface UsersDeps {
  transact: Transact;
  users: UsersRepository;
  stores: StoresRepository;
  now: () => Date;
}

type Change = {
  values: Partial<NewUserRow>;
  action: AuditAction;
  details?: Record<string, unknown>;
  /** A third party leaving this store loses every customer authorisation it gave. */
  leavesStoreId?: number | null;
};

/** Reading rights, and everything an administrator does to staff accounts (spec §4, §7). */
export function createUsersService(deps: UsersDeps) {
  /**
   * Applies one admin change to one user. The change and its audit row commit together or not
   * at all; disabling also ends every session at once.
   */
  async function change(
    actor: Actor,
    userId: number,
    context: RequestContext,
    build: (target: User) => Change,
  ): Promise<User> {
    requireAllowed(canManageUsers(actor));
    const row = await deps.transact(async ({ users, sessions, bindings, audit }) => {
      const target = await users.findById(userId);
      if (!target) throw new AppError('NOT_FOUND');
      const { values, action, details, leavesStoreId } = build(toUserView(target));
      const now = deps.now();
      const updated = await users.update(userId, { ...values, updatedAt: now });
      if (!updated) throw new AppError('NOT_FOUND');
      if (values.forbid === true) await sessions.revokeAllForUser(userId, now);
      if (leavesStoreId != null) await bindings.unbindStoreCustomers(userId, leavesStoreId);
      await audit.record({
        action,
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'user', id: userId },
        details,
      });
      return updated;
    });
    return toUserView(row);
  }

  return {
    async getRights(actor: Actor, userId: number): Promise<UserRights> {
      requireAllowed(canReadUserRights(actor, userId));
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      return { canScan: user.canScan, canUpload: user.canUpload };
    },

    async list(actor: Actor, query: UserListQuery): Promise<UserListRow[]> {
      requireAllowed(canManageUsers(actor));
      const now = deps.now();
      return (await deps.users.list(query)).map(({ guard, ...row }) => {
        const block = signInBlock(guard, now);
        return { ...row, lockedUntil: block?.kind === 'held' ? block.until.toISOString() : null };
      });
    },

    /** Lifts a sign-in hold (repeated wrong passwords) at once; audited with the change. */
    /** Issue 17 #5: an administrator corrects a staff member's name. */
    rename(actor: Actor, userId: number, fullName: string, context: RequestContext) {
      return change(actor, userId, context, () => ({
        values: { fullName },
        action: 'admin.user_renamed',
      }));
    },

    async unlock(actor: Actor, userId: number, context: RequestContext): Promise<void> {
      requireAllowed(canManageUsers(actor));
      await deps.transact(async ({ users, guards, audit }) => {
        if (!(await users.findById(userId))) throw new AppError('NOT_FOUND');
        await guards.clear(guardKeyOf(userId, ''));
        await audit.record({
          action: 'admin.user_unlocked',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'user', id: userId },
        });
      });
    },

    setCanScan: (actor: Actor, userId: number, canScan: boolean, context: RequestContext) =>
      change(actor, userId, context, () => ({
        values: { canScan },
        action: canScan ? 'admin.user_scan_allowed' : 'admin.user_scan_refused',
      })),

    setCanUpload: (actor: Actor, userId: number, canUpload: boolean, context: RequestContext) =>
      change(actor, userId, context, () => ({
        values: { canUpload },
        action: canUpload ? 'admin.user_upload_allowed' : 'admin.user_upload_refused',
      })),

    setForbid: (actor: Actor, userId: number, forbid: boolean, context: RequestContext) =>
      change(actor, userId, context, () => {
        if (forbid && userId === actor.id) throw new AppError('CANNOT_CHANGE_SELF');
        return {
          values: { forbid },
          action: forbid ? 'admin.user_disabled' : 'admin.user_enabled',
        };
      }),

    /** Spec §6: only pubdom users can be bound to a store. */
    async bindStore(
      actor: Actor,
      userId: number,
      body: BindStoreBody,
      context: RequestContext,
    ): Promise<User> {
      requireAllowed(canManageUsers(actor));
      const store = await deps.stores.findById(body.storeId);
      if (!store) throw new AppError('NOT_FOUND');
      if (store.archived) throw new AppError('STORE_ARCHIVED');
      return change(actor, userId, context, (target) => {
        if (!canBeBoundToStore(target)) throw new AppError('STORE_BIND_PUBDOM_ONLY');
        return {
          values: { storeId: store.id },
          action: 'admin.user_store_bound',
          details: { storeId: store.id },
          leavesStoreId: target.storeId === store.id ? null : target.storeId,
        };
      });
    },

    unbindStore: (actor: Actor, userId: number, context: RequestContext) =>
      change(actor, userId, context, (target) => ({
        values: { storeId: null },
        action: 'admin.user_store_unbound',
        details: { storeId: target.storeId },
        leavesStoreId: target.storeId,
      })),

    /** `GET /api/company` (issue 17 #16): the companies an administrator chooses from. */
    async companies(actor: Actor): Promise<Company[]> {
      requireAllowed(canManageUsers(actor));
      return deps.users.listCompanies();
    },

    /** The company must be one of the list (issue 17 #16: an unknown id is refused, not dropped). */
    async setCompany(actor: Actor, userId: number, body: SetCompanyBody, context: RequestContext) {
      requireAllowed(canManageUsers(actor));
      if (body.companyUserId !== null) {
        const company = await deps.users.findById(body.companyUserId);
        if (!company || company.id === userId || !headsCompany(company))
          throw new AppError('COMPANY_NOT_FOUND');
      }
      return change(actor, userId, context, () => ({
        values: { companyUserId: body.companyUserId, scope: body.scope },
        action: 'admin.user_company_set',
        details: { companyUserId: body.companyUserId, scope: body.scope },
      }));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
