import type { HistoryEntry, HistoryReport } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { consultedRecord, historyReport, measuredPart } from '../test-fixtures';
import { button, findButton, queryButton, renderApp, tableRows } from '../test-helpers';
import { UNMEASURED_RATINGS } from '@skinscope/domain/testing';

function historyEntries(total: number): HistoryEntry[] {
  return Array.from({ length: total }, (_, index) => ({
    recordId: 1000 - index,
    no: index + 1,
    custName: '李娜',
    recDate: '2026-03-08T02:30:05.000Z',
    scanType: index === 0 ? 'RETRY_SCAN' : 'FULL_SCAN',
    recorder: index === 0 ? '周晴' : '139****0001',
    thumbnail: index === 0 ? '/home/imagerec/img/5/490000/1700000000001.jpg' : null,
  }));
}

function historyEndpoint(total: number) {
  const all = historyEntries(total);
  return (request: FakeRequest) => {
    const size = Number(request.query.get('pageSize'));
    const begin = Number(request.query.get('pageIndex')) * size;
    return ok({ historyRecordList: all.slice(begin, begin + size) });
  };
}

describe('query/history', () => {
  it('lists 50 records a page by member name, with number, name, date and time', async () => {
    const { requests } = fakeApi({ 'GET /server/analysis_key': historyEndpoint(60) });
    signInAs({ id: 4, scope: 'cgo', companyUserId: 2 });
    const { user } = renderApp('/query/history?name=李娜');

    expect(await screen.findByText('会员：李娜')).toBeInTheDocument();
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    const first = [...(tableRows()[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    const recDate = dayjs('2026-03-08T02:30:05.000Z');
    expect(first).toEqual([
      '',
      '1',
      '李娜',
      '复检',
      '周晴',
      recDate.format('YYYY-MM-DD'),
      recDate.format('HH:mm:ss'),
      '查看详情',
    ]);

    await user.click(button('加载更多'));
    await waitFor(() => expect(tableRows()).toHaveLength(60));
    expect(queryButton('加载更多')).not.toBeInTheDocument();
    const pages = requests.filter((request) => request.path === '/server/analysis_key');
    expect(pages.map((request) => Object.fromEntries(request.query))).toEqual([
      { userId: '2', scope: 'cgo', key: '李娜', pageIndex: '0', pageSize: '50' },
      { userId: '2', scope: 'cgo', key: '李娜', pageIndex: '1', pageSize: '50' },
    ]);
  });

  it('issue 17 #22: each record shows its scan type, recorder and a thumbnail of its first photo', async () => {
    fakeApi({ 'GET /server/analysis_key': historyEndpoint(2) });
    signInAs();
    renderApp('/query/history?name=李娜');

    const thumb = await screen.findByAltText('李娜的检测照片');
    expect(thumb).toHaveAttribute('src', '/home/imagerec/img/5/490000/1700000000001.jpg');
    const second = [...(tableRows()[1]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(second.slice(0, 5)).toEqual(['无照片', '2', '李娜', '完整检测', '139****0001']);
  });

  it('view detail opens the record report', async () => {
    fakeApi({ 'GET /server/analysis_key': historyEndpoint(1) });
    signInAs();
    const { user, router } = renderApp('/query/history?name=');

    expect(await screen.findByText('全部会员')).toBeInTheDocument();
    await user.click(await findButton('查看详情'));

    expect(router.state.location.pathname).toBe('/query/history/1000');
  });

  it('says when there are no records', async () => {
    fakeApi({ 'GET /server/analysis_key': ok({ historyRecordList: [] }) });
    signInAs();
    renderApp('/query/history?name=无此人');
    expect(await screen.findByText('暂无检测记录')).toBeInTheDocument();
  });
});

describe('query/history/{recordId}', () => {
  const reportApi = (report: HistoryReport = historyReport()) =>
    fakeApi({
      'GET /server/skinRecs': ok({ reports: [report] }),
      'GET /server/analysis': ok({ reports: [report] }),
      'GET /api/customer/record/41': ok(consultedRecord({ id: 41, customerId: 5 })),
    });

  it('issue 17 #22: 返回会员详情 leads back to the member the record belongs to', async () => {
    reportApi();
    signInAs();
    const { user, router } = renderApp('/query/history/41');
    const back = await findButton('返回会员详情');
    await waitFor(() => expect(back).toBeEnabled());
    await user.click(back);
    expect(router.state.location.pathname).toBe('/query/detail/5');
  });

  it("issue 17 #24: the report shows the visit's phase, eight scores, care steps, recommendations and answers", async () => {
    reportApi();
    signInAs();
    const { user } = renderApp('/query/history/41');
    await user.click(await screen.findByText('评估与推荐', { selector: '.ant-tabs-tab *' }));

    expect(await screen.findByText('护理阶段')).toBeInTheDocument();
    expect(screen.getByText('修损阶段')).toBeInTheDocument();
    expect(document.querySelectorAll('.customers-score')).toHaveLength(8);
    expect(screen.getByText('护理步骤')).toBeInTheDocument();
    expect(screen.getByText('推荐护理')).toBeInTheDocument();
    expect(screen.getByText('问卷回答')).toBeInTheDocument();
    expect(screen.getByText('最关注的问题')).toBeInTheDocument();
  });

  it('shows the member, time, recorder and menstrual period of the report', async () => {
    const { requests } = reportApi();
    signInAs();
    renderApp('/query/history/41');

    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(
      screen.getByText(dayjs('2026-03-08T02:30:00.000Z').format('YYYY-MM-DD HH:mm')),
    ).toBeInTheDocument();
    expect(screen.getByText('王小美')).toBeInTheDocument();
    expect(screen.getByText('是')).toBeInTheDocument();
    const asked = requests.find((request) => request.path === '/server/skinRecs');
    expect(asked?.query.get('recMainId')).toBe('41');
  });

  it.each([
    [false, '否'],
    [null, '/'],
  ])('menstrual flag %j reads %s', async (mc, shown) => {
    reportApi(historyReport({ skinStatus: { mc } }));
    signInAs();
    renderApp('/query/history/41');
    const label = await screen.findByText('生理期');
    const item = label.closest('.ant-descriptions-item');
    expect(item?.querySelector('.ant-descriptions-item-content')?.textContent).toBe(shown);
  });

  it('issue 17 #9: shows measured ratings as stars, and 未测 with the reason where nothing measured it', async () => {
    reportApi();
    signInAs();
    const { user } = renderApp('/query/history/41');

    expect(await screen.findByText('右颧骨')).toBeInTheDocument();
    expect(screen.getByAltText('右颧骨常光照片')).toBeInTheDocument();
    expect(screen.getByAltText('右颧骨偏振光照片')).toBeInTheDocument();
    expect(screen.getByLabelText('油性 5 星（满 5 星，越多越好）')).toBeInTheDocument();
    expect(screen.getByLabelText('敏感 2 星（满 5 星，越多越好）')).toBeInTheDocument();
    // Issue 29 #8: one direction, said under the stars.
    expect(screen.getAllByText(/^星越多，状况越好/)).not.toHaveLength(0);
    // Light sensitivity is never measured; the one-photo part has no ratings at all.
    expect(screen.getAllByLabelText('光敏感 未测')).toHaveLength(2);
    expect(screen.getByLabelText('油性 未测')).toBeInTheDocument();
    await user.hover(screen.getAllByLabelText('光敏感 未测')[0]!);
    expect(await screen.findByText(/显微照片无法测量/)).toBeInTheDocument();
    expect(
      screen.getByText('该部位只拍了一张照片，需常光和偏振光各一张才能分析'),
    ).toBeInTheDocument();
  });

  it('says when a part is still being analysed, or why its photos failed the checks', async () => {
    reportApi(
      historyReport({
        anaParts: [
          measuredPart({
            detection: { status: 'pending' },
            partImageRecord: { partName: '右颧骨', ...UNMEASURED_RATINGS },
          }),
          measuredPart({
            part: 'ze',
            position: 1,
            detection: {
              status: 'failed',
              reasons: [
                {
                  code: 'BLURRY',
                  photo: 'normal',
                  message: '常光照片对焦不清，请调节焦距至皮肤纹理清晰后重拍',
                },
              ],
            },
          }),
        ],
      }),
    );
    signInAs();
    renderApp('/query/history/41');
    expect(await screen.findByText('正在分析该部位的照片，稍候自动刷新')).toBeInTheDocument();
    expect(screen.getByText('照片未通过质量检查，未能分析')).toBeInTheDocument();
    expect(
      screen.getByText('常光照片对焦不清，请调节焦距至皮肤纹理清晰后重拍'),
    ).toBeInTheDocument();
  });

  it('issue 19: says calmly when a part’s analysis gave up, instead of analysing for ever', async () => {
    reportApi(
      historyReport({
        anaParts: [
          measuredPart({
            detection: {
              status: 'unavailable',
              reason: { code: 'photo_missing', message: '照片文件已丢失，需重新拍摄' },
            },
            partImageRecord: { partName: '右颧骨', ...UNMEASURED_RATINGS },
          }),
        ],
      }),
    );
    signInAs();
    renderApp('/query/history/41');
    expect(await screen.findByText('这组照片未能完成分析')).toBeInTheDocument();
    // Issue 20: and why, in the server's words for the reason's code.
    expect(screen.getByText('照片文件已丢失，需重新拍摄')).toBeInTheDocument();
    expect(screen.queryByText('正在分析该部位的照片，稍候自动刷新')).not.toBeInTheDocument();
  });

  it('the analysis tab explains the seven dimensions with their marked images and bands', async () => {
    const measured = measuredPart();
    const detection = measured.detection.status === 'done' && {
      ...measured.detection,
      // The bands engine 2.0.0 publishes (calibration.ts `repeatability`).
      repeatability: {
        skin_type: 1.5,
        roughness: 3,
        color: 7,
        sensitivity: 5.5,
        pigment: 5,
        elasticity: 3.5,
        corneum: 11.5,
      },
    };
    const { requests } = reportApi(
      historyReport({ anaParts: [{ ...measured, ...(detection && { detection }) }] }),
    );
    signInAs();
    const { user } = renderApp('/query/history/41');

    await user.click(await screen.findByText('分析', { selector: '.ant-tabs-tab *' }));

    const figure = await screen.findByAltText('右颧骨肤质标记图');
    expect(figure).toHaveAttribute('src', '/fileSvr/get/d9-skin_type.jpg');
    for (const label of ['肤质', '粗糙度', '肤色', '敏感肌', '色素沉着', '弹性', '角质层']) {
      expect(screen.getByAltText(`右颧骨${label}标记图`)).toBeInTheDocument();
    }
    // Six dimensions at 72.35 (shown 72) are 一般; 肤质 shows its type instead of a band.
    expect(screen.getAllByText('72')).toHaveLength(7);
    const list = within(document.querySelector('.explained-list') as HTMLElement);
    expect(list.getAllByText('一般')).toHaveLength(6);
    expect(screen.getByText('油性')).toBeInTheDocument();
    expect(screen.getByText('肤色色调：自然')).toBeInTheDocument();
    // The stored repeatability band is said beside its dimension.
    expect(screen.getByText('重复拍摄时分数通常在 ±12 分内变化。')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/analysis')).toBe(true);
    // Issue 18 #8: what measured it, as stored with the detection, folded into 技术信息.
    await user.click(screen.getByRole('button', { name: /技术信息/ }));
    // The panel unfolds with antd's motion (opacity 0 until it ends): wait for it to show.
    await waitFor(() =>
      expect(
        screen.getByText('分析引擎 2.2.0 · 校准表 2026.4 · 设备校准编号 3 · 检测编号 9'),
      ).toBeVisible(),
    );
  });

  it('a tone word from a device without calibration reads 未校准 in the history report', async () => {
    const measured = measuredPart();
    const detection = measured.detection.status === 'done' && {
      ...measured.detection,
      colorCalibrated: false,
      deviceCalibrationId: null,
    };
    reportApi(historyReport({ anaParts: [{ ...measured, ...(detection && { detection }) }] }));
    signInAs();
    const { user } = renderApp('/query/history/41');

    await user.click(await screen.findByText('分析', { selector: '.ant-tabs-tab *' }));
    expect(await screen.findByText('肤色色调：未校准')).toBeInTheDocument();
    expect(screen.queryByText('肤色色调：自然')).not.toBeInTheDocument();
  });

  it('an invalid record id is said so, without asking the server', async () => {
    const { requests } = fakeApi();
    signInAs();
    renderApp('/query/history/abc');
    expect(await screen.findByText('检测记录编号无效')).toBeInTheDocument();
    expect(requests.some((request) => /skinRecs|analysis$/.test(request.path))).toBe(false);
  });
});
