/**
 * `npm run seed:demo`: demo stores, staff and customers in the configured database; the demo
 * microscope, calibrated, with its test-retest pairs of real re-takes (issue 32, DECISIONS §100);
 * the first customer's course of care (four analysed visits of real skin photos through that
 * microscope, the later ones with a simulated fade, DECISIONS §97), three excellent cases and a
 * finished efficacy study of 30 participants (issue 33, its effect simulated likewise); two
 * customers' requests about their own data, one export handled and one erasure open (issue 34).
 * On an empty database the administrator is created first, as the first start would (issue 29
 * #7), and how to sign in as it is printed with the demo accounts.
 */
import { DEMO_PASSWORD, seedDemo } from '../bootstrap/demo-data';
import { seedDemoContent } from '../bootstrap/demo-content';
import { ensureFirstAdmin, firstAdminBanner } from '../bootstrap/first-admin';
import { SHOWCASE_VISITS } from '../bootstrap/demo-visits';
import { demoStudyAnalysis } from '../bootstrap/demo-study';
import { seedDemoRequests } from '../bootstrap/demo-requests';
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
  const { showcase, company, microscope, others } = summary;
  if (showcase && company && microscope && others) {
    const analysis = createAnalysisRunner(config.analysisWorkers);
    const store = openImageStore(config);
    try {
      const content = await seedDemoContent(
        { db: database.db, store, analysis },
        { showcase, company, microscope },
      );
      const { card, study } = content;
      const outcome = await demoStudyAnalysis(database, study.id);
      const primary = outcome.endpoints[0]!.timepoints.at(-1)!.treated;
      const requests = await seedDemoRequests(
        { db: database.db, store },
        { manager: microscope.manager, exported: others[0]!, erasing: others[1]! },
      );
      const origin = config.publicUrl ?? `http://localhost:${config.port}`;
      const measured = card.dimensions.filter((dimension) => dimension.source === 'device');
      process.stdout.write(
        [
          `  演示显微镜「${content.microscope.name}」已校准，已有 ${card.pairs} 对重复性测量（${card.refused} 对照片未通过检查），${
            measured.length > 0
              ? `${measured.length} 项指标已启用本设备实测波动范围。`
              : '尚未启用本设备实测波动范围。'
          }`,
          `  首位顾客已有 ${SHOWCASE_VISITS.length} 次检测记录：照片为真实皮肤，之后各次的色斑变淡为模拟效果（非真实疗效），其余指标稳定（可查看皮肤变化和顾客报告）。`,
          `  案例库已有 ${content.caseIds.length} 个优秀案例。`,
          `  王美玲的导出申请已处理；赵子涵申请删除照片，待门店处理（15 个工作日内）。她们的“我的数据”：${origin}${requests.exportedLink} 、${origin}${requests.erasingLink}`,
          `  功效验证「${study.name}」已结束：${outcome.enrolled} 人入组，${outcome.withdrawn} 人退出；第 ${study.protocol.schedule.at(-1)} 天色素沉着平均 +${(primary.meanChange ?? 0).toFixed(1)} 分（n = ${primary.n}，p = ${(primary.pT ?? 1).toPrecision(2)}），改善为模拟效果。`,
        ]
          .map((line) => `${line}\n`)
          .join(''),
      );
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
