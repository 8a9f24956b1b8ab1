import type { UserRights } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { canReadUserRights, requireAllowed, type Actor } from '../../policy/access-policy';
import type { UsersRepository } from './users.repository';

export function createUsersService(deps: { users: UsersRepository }) {
  return {
    async getRights(actor: Actor, userId: number): Promise<UserRights> {
      requireAllowed(canReadUserRights(actor, userId));
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      return { canScan: user.canScan, canUpload: user.canUpload };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
