import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, CONSENT_VERSION } from '../support/api';
import { DEMO, demoMember, onDemoServer } from '../support/demo-server';
import { photoPair } from '../support/photo-pair';
import { settledSnapshot, signIn } from '../support/ui';
import { savedVisit } from '../support/visits';

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** The antd form item labelled `label`. */
const field = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

/** Picks `option` in the select of the field labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).getByRole('combobox').click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** 记为研究访视 on her page: `recordIndex`-th of her visits (newest first) as `day`. */
async function recordStudyVisit(page: Page, recordIndex: number, day: number) {
  const card = page.locator('.customer-study');
  await card.getByRole('button', { name: '记为研究访视' }).click();
  const dialog = page.getByRole('dialog', { name: /记为研究访视/ });
  await dialog.locator('.ant-form-item').filter({ hasText: '检测记录' }).getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(recordIndex).click();
  await dialog.locator('.ant-form-item').filter({ hasText: '访视时间点' }).getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `第 ${day} 天` }).click();
  await dialog.getByRole('button', { name: '记为研究访视' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`第 ${day} 天 · 已记录`)).toBeVisible();
} // prettier-ignore

/**
 * Issue 33 acceptance, on the demo server as its store manager: a study defined on 功效验证,
 * two new customers enrolled with the research consent on their pages, their day-0 and day-14
 * visits (the photos the fake microscope shows, saved as finished visits) recorded as study
 * visits, and the study's flow counting them. Both visits fall on today, so day 14 is outside
 * its window, and the flow says so rather than analyse it. Then the demo's finished study:
 * its report and its print view (A4, through the browser's print).
 */
test('issue 33: define a study, enrol two customers, record their visits; the demo study’s report and print view', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const demo = await onDemoServer(browser);
  const { page, problems, api: request, session } = demo;
  const suffix = `${Date.now() % 100_000}`;
  const members = [
    await demoMember(request, session, `研究甲${suffix}`),
    await demoMember(request, session, `研究乙${suffix}`),
  ];
  // The photo consent of an ordinary visit, given at the counter; the research consent is its own.
  for (const member of members)
    await api(request, session, 'post', `/api/customer/${member.id}/consent`, {
      version: CONSENT_VERSION,
    });

  // The protocol, before anyone is enrolled: the defaults are day 0 / 14 / 28, ±3 days, 30.
  await signIn(page, DEMO.manager.mobile, DEMO.manager.password);
  await page.goto('/admin/studies');
  await page.getByRole('button', { name: '新建研究' }).click();
  const name = `舒缓精华观察${suffix}`;
  await field(page, '研究名称').getByRole('textbox').fill(name);
  await choose(page, '验证对象', '基础·舒缓镇静');
  await choose(page, '检测部位', '右颧骨');
  await page.keyboard.press('Escape');
  await choose(page, '主要指标', '色素沉着');
  await page.getByRole('button', { name: '保存方案' }).click();
  await expect(page).toHaveURL(/\/admin\/studies\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const studyUrl = new URL(page.url()).pathname;

  // Each customer: enrolled on her page with the research consent, then two finished visits
  // recorded as day 0 and day 14.
  const pair = photoPair();
  const jpegs = [readFileSync(pair.normal), readFileSync(pair.polarised)] as const;
  for (const [index, member] of members.entries()) {
    await page.goto(`/query/detail/${member.id}`);
    await page.getByRole('button', { name: '纳入研究' }).click();
    const dialog = page.getByRole('dialog', { name: '纳入功效验证研究' });
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await expect(dialog.getByText(/我自愿参加本门店组织的护肤功效验证研究/)).toBeVisible();
    await dialog.getByRole('button', { name: '纳入研究' }).click();
    await expect(dialog.getByText('请先请顾客阅读并同意研究知情同意书')).toBeVisible();
    await dialog.getByRole('checkbox', { name: '顾客已阅读并同意以上内容' }).check();
    await dialog.getByRole('button', { name: '纳入研究' }).click();
    await expect(dialog).toBeHidden();
    const code = `P0${index + 1}`;
    await expect(page.locator('.customer-study')).toContainText(`编号 ${code}`);

    await savedVisit(request, session, member.id, jpegs);
    await savedVisit(request, session, member.id, jpegs);
    await page.reload();
    // The older visit is day 0, the newer day 14 (the list is newest first).
    await recordStudyVisit(page, 1, 0);
    await recordStudyVisit(page, 0, 14);
  }

  // The study's flow: both enrolled, both visits done, day 14 outside its window.
  await page.goto(studyUrl);
  const participants = page.getByRole('table');
  for (const [index, member] of members.entries()) {
    const row = participants.getByRole('row').filter({ hasText: member.fullName });
    await expect(row).toContainText(`P0${index + 1}`);
    await expect(row.getByText('已完成')).toHaveCount(2);
    await expect(row.getByText('不在时间窗内')).toBeVisible();
  }
  await page.getByRole('button', { name: '研究报告' }).click();
  const flow = page.getByRole('region', { name: '受试者流程' });
  await expect(flow).toContainText('入组 2 人');
  await expect(flow).toContainText('退出 0 人');
  await expect(flow.getByRole('list', { name: '未纳入' }).first()).toContainText(/访视超出时间窗 2|显微镜未校准 2/);
  await expect(page.getByText(members[0]!.fullName)).toHaveCount(0);

  // The demo's finished study: 30 enrolled, one withdrawn; the claim table; the fixed note.
  await page.goto('/admin/studies');
  await page.getByRole('link', { name: /烟酰胺精华 28 天色斑观察/ }).click();
  await page.getByRole('button', { name: '研究报告' }).click();
  const demoFlow = page.getByRole('region', { name: '受试者流程' });
  await expect(demoFlow).toContainText('入组 30 人');
  await expect(demoFlow).toContainText('退出 1 人');
  await expect(page.getByText(/非注册备案功效评价报告/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '功效宣称分级' })).toContainText('美白');
  await expect(page.locator('canvas').first()).toBeVisible();
  await settledSnapshot(page, 'study-report');
  await page.screenshot({ path: screenshot('study-report-1024x768') });

  // Its values, as the report's CSV (by code, never a name).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /导出数据/ }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^endpoint,/);
  expect(csv).toMatch(/\npigment,primary,28,P01,treated,1,/);

  // Its print view: what 打印 / 导出 PDF prints, on A4 (Chromium's own PDF of the print media).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印 / 导出 PDF' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', path: screenshot('study-report-print').replace(/png$/, 'pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: screenshot('study-report-print'), fullPage: true });
  expect(problems).toEqual([]);
  await demo.close();
}); // prettier-ignore
