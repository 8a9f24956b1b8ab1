import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeStudy } from '../test-fixtures';

allowSlowUi();

/** The form item (label, control and its messages) of the field labelled `label`. */
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

/** Picks `option` in the select of the field labelled `label`. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(within(fieldOf(label)).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option *' });
  await user.click(options[options.length - 1]!);
}

describe('the study protocol form', { timeout: SLOW_UI_MS }, () => {
  it('starts from day 0 / 14 / 28, ±3 days and 30 people, and says why 30', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    fakeApi();
    renderApp('/admin/studies/new');
    const schedule = await screen.findByText('访视安排', { selector: 'label' });
    const days = within(schedule.closest('.ant-form-item') as HTMLElement).getAllByRole(
      'spinbutton',
    );
    expect(days.map((input) => (input as HTMLInputElement).value)).toEqual(['0', '14', '28']);
    expect(days[0]).toBeDisabled();
    expect(within(fieldOf('时间窗')).getByRole('spinbutton')).toHaveValue('3');
    expect(within(fieldOf('目标人数')).getByRole('spinbutton')).toHaveValue('30');
    expect(screen.getByText(/人数越少，结果越容易受个别顾客影响/)).toBeInTheDocument();
    expect(screen.getByText(/每位受试者只在一侧使用，另一侧不处理作对照/)).toBeInTheDocument();
  });

  it('says under each field what is missing, from the contract, without sending anything', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests } = fakeApi();
    const { user } = renderApp('/admin/studies/new');
    await user.click(await screen.findByRole('button', { name: '保存方案' }));
    expect(await within(fieldOf('研究名称')).findByText('不能为空')).toBeInTheDocument();
    expect(
      await within(fieldOf('验证对象')).findByText('请选择要验证的护理方案或产品'),
    ).toBeInTheDocument();
    expect(await within(fieldOf('检测部位')).findByText('请至少选择一个部位')).toBeInTheDocument();
    expect(await within(fieldOf('主要指标')).findByText('请选择主要指标')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers 肤质 and the photo estimates as endpoints only disabled, with the reason', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    fakeApi();
    const { user } = renderApp('/admin/studies/new');
    await screen.findByText('主要指标', { selector: 'label' });
    await user.click(within(fieldOf('主要指标')).getByRole('combobox'));
    const skinType = await screen.findByText('肤质是类型，不能作为功效指标');
    expect(skinType.closest('.ant-select-item-option')).toHaveClass(
      'ant-select-item-option-disabled',
    );
    const estimates = screen.getAllByText(/这一项是照片估计值，尚未在真实皮肤上验证/);
    expect(estimates).toHaveLength(2);
    for (const reason of estimates)
      expect(reason.closest('.ant-select-item-option')).toHaveClass(
        'ant-select-item-option-disabled',
      );
    const pigment = screen.getByText('色素沉着', { selector: '.ant-select-item-option *' });
    expect(pigment.closest('.ant-select-item-option')).not.toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it('says a locked version is kept, and shows the server’s field messages under their fields', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const study = makeStudy({
      version: 2,
      locked: true,
      enrolled: 4,
      versions: [
        { version: 1, createdAt: '2026-11-02T02:00:00.000Z', lockedAt: '2026-11-03T02:00:00.000Z' },
        { version: 2, createdAt: '2026-11-05T02:00:00.000Z', lockedAt: '2026-11-06T02:00:00.000Z' },
      ],
    });
    const { requests } = fakeApi({
      'GET /api/studies/3': ok(study),
      'PUT /api/studies/3/protocol': fail(400, 'VALIDATION_FAILED', '提交的内容有误', {
        issues: [
          { field: 'subject', message: '护理方案不在目录中' },
          { field: 'primary', message: '肤质是类型，不能作为功效指标' },
        ],
      }),
    });
    const { user } = renderApp('/admin/studies/3/edit');
    expect(await screen.findByText('第 2 版已锁定：已有顾客按这一版入组')).toBeInTheDocument();
    expect(screen.getByText(/保存后将生成第 3 版/)).toBeInTheDocument();
    expect(screen.getByText(/已入组的顾客仍按她们入组时的版本/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存方案' }));
    expect(await within(fieldOf('验证对象')).findByText('护理方案不在目录中')).toBeInTheDocument();
    expect(
      await within(fieldOf('主要指标')).findByText('肤质是类型，不能作为功效指标'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual(study.protocol);
  });

  it('asks split-face for each treated part’s untreated mirror, suggesting the other side', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests } = fakeApi({ 'POST /api/studies': ok(makeStudy({ id: 9 })) });
    const { user, router } = renderApp('/admin/studies/new');
    await enter(user, await screen.findByPlaceholderText(/例如：舒缓精华/), '半脸舒缓');
    await choose(user, '验证对象', '基础·舒缓镇静');
    await user.click(screen.getByRole('radio', { name: /半脸对照/ }));
    await choose(user, '检测部位', '左脸颊');
    const mirror = await screen.findByRole('combobox', { name: '左脸颊 的对照' });
    expect(mirror.closest('.ant-select')).toHaveTextContent('右脸颊');
    await choose(user, '主要指标', '敏感肌');
    await user.click(screen.getByRole('button', { name: '保存方案' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/studies/9'));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: '半脸舒缓',
      subject: { kind: 'care', careKey: 'basic-soothe' },
      design: 'split_face',
      parts: ['zlj'],
      controlParts: ['ylj'],
      primary: 'sensitivity',
      schedule: [0, 14, 28],
      windowDays: 3,
      targetSize: 30,
    });
  });
});
