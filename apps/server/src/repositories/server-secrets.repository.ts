import { eq } from 'drizzle-orm';
import { serverSecrets, type Db } from '@skinscope/db';

/** Secrets the server makes for itself (schema `server_secrets`), shared by every replica. */
export function createServerSecretsRepository(db: Db) {
  return {
    /**
     * The secret called `name`: the stored one, or `candidate` stored now when there is none.
     * Replicas racing to create it all end up with the one that was stored first.
     */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} is missing`);
      return row.value;
    },
  };
}

export type ServerSecretsRepository = ReturnType<typeof createServerSecretsRepository>;
