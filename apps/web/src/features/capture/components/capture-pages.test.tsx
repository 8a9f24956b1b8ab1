import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getWizardValue, setWizardValue } from '../../../lib/wizard-state';
import { fastUser } from '../../../test/antd-ui';
import { fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { indexPhotoKey, stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { FAKE_DEVICE, fakeMedia, MICROSCOPE } from '../test-media';
import {
  photoFile,
  PHOTO_URL,
  pressKey,
  settings,
  startWizard,
  uploadOk,
  setUpPhotoScreenTests,
} from '../test-pages';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('grey'));

setUpPhotoScreenTests(signInAs);

function slot(light: 'normal' | 'lighting') {
  return within(screen.getByTestId(`photo-slot-${light}`));
}

async function livePreview() {
  await waitFor(() => expect(document.querySelector('video.camera-video')).not.toBeNull());
}

describe('picture/index', () => {
  it('without a customer handed over, says so', async () => {
    window.sessionStorage.clear();
    fakeApi();
    renderApp('/picture/index');
    expect(await screen.findByText('还没有选择顾客')).toBeInTheDocument();
  });

  it('issue 17 #8: without the microscope, arrival shows a quiet state, no alert; uploads still work', async () => {
    startWizard();
    const media = fakeMedia([FAKE_DEVICE]);
    const { requests } = fakeApi({
      'GET /server/settings': settings(false),
      'POST /server/imageb64': uploadOk,
    });
    const user = fastUser();
    renderApp('/picture/index');
    expect(await screen.findByText('未检测到显微镜，可上传照片')).toBeInTheDocument();
    expect(screen.queryByText('请插入视频显微镜')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Another camera is refused; taking a photo waits for the microscope.
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(slot('normal').getByRole('button', { name: /拍照/ })).toBeDisabled();
    await user.upload(screen.getByTestId('photo-file-normal'), photoFile());
    expect(await screen.findByText('图片上传成功')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/imageb64')).toBe(true);
    // 重新连接 is the staff member asking for the microscope: now the alert says what to do.
    await user.click(screen.getByRole('button', { name: /重新连接/ }));
    expect(await screen.findByText('请插入视频显微镜')).toBeInTheDocument();
  });

  it('issue 17 #20: a .txt or .gif chosen for a slot says 仅支持 JPG/PNG 图片 beside it', async () => {
    startWizard();
    fakeMedia([]);
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    renderApp('/picture/index');
    const input = await screen.findByTestId('photo-file-normal');
    // As a browser's file dialog set to "all files" hands it over (no accept filter applied).
    fireEvent.change(input, {
      target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await slot('normal').findByText('仅支持 JPG/PNG 图片')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/imageb64')).toBe(false);
  });

  it('camera permission refused gets its own message, not a blank screen', async () => {
    startWizard();
    fakeMedia([MICROSCOPE], { failWith: 'NotAllowedError' });
    fakeApi();
    renderApp('/picture/index');
    expect(await screen.findByText(/摄像头权限被拒绝/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新连接/ })).toBeInTheDocument();
  });

  it('the backtick key takes the normal photo; refresh clears it; next goes to step three', async () => {
    startWizard();
    fakeMedia([MICROSCOPE]);
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    const user = fastUser();
    const { router } = renderApp('/picture/index');
    expect(await screen.findByText('正常皮肤纹理')).toBeInTheDocument();
    await livePreview();
    expect(screen.getByText('拍常光', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('拍偏振光', { exact: false })).not.toBeInTheDocument();

    pressKey('`');
    expect(await screen.findByText('拍照成功')).toBeInTheDocument();
    const stored = getWizardValue(indexPhotoKey);
    expect(stored).toMatchObject({ type: 'normal', source: 'camera' });
    expect(stored?.url).toMatch(PHOTO_URL);
    expect((requests.at(-1)?.body as FormData).get('dir')).toMatch(/^img\/31\/\d+$/);
    expect(slot('normal').getByAltText('常光照片')).toHaveAttribute('src', 'blob:preview');
    // A flat grey frame is not skin (issue 18 #1): the retake hint says so, the photo stays.
    expect(
      slot('normal').getByText('常光照片未识别到皮肤，请将显微镜贴紧皮肤后重拍', { exact: false }),
    ).toBeInTheDocument();
    // Backslash has no slot here.
    pressKey('\\');
    expect(requests.filter((request) => request.path === '/server/imageb64')).toHaveLength(1);

    await user.click(slot('normal').getByAltText('常光照片'));
    expect(await screen.findByAltText('大图')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByAltText('大图'));

    // After the 1.5 s busy delay the photo may be cleared.
    const clear = slot('normal').getByRole('button', { name: '清除照片' });
    await waitFor(() => expect(clear).toBeEnabled(), { timeout: 3_000 });
    await user.click(clear);
    expect(getWizardValue(indexPhotoKey)).toBeNull();
    expect(slot('normal').getByText('未拍摄')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/three'));
  });

  it('Escape stops the preview', async () => {
    startWizard();
    const media = fakeMedia([MICROSCOPE]);
    fakeApi();
    renderApp('/picture/index');
    await livePreview();
    pressKey('Escape');
    expect(await screen.findByText('显微镜未开启')).toBeInTheDocument();
    expect(media.streams[0]?.tracks[0]?.stop).toHaveBeenCalled();
  });
});

describe('picture/step/one and two', () => {
  it('capturing before a part is chosen says so; then both lights are taken by key', async () => {
    startWizard();
    setWizardValue(stepPartKeys.two, 'xb');
    fakeMedia([FAKE_DEVICE]);
    const { requests } = fakeApi({
      'GET /server/settings': settings(true),
      'POST /server/imageb64': uploadOk,
    });
    const user = fastUser();
    const { router } = renderApp('/picture/step/one');
    await livePreview();

    pressKey('`');
    expect(await screen.findByText('请先选择部位')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/imageb64')).toBe(false);

    // The right cheekbone (step three) and step two's chin are not offered.
    expect(screen.getByRole('radio', { name: '右颧骨' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '下巴' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '左脸颊' }));
    expect(getWizardValue(stepPartKeys.one)).toBe('zlj');

    pressKey('\\');
    await waitFor(() =>
      expect(getWizardValue(stepPhotosKeys.one)?.lighting?.url).toMatch(PHOTO_URL),
    );
    expect(getWizardValue(stepPhotosKeys.one)?.normal).toBeUndefined();

    // Issue 17 #17: one photo is not enough to go on.
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('请先拍摄该部位')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/picture/step/one');
    await waitFor(
      () => expect(slot('normal').getByRole('button', { name: /拍照/ })).toBeEnabled(),
      { timeout: 3_000 },
    );
    pressKey('`');
    await waitFor(() => expect(getWizardValue(stepPhotosKeys.one)?.normal).toBeDefined());
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/two'));
  });

  it('issue 17 #17: 下一页 asks for the part first, then for both photos', async () => {
    startWizard();
    fakeMedia([]);
    fakeApi();
    const user = fastUser();
    const { router } = renderApp('/picture/step/one');
    await user.click(await screen.findByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('请先选择部位')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '眉心' }));
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('请先拍摄该部位')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/picture/step/one');
  });

  it('issue 17 #30: 上一步 goes back a step and the photos and part are still there', async () => {
    startWizard();
    setWizardValue(stepPartKeys.one, 'zlj');
    setWizardValue(stepPhotosKeys.one, {
      normal: {
        type: 'normal',
        url: '/home/imagerec/img/31/1/1763800000001.jpg',
        source: 'upload',
      },
    });
    fakeMedia([]);
    fakeApi();
    const user = fastUser();
    const { router } = renderApp('/picture/step/two');
    await user.click(await screen.findByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/one'));
    expect(await screen.findByText('部位拍摄（一）')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '左脸颊' })).toBeChecked());
    expect(slot('normal').getByAltText('常光照片')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/three'));
    expect(await screen.findByText('定位拍摄：右颧骨')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/index'));
    expect(await screen.findByText('皮肤纹理拍摄')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/original'));
  });

  it('issue 32 #1: 重复性测量 opens for the part and customer, and 返回拍摄 keeps the visit', async () => {
    startWizard();
    setWizardValue(stepPartKeys.one, 'zlj');
    fakeMedia([]);
    fakeApi();
    const user = fastUser();
    const { router } = renderApp('/picture/step/one');
    await user.click(await screen.findByRole('button', { name: /重复性测量/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retest'));
    expect(await screen.findByRole('checkbox', { name: /林晓 已阅读并同意/ })).not.toBeChecked();
    expect(
      screen.getByRole('combobox', { name: '拍摄部位' }).closest('.ant-select'),
    ).toHaveTextContent('左脸颊');
    await user.click(screen.getByRole('button', { name: /返回拍摄/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/one'));
    await waitFor(() => expect(screen.getByRole('radio', { name: '左脸颊' })).toBeChecked());
  });

  it('a chosen file is uploaded as the photo', async () => {
    startWizard();
    setWizardValue(stepPartKeys.two, 'zet');
    fakeMedia([]);
    fakeApi({ 'POST /server/imageb64': uploadOk });
    const user = fastUser();
    const { router } = renderApp('/picture/step/two');
    expect(await screen.findByRole('radio', { name: '左额头' })).toBeChecked();
    await user.upload(screen.getByTestId('photo-file-normal'), photoFile());
    expect(await screen.findByText('图片上传成功')).toBeInTheDocument();
    expect(getWizardValue(stepPhotosKeys.two)?.normal).toMatchObject({ source: 'upload' });
    const polarised = slot('lighting').getByRole('button', { name: /图片上传/ });
    await waitFor(() => expect(polarised).toBeEnabled(), { timeout: 3_000 });
    await user.upload(screen.getByTestId('photo-file-lighting'), photoFile());
    await waitFor(() => expect(getWizardValue(stepPhotosKeys.two)?.lighting).toBeDefined());

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyse/expect'));
  });
});

describe('picture/step/three', () => {
  it('shows the locating hint and keeps the right cheekbone’s photos', async () => {
    startWizard();
    fakeMedia([MICROSCOPE]);
    fakeApi({ 'POST /server/imageb64': uploadOk });
    const user = fastUser();
    const { router } = renderApp('/picture/step/three');
    expect(await screen.findByText('定位点：眼角垂直线与耳中心水平线的交点')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '右颧骨定位示意图' })).toBeInTheDocument();
    await livePreview();
    pressKey('`');
    await waitFor(() => expect(getWizardValue(stepPhotosKeys.three)?.normal).toBeDefined());
    await waitFor(
      () => expect(slot('lighting').getByRole('button', { name: /拍照/ })).toBeEnabled(),
      { timeout: 3_000 },
    );
    pressKey('\\');
    await waitFor(() => expect(getWizardValue(stepPhotosKeys.three)?.lighting).toBeDefined());
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/one'));
  });
});
