/**
 * `npm run seed:demo`: demo stores, staff and customers in the configured database; the first
 * customer's course of care (four analysed visits of real skin photos, the later ones with a
 * simulated fade, DECISIONS §97) and three excellent cases. On an empty
 * database the administrator is created first, as the first start would (issue 29 #7), and
 * how to sign in as it is printed with the demo accounts.
 */
import { DEMO_PASSWORD, seedDemo } from '../bootstrap/demo-data';
import { ensureFirstAdmin, firstAdminBanner } from '../bootstrap/first-admin';
import { seedDemoCases } from '../bootstrap/demo-cases';
import { seedDemoPhotos } from '../bootstrap/demo-photos';
import { SHOWCASE_VISITS } from '../bootstrap/demo-visits';
import { createAnalysisRunner } from '../infra/analysis-runner';
import { openImageStore } from '../infra/open-image-store';
import { loadConfig } from '../config';
import { createArgon2Hasher } from '../infra/password-hasher';
import { createUsersRepository } from '../repositories/users.repository';
import { withConfiguredDatabase } from './configured-database';

const config = loadConfig();
await withConfiguredDatabase(config, async (database) => {
  await database.migrate();
  const hasher = createArgon2Hasher();
  // Before the demo's staff: with any user in the database, the first start makes no admin.
  const admin = await ensureFirstAdmin({
    users: createUsersRepository(database.db),
    hasher,
    mobile: config.adminMobile,
    password: config.adminPassword,
  });
  const summary = await seedDemo(database.db, hasher);
  process.stdout.write(summary.created ? '演示数据已创建。\n' : '演示数据已存在，未做改动。\n');
  if (summary.showcase && summary.company) {
    const analysis = createAnalysisRunner(config.analysisWorkers);
    const store = openImageStore(config);
    try {
      await seedDemoPhotos({ db: database.db, store, analysis }, summary.showcase);
      process.stdout.write(
        `  首位顾客已有 ${SHOWCASE_VISITS.length} 次检测记录：照片为真实皮肤，之后各次的色斑变淡为模拟效果（非真实疗效），其余指标稳定（可查看皮肤变化和顾客报告）。\n`,
      );
      await seedDemoCases({ db: database.db, store }, summary.company);
      process.stdout.write('  案例库已有 3 个优秀案例。\n');
    } finally {
      await analysis.close();
      store.close?.();
    }
  }
  for (const staff of summary.staff)
    process.stdout.write(`  ${staff.role} ${staff.name}: ${staff.mobile} / ${DEMO_PASSWORD}\n`);
  process.stdout.write(
    admin
      ? firstAdminBanner(admin)
      : '  管理员：已有账号，未做改动（用它创建时打印或设置的密码登录）。\n',
  );
});
