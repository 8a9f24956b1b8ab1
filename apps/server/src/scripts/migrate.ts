/**
 * `npm run migrate`: applies the migrations the configured database lacks (DATABASE_URL, else
 * the embedded one in DATA_DIR) and exits: the step an upgrade runs once, before the new
 * version's replicas start (README "Production"). Replicas migrate at start too, under the same
 * advisory lock, which then finds nothing to do.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../infra/data-dir-lock';
import { withConfiguredDatabase } from './configured-database';

try {
  const config = loadConfig();
  const applied = await withConfiguredDatabase(config, (database) => database.migrate());
  process.stdout.write(
    applied > 0
      ? `数据库已迁移：新执行 ${applied} 个迁移 (applied ${applied} migrations)\n`
      : '数据库已是最新，无需迁移 (already up to date)\n',
  );
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = error instanceof ConfigError ? 2 : 3;
}
