import { hash, verify, type Options } from '@node-rs/argon2';
import { createWorkLimit } from './work-limit';

/** Password hashing behind an interface so that services unit-test with a fake. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

// OWASP Password Storage Cheat Sheet, argon2id minimum: m = 19 MiB, t = 2, p = 1 (DECISIONS).
// Algorithm is an ambient const enum (unusable under verbatimModuleSyntax): 2 is Argon2id.
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Each hash costs ≈ 20 ms of a core and 19 MiB. Two at a time leave the event loop and the
 * analysis workers room on a 2-core machine; a queue of 64 absorbs a salon's morning sign-ins,
 * and a flood beyond it is refused (503) instead of slowing every signed-in call down.
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE = 64;

export function createArgon2Hasher(): PasswordHasher {
  const limited = createWorkLimit(HASH_CONCURRENCY, HASH_QUEUE);
  return {
    hash: (password) => limited(() => hash(password, ARGON2_OPTIONS)),
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
