import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { photoPair } from '../support/photo-pair';
import {
  consultNewMember,
  currentRecordId,
  next,
  nextTo,
  pickPart,
  shoot,
  uploadBoth,
} from '../support/capture';

const MEMBER = { store: '到店分析门店', member: '何女士', mobilePrefix: '136', age: 34 };

interface VisitAnalysis {
  recordId: number;
  settled: boolean;
  parts: Array<{
    part: string;
    analysis: { status: string; reasons?: Array<{ message: string }> };
  }>;
}

/**
 * Issue 19 #5: the analysis shown during the visit. Photos taken, analyse/expect shows each
 * part's measured results as the background analysis delivers them; a pair with its lights
 * swapped is refused with the engine's reason, retaken there and then, and analysed again in
 * the same record before the visit goes on.
 */
test('analyse/expect shows the results as they arrive and a refused pair is retaken there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pair = photoPair();
  const swapped = { normal: pair.polarised, polarised: pair.normal };
  const { session } = await consultNewMember(page, request, MEMBER);

  await page.goto('/picture/step/three');
  await uploadBoth(page, pair);
  await nextTo(page, 'one');
  await pickPart(page, '眉心');
  // The normal and polarised photos exchanged, as a hurried consultant may take them.
  await uploadBoth(page, swapped);
  await nextTo(page, 'two');
  await pickPart(page, '右额头');
  await uploadBoth(page, pair);
  await next(page).click();

  await expect(page).toHaveURL(/\/analyse\/expect$/);
  const recordId = await currentRecordId(page);
  const parts = page.getByRole('group', { name: '拍摄部位' });
  const partButton = (name: string) => parts.getByRole('button', { name: new RegExp(name) });

  // The right cheekbone (shown first): its seven dimensions explained, with marked images.
  const results = page.getByRole('region', { name: '检测结果' });
  await expect(results.getByText('粗糙度', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('img', { name: '右颧骨粗糙度标记图' })).toBeVisible();
  await expect(results.getByText('标记图中：').first()).toBeVisible();
  await expect(partButton('右颧骨').getByText('已完成')).toBeVisible();
  await expect(partButton('右额头').getByText('已完成')).toBeVisible({ timeout: 30_000 });

  // The swapped pair: refused, named at the top and beside the part.
  await expect(partButton('眉心').getByText('需重拍')).toBeVisible();
  await expect(page.getByText('眉心的照片未通过检测，建议重新拍摄后再继续')).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('.expect-detail img')).map((img) =>
        img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve)),
      ),
    ),
  );
  await shoot(page, 'visit-analysis-results');

  await partButton('眉心').click();
  await expect(results.getByText('这组照片未通过检测，请重新拍摄')).toBeVisible();
  const refusal = await api<VisitAnalysis>(
    request,
    session,
    'get',
    `/api/customer/record/${recordId}/analysis`,
  );
  expect(refusal.parts.map((part) => [part.part, part.analysis.status])).toEqual([
    ['yqg', 'done'],
    ['mx', 'failed'],
    ['yet', 'done'],
  ]);
  const reason = refusal.parts[1]?.analysis.reasons?.[0]?.message ?? '';
  expect(reason).toMatch(/重拍/);
  await expect(results.getByText(reason)).toBeVisible();
  await shoot(page, 'visit-analysis-retake');

  // 重新拍摄: the part's step, without the refused photos; a new pair, then straight back.
  await results.getByRole('button', { name: /重新拍摄/ }).click();
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await expect(page.getByRole('radio', { name: '眉心' })).toBeChecked();
  await uploadBoth(page, pair);
  await next(page).click();
  await expect(page).toHaveURL(/\/analyse\/expect$/);
  await expect(partButton('眉心').getByText('已完成')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/未通过检测/)).toHaveCount(0);
  expect(await currentRecordId(page)).toBe(recordId);

  const retaken = await api<VisitAnalysis>(
    request,
    session,
    'get',
    `/api/customer/record/${recordId}/analysis`,
  );
  expect(retaken.settled).toBe(true);
  expect(retaken.parts.map((part) => part.analysis.status)).toEqual(['done', 'done', 'done']);

  await next(page).click();
  await expect(page).toHaveURL(/\/analyse\/result$/);
});
