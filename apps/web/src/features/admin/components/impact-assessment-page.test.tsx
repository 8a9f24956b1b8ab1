import type { ImpactAssessment } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { makeImpactFacts } from '../../../test/impact-facts';
import { renderApp } from '../../../test/render-app';

allowSlowUi();

const companies = ok([
  { id: 3, fullName: '丽肤集团', mobile: '13700000003', scope: 'reach' },
  { id: 9, fullName: '花间水疗', mobile: '13700000009', scope: 'cgo' },
]);

function savedAssessment(overrides: Partial<ImpactAssessment> = {}): ImpactAssessment {
  return {
    id: 5,
    responsiblePerson: '张敏',
    assessedOn: '2026-11-20',
    conclusions: '风险可控；本月内配置备份。',
    createdByName: '王管理',
    createdAt: '2026-11-20T09:30:00.000Z',
    facts: makeImpactFacts({ counts: { ...makeImpactFacts().counts, customers: 41 } }),
    ...overrides,
  };
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('issue 34 #5: 个人信息保护影响评估', { timeout: SLOW_UI_MS }, () => {
  it('states the live facts of the first company under the guide’s six headings', async () => {
    const { requests } = fakeApi({ 'GET /api/company': companies });
    signInAs({ role: 'admin' });
    renderApp('/admin/impact-assessment');
    expect(
      await screen.findByRole('heading', { name: '个人信息保护影响评估报告' }),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '一、评估对象',
      '二、处理目的与同意',
      '三、个人信息类型与存放位置',
      '四、处理方式',
      '五、安全措施',
      '六、风险与结论',
    ]);
    expect(
      requests
        .find((request) => request.path === '/api/admin/impact-assessment')
        ?.query.get('companyId'),
    ).toBe('3');
    const object = sectionNamed('一、评估对象');
    expect(
      within(object).getByText(
        'S3 兼容对象存储：存储桶 skin-photos，区域 cn-east-2，服务地址 obs.example.com',
      ),
    ).toBeInTheDocument();
    expect(within(object).getByText('60 人，其中 57 人存有照片')).toBeInTheDocument();
    const purposes = sectionNamed('二、处理目的与同意');
    expect(within(purposes).getByText('ab'.repeat(32))).toBeInTheDocument();
    expect(within(purposes).getByText('57 份')).toBeInTheDocument();
    // The rights matrix: admins export or erase, but do not read photos; staff the reverse.
    const photosRow = screen.getByText('查看顾客的皮肤照片与分析结果').closest('tr') as HTMLElement;
    expect(
      within(photosRow)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['不可以', '可以']);
    expect(within(sectionNamed('四、处理方式')).getByText('4.5 天')).toBeInTheDocument();
    // The measure not in force is named among the risks.
    // A tab of the admin area, beside 操作日志.
    const tabs = screen.getByRole('navigation', { name: '管理导航' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names.indexOf('影响评估')).toBe(names.indexOf('操作日志') + 1);
    expect(within(tabs).getByRole('tab', { name: /影响评估/, selected: true })).toBeInTheDocument();
    const risks = sectionNamed('六、风险与结论');
    expect(
      within(risks).getByText('备份：系统没有配置自动备份，也没有备份记录。'),
    ).toBeInTheDocument();
  });

  it('saves what the administrator fills in as a new assessment and shows it as saved', async () => {
    const { requests } = fakeApi({
      'GET /api/company': companies,
      'POST /api/admin/impact-assessments': (request) =>
        ok(savedAssessment({ id: 6, ...(request.body as Partial<ImpactAssessment>) })),
    });
    signInAs({ role: 'admin' });
    renderApp('/admin/impact-assessment');
    const user = fastUser();
    await screen.findByRole('heading', { name: '个人信息保护影响评估报告' });

    await user.click(getButtonByText('保存评估'));
    expect(await screen.findByText('请填写负责人')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await enter(user, screen.getByLabelText('负责人'), '张敏');
    await enter(user, screen.getByLabelText('评估结论与改进措施'), '风险可控。');
    await user.click(getButtonByText('保存评估'));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      companyId: 3,
      responsiblePerson: '张敏',
      assessedOn: dayjs().format('YYYY-MM-DD'),
      conclusions: '风险可控。',
    });
    expect(await screen.findByText(/王管理 于 .* 保存/)).toBeInTheDocument();
    expect(screen.queryByText('保存评估')).not.toBeInTheDocument();
    expect(screen.getByText('风险可控。')).toBeInTheDocument();
  });

  it('reopens an earlier assessment with the facts it was saved with', async () => {
    const { requests } = fakeApi({
      'GET /api/company': companies,
      'GET /api/admin/impact-assessments': ok([
        {
          id: 5,
          responsiblePerson: '张敏',
          assessedOn: '2026-11-20',
          createdByName: '王管理',
          createdAt: '2026-11-20T09:30:00.000Z',
        },
      ]),
      'GET /api/admin/impact-assessments/5': ok(savedAssessment()),
    });
    signInAs({ role: 'admin' });
    renderApp('/admin/impact-assessment');
    const user = fastUser();
    await screen.findByText('60 人，其中 57 人存有照片');
    await user.click(screen.getByRole('combobox', { name: '历次评估' }));
    await user.click(
      await screen.findByText('2026-11-20 · 张敏', { selector: '.ant-select-item-option-content' }),
    );
    expect(await screen.findByText('41 人，其中 57 人存有照片')).toBeInTheDocument();
    expect(screen.getByText('风险可控；本月内配置备份。')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/admin/impact-assessments/5')).toBe(
      true,
    );
  });

  it('is not offered to staff', async () => {
    fakeApi();
    signInAs({ role: 'staff' });
    renderApp('/admin/impact-assessment');
    expect(await screen.findByText('抱歉，只有管理员可以访问此页面')).toBeInTheDocument();
  });
});
