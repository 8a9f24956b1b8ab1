import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overexposedReason, pairReason, photoReason } from '@skinscope/analysis';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowSlowUi, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { detectResponse } from '../test-fixtures';

allowSlowUi();
vi.setConfig({ testTimeout: SLOW_UI_MS });

beforeEach(() => {
  // No camera here: the photos come from files (jsdom decodes none, so no retake hint).
  vi.stubGlobal('navigator', Object.create(navigator, { mediaDevices: { value: undefined } }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('no decoder')));
  signInAs({ id: 7 });
});

const uploadOk = () => new Response('ok', { headers: { 'Content-Type': 'text/plain' } });
const file = () => new File(['jpeg'], 'skin.jpg', { type: 'image/jpeg' });
const uploads = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/server/imageb64');

async function uploadPair(user: ReturnType<typeof fastUser>, requests: FakeRequest[]) {
  await user.upload(await screen.findByTestId('photo-file-normal'), file());
  await waitFor(() => expect(uploads(requests)).toHaveLength(1));
  // The 1.5 s after a photo is saved, no other is taken. (The file's wait, not 3 s: under CPU
  // load that timer and the render after it can take longer.)
  const polarised = screen.getByTestId('photo-file-lighting');
  await waitFor(() =>
    expect(
      within(screen.getByTestId('photo-slot-lighting')).getByRole('button', { name: /图片上传/ }),
    ).toBeEnabled(),
  );
  await user.upload(polarised, file());
  await waitFor(() => expect(uploads(requests)).toHaveLength(2));
  await screen.findAllByAltText(/照片$/);
  const urls = uploads(requests).map((request) => {
    const form = request.body as FormData;
    return `/home/imagerec/${String(form.get('dir'))}/${String(form.get('name'))}`;
  });
  return { normal: urls[0] ?? '', polarised: urls[1] ?? '' };
}

const startButton = () => screen.getByRole('button', { name: /开始检测|检测中\.\./ });

