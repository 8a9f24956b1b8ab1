/**
 * `npm run backup -- <folder>`: the PostgreSQL database and every stored photo of the configured
 * system (DATABASE_URL, IMAGE_STORE) into a folder; `npm run restore -- <folder>` puts it back
 * into an empty system. The embedded database is backed up by stopping the server and copying
 * DATA_DIR (README "Production").
 */
import { loadConfig } from '../config';
import { openImageStore } from '../infra/open-image-store';
import { backupSystem, restoreSystem } from '../operations/backup';

const [command, folder] = [process.argv[2], process.argv[3]];
const config = loadConfig();
if ((command !== 'backup' && command !== 'restore') || !folder) {
  process.stderr.write('用法 (usage): npm run backup -- <folder> | npm run restore -- <folder>\n');
  process.exit(2);
}
if (!config.databaseUrl) {
  process.stderr.write(
    '内置数据库请停止服务后复制 DATA_DIR 备份 (the embedded database: stop the server, copy DATA_DIR)\n',
  );
  process.exit(2);
}
const store = openImageStore(config);
try {
  const options = { databaseUrl: config.databaseUrl, store, folder };
  const { files } =
    command === 'backup' ? await backupSystem(options) : await restoreSystem(options);
  process.stdout.write(`${command === 'backup' ? '已备份' : '已恢复'}：数据库和 ${files} 个文件\n`);
} finally {
  store.close?.();
}
