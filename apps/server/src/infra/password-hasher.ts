import { hash, verify, type Options } from '@node-rs/argon2';
import { createWorkLimit } from './work-limit';

/** Password hashing behind an interface so that services unit-test with a fake. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id's cost: memory in KiB and passes over it. */
interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

// OWASP Password Storage Cheat Sheet, argon2id minimum: m = 19 MiB, t = 2, p = 1 (DECISIONS).
export const PASSWORD_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };
export const PASSWORD_PARALLELISM = 1;

/**
 * Each hash costs ≈ 20 ms of a core and 19 MiB. Two at a time leave the event loop and the
 * analysis workers room on a 2-core machine; a queue of 64 absorbs a salon's morning sign-ins,
 * and a flood beyond it is refused (503) instead of slowing every signed-in call down.
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 64;

/** `cost` is for tests only, which hash hundreds of passwords; verify reads it from the hash. */
export function createArgon2Hasher(cost: Argon2Cost = PASSWORD_COST): PasswordHasher {
  // Algorithm is an ambient const enum (unusable under verbatimModuleSyntax): 2 is Argon2id.
  const options: Options = { algorithm: 2, parallelism: PASSWORD_PARALLELISM, ...cost };
  const limited = createWorkLimit(HASH_CONCURRENCY, HASH_QUEUE);
  return {
    hash: (password) => limited(() => hash(password, options)),
    verify: (stored, password) =>
      limited(async () => {
        try {
          return await verify(stored, password);
        } catch {
          return false;
        }
      }),
  };
}
