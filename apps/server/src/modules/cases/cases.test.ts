import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import { microscopeJpeg, multipartBody } from '../../../test-support/fixtures';

const t = setupTestApp();

async function uploader(
  scope: 'cgo' | 'reach' | 'pubdom' = 'reach',
  extra: Record<string, unknown> = {},
) {
  const user = await t.createUser({ scope, canUpload: true, canScan: true, ...extra });
  return { user, token: await t.signIn(user.mobile) };
}

async function uploadCaseImage(token: string, folder: string, stamp = 1_763_800_000_123) {
  const body = multipartBody(
    { dir: `case/${folder}/${Math.floor(stamp / 3_600_000)}`, name: `${stamp}.jpg` },
    { name: 'case.jpg', data: await microscopeJpeg() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/server/imageb64',
    headers: { ...t.bearer(token), ...body.headers },
    payload: body.payload,
  });
  return {
    response,
    url: `/home/imagerec/case/${folder}/${Math.floor(stamp / 3_600_000)}/${stamp}.jpg`,
  };
}

const saveCase = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/case',
    headers: t.bearer(token),
    payload: body,
  });

async function createCase(token: string, folder: string, overrides: Record<string, unknown> = {}) {
  const { url } = await uploadCaseImage(token, folder);
  const response = await saveCase(token, {
    id: 0,
    products: '玻尿酸精华,修护面霜',
    cares: ['补水', '修护'],
    description: '三次护理后泛红明显减轻',
    imgUrl: url,
    customerConsent: true,
    userName: '周晴',
    ...overrides,
  });
  return response.json().data as { id: number; imgUrl: string };
}

