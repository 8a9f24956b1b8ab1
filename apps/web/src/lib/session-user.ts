import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';

/** The stored user when it still matches the contract, else null (loaded by `loadSessionCheck`). */
export function checkStoredUser(value: unknown): User | null {
  const user = UserSchema.safeParse(value);
  return user.success ? user.data : null;
}
