/** `npm run seed:demo`: demo stores, staff and customers in the configured database. */
import path from 'node:path';
import { openDatabase } from '@skinscope/db';
import { DEMO_PASSWORD, seedDemo } from '../bootstrap/demo-data';
import { seedDemoPhotos } from '../bootstrap/demo-photos';
import { createAnalysisRunner } from '../infra/analysis-runner';
import { openImageStore } from '../infra/open-image-store';
import { loadConfig } from '../config';
import { lockDataDir } from '../infra/data-dir-lock';
import { createArgon2Hasher } from '../infra/password-hasher';

const config = loadConfig();
const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const summary = await seedDemo(database.db, createArgon2Hasher());
  process.stdout.write(summary.created ? '演示数据已创建。\n' : '演示数据已存在，未做改动。\n');
  if (summary.showcase) {
    const analysis = createAnalysisRunner(config.analysisWorkers);
    const store = openImageStore(config);
    try {
      await seedDemoPhotos({ db: database.db, store, analysis }, summary.showcase);
      process.stdout.write('  首位顾客已有两次检测记录（演示照片及分析结果）。\n');
    } finally {
      await analysis.close();
      store.close?.();
    }
  }
  for (const staff of summary.staff)
    process.stdout.write(`  ${staff.role} ${staff.name}: ${staff.mobile} / ${DEMO_PASSWORD}\n`);
} finally {
  await database.close();
  lock?.release();
}
