import { hash, verify, type Options } from '@node-rs/argon2';

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

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
