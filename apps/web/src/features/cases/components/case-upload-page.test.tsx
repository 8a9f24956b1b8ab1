import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowSlowUi, enter, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeCase } from '../test-fixtures';
import { checkbox } from '../test-helpers';

allowSlowUi();

// jsdom has no object URLs; the form only needs an address for its preview.
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.useRealTimers());

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const uploadOk = () => new Response('ok', { headers: { 'Content-Type': 'text/plain' } });
const saves = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/customer/case');
const uploads = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/server/imageb64');

async function save(user: UserEvent, expected: string) {
  await user.click(getButtonByText('保存'));
  expect(await screen.findByText(expected)).toBeInTheDocument();
}

function renderUpload(
  user: Parameters<typeof signInAs>[0],
  routes: Parameters<typeof fakeApi>[0],
  path = '/example/excellent/upload',
) {
  const api = fakeApi({ 'GET /api/customer/case': ok([]), ...routes });
  signInAs(user);
  return { ...api, ...renderApp(path), user: fastUser({ applyAccept: false }) };
}

describe('example/excellent/upload access', { timeout: SLOW_UI_MS }, () => {
  it('refuses a user without canUpload', async () => {
    renderUpload({ canUpload: false }, {});
    expect(await screen.findByText('暂无案例上传权限，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByText('保存')).not.toBeInTheDocument();
    expect(getButtonByText('返回案例列表')).toBeInTheDocument();
  });

  it('refuses a pubdom user even with canUpload', async () => {
    renderUpload({ scope: 'pubdom', canUpload: true }, {});
    expect(
      await screen.findByText('公共账号暂不能使用案例功能，请联系管理员开通'),
    ).toBeInTheDocument();
  });
});

describe('example/excellent/upload new case', { timeout: SLOW_UI_MS }, () => {
  it('checks the spec §5 rules in order, then uploads the photo first and saves the case', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00.000Z') });
    const now = Date.now();
    const hours = Math.floor(now / 3_600_000);
    const { requests, user, router } = renderUpload(
      { id: 7, scope: 'cgo', companyUserId: 2, fullName: '王小美', canUpload: true },
      {
        'POST /server/imageb64': uploadOk,
        'POST /api/customer/case': (request) => ok(makeCase({ ...(request.body as object) })),
      },
    );
    expect(await screen.findByText('上传案例', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(/请输入文字描述/)).toHaveAttribute('rows', '4');
    expect(fileInput()).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');

    await save(user, '请选择护理项目');
    await user.click(checkbox('修护面霜'));
    await save(user, '请选择功效点');
    await user.click(checkbox('抗炎'));
    await save(user, '请输入案例描述');
    await enter(user, screen.getByPlaceholderText(/请输入文字描述/), '泛红减轻');
    await save(user, '请上传案例图片');
    await user.upload(fileInput(), photo());
    expect(screen.getByRole('img', { name: '案例图片预览' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await save(user, '请确认顾客已同意将照片用作案例');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(checkbox('顾客已同意将此照片用作案例展示'));
    await user.click(getButtonByText('保存'));

    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/example/excellent'));
    const posts = requests.filter((request) => request.method === 'POST').map((r) => r.path);
    expect(posts).toEqual(['/server/imageb64', '/api/customer/case']);

    const form = uploads(requests)[0]?.body as FormData;
    expect(form.get('dir')).toBe(`case/cgo-2/${hours}`);
    expect(form.get('name')).toBe(`${now}.jpg`);
    expect(form.get('file')).toBeInstanceOf(File);
    expect(saves(requests)[0]?.body).toEqual({
      id: 0,
      products: ['修护面霜'],
      cares: ['抗炎'],
      description: '泛红减轻',
      imgUrl: `/home/imagerec/case/cgo-2/${hours}/${now}.jpg`,
      userId: 7,
      userName: '王小美',
      customerConsent: true,
    });
  });

  it('refuses a file that is not png or jpg', async () => {
    const { user } = renderUpload({ canUpload: true }, {});
    await screen.findByText('点击选择图片');
    await user.upload(fileInput(), new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请选择 png 或 jpg 格式的图片')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '案例图片预览' })).not.toBeInTheDocument();
  });

  it('shows the server’s first field problem and stays; trying again reuses the uploaded photo', async () => {
    let attempts = 0;
    const { requests, user, router } = renderUpload(
      { canUpload: true },
      {
        'POST /server/imageb64': uploadOk,
        'POST /api/customer/case': () => {
          attempts += 1;
          return attempts === 1
            ? fail(400, 'VALIDATION_FAILED', '请求参数有误', {
                issues: [{ field: 'products', message: '包含未知的护理项目' }],
              })
            : ok(makeCase());
        },
      },
    );
    await screen.findByText('点击选择图片');
    await user.click(checkbox('修护面霜'));
    await user.click(checkbox('抗炎'));
    await enter(user, screen.getByPlaceholderText(/请输入文字描述/), '泛红减轻');
    await user.upload(fileInput(), photo());
    await user.click(checkbox('顾客已同意将此照片用作案例展示'));

    await save(user, '包含未知的护理项目');
    expect(router.state.location.pathname).toBe('/example/excellent/upload');
    await save(user, '上传成功');
    expect(uploads(requests)).toHaveLength(1);
    expect(saves(requests)).toHaveLength(2);
  });

  it('a failed upload saves no case', async () => {
    const { requests, user } = renderUpload(
      { canUpload: true },
      {
        'POST /server/imageb64': fail(415, 'IMAGE_INVALID', '图片无法识别，请上传 JPG 或 PNG 照片'),
      },
    );
    await screen.findByText('点击选择图片');
    await user.click(checkbox('修护面霜'));
    await user.click(checkbox('抗炎'));
    await enter(user, screen.getByPlaceholderText(/请输入文字描述/), '泛红减轻');
    await user.upload(fileInput(), photo());
    await user.click(checkbox('顾客已同意将此照片用作案例展示'));

    await save(user, '图片无法识别，请上传 JPG 或 PNG 照片');
    expect(saves(requests)).toEqual([]);
  });
});

describe('example/excellent/upload?id (edit)', { timeout: SLOW_UI_MS }, () => {
  const stored = makeCase({
    id: 5,
    userId: 7,
    products: ['舒敏喷雾', '停产的面霜'],
    cares: ['修护'],
    description: '原来的描述',
  });

  it('pre-ticks the stored names, keeps the stored photo, and saves that case', async () => {
    const { requests, user, router } = renderUpload(
      { id: 7, canUpload: true },
      {
        'GET /api/customer/case/5': ok(stored),
        'POST /api/customer/case': (request) => ok(makeCase({ ...(request.body as object) })),
      },
      '/example/excellent/upload?id=5',
    );
    expect(await screen.findByText('编辑案例')).toBeInTheDocument();
    expect(checkbox('舒敏喷雾')).toBeChecked();
    expect(checkbox('修护面霜')).not.toBeChecked();
    expect(checkbox('修护')).toBeChecked();
    expect(checkbox('抗炎')).not.toBeChecked();
    expect(screen.getByPlaceholderText(/请输入文字描述/)).toHaveValue('原来的描述');
    expect(screen.getByRole('img', { name: '案例图片预览' })).toHaveAttribute('src', stored.imgUrl);
    // The stored case was saved with the customer's consent.
    expect(checkbox('顾客已同意将此照片用作案例展示')).toBeChecked();

    await user.click(checkbox('抗炎'));
    await save(user, '上传成功');
    await waitFor(() => expect(router.state.location.pathname).toBe('/example/excellent'));
    expect(uploads(requests)).toEqual([]);
    expect(saves(requests)[0]?.body).toMatchObject({
      id: 5,
      products: ['舒敏喷雾'],
      cares: ['抗炎', '修护'],
      imgUrl: stored.imgUrl,
      customerConsent: true,
    });
  });

  it('a new photo must be agreed to again', async () => {
    const { user } = renderUpload(
      { id: 7, canUpload: true },
      { 'GET /api/customer/case/5': ok(stored) },
      '/example/excellent/upload?id=5',
    );
    await screen.findByText('编辑案例');
    await user.upload(fileInput(), photo());
    expect(checkbox('顾客已同意将此照片用作案例展示')).not.toBeChecked();
    await save(user, '请确认顾客已同意将照片用作案例');
  });

  it('issue 29 #15: a colleague with canUpload edits a case someone else uploaded', async () => {
    renderUpload(
      { id: 9, canUpload: true },
      { 'GET /api/customer/case/5': ok(stored) },
      '/example/excellent/upload?id=5',
    );
    expect(await screen.findByText('编辑案例')).toBeInTheDocument();
  });

  it('an administrator may edit anyone’s case', async () => {
    renderUpload(
      { id: 1, role: 'admin', canUpload: true },
      { 'GET /api/customer/case/5': ok(stored) },
      '/example/excellent/upload?id=5',
    );
    expect(await screen.findByText('编辑案例')).toBeInTheDocument();
  });

  it('says what the server says when the case cannot be read', async () => {
    renderUpload(
      { id: 7, canUpload: true },
      { 'GET /api/customer/case/5': fail(404, 'NOT_FOUND', '内容不存在或无权查看') },
      '/example/excellent/upload?id=5',
    );
    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
    expect(getButtonByText('返回')).toBeInTheDocument();
  });
});