describe('picture/detect', () => {
  it('asks for both photos first', async () => {
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    const user = fastUser();
    renderApp('/picture/detect');
    expect(await screen.findByRole('heading', { name: '皮肤检测' })).toBeInTheDocument();
    await user.click(startButton());
    expect(await screen.findByText('请先拍照')).toBeInTheDocument();
    await user.upload(screen.getByTestId('photo-file-normal'), file());
    await waitFor(() => expect(uploads(requests)).toHaveLength(1));
    await user.click(startButton());
    expect(await screen.findAllByText('请先拍照')).not.toHaveLength(0);
    expect(requests.some((request) => request.path === '/api/picture/detect')).toBe(false);
  });

  it('uploads to the user’s own sos folder, detects and explains the seven dimensions with marked images', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = fakeApi({
      'POST /server/imageb64': uploadOk,
      'POST /api/picture/detect': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = fastUser();
    renderApp('/picture/detect');
    const urls = await uploadPair(user, requests);
    expect(urls.normal).toMatch(/^\/home\/imagerec\/sos\/7\/\d+\/\d{13}\.jpg$/);

    await user.click(startButton());
    await waitFor(() => expect(startButton()).toHaveTextContent('检测中..'));
    const detect = requests.filter((request) => request.path === '/api/picture/detect');
    expect(detect).toHaveLength(1);
    expect(detect[0]?.body).toEqual({ normalImage: urls.normal, lightImage: urls.polarised });
    // Ignored while busy.
    await user.click(startButton());
    expect(requests.filter((request) => request.path === '/api/picture/detect')).toHaveLength(1);

    answer(ok(detectResponse()));
    expect(await screen.findByRole('heading', { name: '检测结果' })).toBeInTheDocument();
    expect(startButton()).toHaveTextContent('开始检测');
    const item = (name: string) => within(screen.getByRole('listitem', { name }));
    expect(screen.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual([
      '肤质',
      '粗糙度',
      '肤色',
      '敏感肌',
      '色素沉着',
      '弹性',
      '角质层',
    ]);
    // Whole points, cut off (97.999 is 97, issue 29 #11). 肤质 shows its type, not a severity; the others a band of the 0–100 scale.
    expect(item('肤质').getByText('62')).toBeInTheDocument();
    expect(item('肤质').getByText('油性')).toBeInTheDocument();
    expect(item('肤色').getByText('肤色色调：小麦')).toBeInTheDocument();
    expect(item('敏感肌').getByText('需关注')).toBeInTheDocument();
    expect(item('角质层').getByText('97')).toBeInTheDocument();
    expect(item('角质层').getByText('好')).toBeInTheDocument();
    expect(screen.queryByText('重度')).not.toBeInTheDocument();
    // The engine's ids are there, folded away.
    expect(screen.getByRole('button', { name: /技术信息/ })).toBeInTheDocument();

    const marked = screen.getByAltText('敏感肌标记图');
    expect(marked).toHaveAttribute('src', '/fileSvr/get/d12-sensitivity.jpg');
    await user.click(marked);
    expect(await screen.findByAltText('大图')).toHaveAttribute(
      'src',
      '/fileSvr/get/d12-sensitivity.jpg',
    );
  });

  it('a pair too poor to analyse shows each reason and its retake hint', async () => {
    // The engine's own reasons (packages/analysis quality/messages.ts), as the server passes them on.
    const reasons = [
      pairReason('IDENTICAL_PHOTOS'),
      overexposedReason(['red'], 'polarised'),
      photoReason('NOT_SKIN', 'normal'),
    ];
    const { requests } = fakeApi({
      'POST /server/imageb64': uploadOk,
      'POST /api/picture/detect': fail(422, 'PHOTO_QUALITY', '这组照片无法分析，请按提示重新拍摄', {
        reasons,
      }),
    });
    const user = fastUser();
    renderApp('/picture/detect');
    await uploadPair(user, requests);
    await user.click(startButton());
    expect(
      await screen.findByText('两张照片相同，请分别在常光和偏振光下拍摄同一位置'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('偏振光照片曝光过度（红色通道饱和），请调低显微镜亮度或曝光后重拍'),
    ).toBeInTheDocument();
    expect(screen.getByText('常光照片未识别到皮肤，请将显微镜贴紧皮肤后重拍')).toBeInTheDocument();
    expect(screen.getAllByText('这组照片无法分析，请按提示重新拍摄').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: '检测结果' })).not.toBeInTheDocument();
    expect(startButton()).toHaveTextContent('开始检测');
  });

  it('a failure is toasted and the button is ready again', async () => {
    const { requests } = fakeApi({
      'POST /server/imageb64': uploadOk,
      'POST /api/picture/detect': fail(503, 'ANALYSIS_BUSY', '检测繁忙，请稍后再试'),
    });
    const user = fastUser();
    renderApp('/picture/detect');
    await uploadPair(user, requests);
    await user.click(startButton());
    expect(await screen.findByText('检测繁忙，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(startButton()).toHaveTextContent('开始检测'));
    expect(startButton()).toBeEnabled();
  });

  it('issue 17 #27: two rapid clicks on 开始检测 send one detection request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = fakeApi({
      'POST /server/imageb64': uploadOk,
      'POST /api/picture/detect': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = fastUser();
    renderApp('/picture/detect');
    await uploadPair(user, requests);
    // Both clicks land before React renders the busy state.
    const button = startButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(startButton()).toHaveTextContent('检测中..'));
    await user.click(startButton());
    const detects = () => requests.filter((request) => request.path === '/api/picture/detect');
    expect(detects()).toHaveLength(1);
    answer(ok(detectResponse()));
    await waitFor(() => expect(startButton()).toHaveTextContent('开始检测'));
    // Once it has answered, the button works again.
    await user.click(startButton());
    await waitFor(() => expect(detects()).toHaveLength(2));
  });
});