describe('excellent cases', () => {
  it('an uploader creates a case (comma strings accepted), finds it by filter, edits and deletes it', async () => {
    const { user, token } = await uploader();
    const created = await createCase(token, `reach-${user.id}`);
    // The author is named from the account, whatever the body says.
    expect(created).toMatchObject({
      products: ['玻尿酸精华', '修护面霜'],
      cares: ['补水', '修护'],
      userName: '测试员工',
    });
    const list = (query: string) =>
      t.app.inject({ url: `/api/customer/case?${query}`, headers: t.bearer(token) });
    expect((await list(`products=${encodeURIComponent('修护面霜')}`)).json().data).toHaveLength(1);
    expect((await list(`cares=${encodeURIComponent('控油')}`)).json().data).toHaveLength(0);
    const image = await t.app.inject({
      url: created.imgUrl,
      headers: { cookie: `skinscope_token=${token}` },
    });
    expect(image.statusCode).toBe(200);
    const edit = await saveCase(token, {
      id: created.id,
      products: ['清洁泥膜'],
      cares: ['控油'],
      description: '改',
      imgUrl: created.imgUrl,
      customerConsent: true,
    });
    expect(edit.json().data.products).toEqual(['清洁泥膜']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/case/${created.id}/remove?userId=${user.id}`,
      headers: t.bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/customer/case/${created.id}`, headers: t.bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("removes a case's photo with the case, and a replaced photo on edit", async () => {
    const { user, token } = await uploader();
    const folder = `reach-${user.id}`;
    const created = await createCase(token, folder);
    const second = await uploadCaseImage(token, folder, 1_763_800_000_456);
    const read = (url: string) => t.app.inject({ url, headers: t.bearer(token) });
    await saveCase(token, {
      id: created.id,
      products: ['清洁泥膜'],
      cares: ['控油'],
      description: '换了照片',
      imgUrl: second.url,
      customerConsent: true,
    });
    expect((await read(created.imgUrl)).statusCode).toBe(404);
    expect((await read(second.url)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/case/${created.id}/remove`,
      headers: t.bearer(token),
    });
    expect((await read(second.url)).statusCode).toBe(404);
  });

  it('refuses a photo that was never uploaded', async () => {
    const { user, token } = await uploader();
    const response = await saveCase(token, {
      id: 0,
      products: ['清洁泥膜'],
      cares: ['控油'],
      description: '无图',
      imgUrl: `/home/imagerec/case/reach-${user.id}/490000/1763800000999.jpg`,
      customerConsent: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues[0]).toEqual({
      field: 'imgUrl',
      message: '请上传案例图片',
    });
  });

  it('lists newest first, 10 a page', async () => {
    const { user, token } = await uploader();
    for (let i = 0; i < 11; i += 1)
      await createCase(token, `reach-${user.id}`, { description: `案例${i}` });
    const page = await t.app.inject({
      url: '/api/customer/case?begin=0&length=10',
      headers: t.bearer(token),
    });
    expect(page.json().data).toHaveLength(10);
    expect(page.json().data[0].description).toBe('案例10');
  });

  it.each([
    ['no care item', { products: [] }, 'products', '请选择护理项目'],
    ['no efficacy point', { cares: '' }, 'cares', '请选择功效点'],
    ['no description', { description: ' ' }, 'description', '请输入案例描述'],
    ['no image', { imgUrl: '' }, 'imgUrl', '请上传案例图片'],
    [
      'no customer consent',
      { customerConsent: false },
      'customerConsent',
      '请确认顾客已同意将照片用作案例',
    ],
    ['an unknown product', { products: ['神奇药水'] }, 'products', '包含未知的护理项目'],
  ])('refuses %s with its message', async (_name, change, field, message) => {
    const { user, token } = await uploader();
    const { url } = await uploadCaseImage(token, `reach-${user.id}`);
    const response = await saveCase(token, {
      id: 0,
      products: ['修护面霜'],
      cares: ['修护'],
      description: '描述',
      imgUrl: url,
      customerConsent: true,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues).toContainEqual({ field, message });
  });

  it('needs canUpload to upload, edit or delete; reading is for the whole company', async () => {
    const { user, token } = await uploader();
    const created = await createCase(token, `reach-${user.id}`);
    const reader = await t.createUser({ scope: 'reach', companyUserId: user.id, canUpload: false });
    const readerToken = await t.signIn(reader.mobile);
    expect(
      (await t.app.inject({ url: '/api/customer/case', headers: t.bearer(readerToken) })).json()
        .data,
    ).toHaveLength(1);
    const denied = await saveCase(readerToken, {
      id: 0,
      products: ['修护面霜'],
      cares: ['修护'],
      description: 'x',
      imgUrl: created.imgUrl,
      customerConsent: true,
    });
    expect(denied.json()).toMatchObject({ code: 403, message: '暂无案例上传权限，请联系管理员' });
    expect(
      (await uploadCaseImage(readerToken, `reach-${user.id}`, 1_763_800_000_999)).response
        .statusCode,
    ).toBe(403);
  });

  it("lets every uploader of the company edit and delete a colleague's case (spec §6, issue 17 #7)", async () => {
    const { user, token } = await uploader();
    const created = await createCase(token, `reach-${user.id}`);
    const colleague = await uploader('reach', { companyUserId: user.id });
    const edit = await saveCase(colleague.token, {
      id: created.id,
      products: ['修护面霜'],
      cares: ['修护'],
      description: '同事补充的说明',
      imgUrl: created.imgUrl,
      customerConsent: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.description).toBe('同事补充的说明');
    // The author stays the one who uploaded it.
    expect(edit.json().data.userId).toBe(user.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/case/${created.id}/remove`,
      headers: t.bearer(colleague.token),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses other companies and pubdom users', async () => {
    const { user, token } = await uploader();
    const created = await createCase(token, `reach-${user.id}`);
    const stranger = await uploader('reach');
    expect(
      (
        await t.app.inject({
          url: `/api/customer/case/${created.id}`,
          headers: t.bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: created.imgUrl, headers: t.bearer(stranger.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/customer/case', headers: t.bearer(stranger.token) })).json()
        .data,
    ).toEqual([]);
    const pubdom = await uploader('pubdom');
    expect(
      (await t.app.inject({ url: '/api/customer/case', headers: t.bearer(pubdom.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await uploadCaseImage(stranger.token, `reach-${user.id}`, 1_763_800_000_555)).response
        .statusCode,
    ).toBe(404);
  });
});
