import {
  CameraOutlined,
  DisconnectOutlined,
  LoadingOutlined,
  PoweroffOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect } from 'react';
import type { ReactNode, RefObject } from 'react';
import { zhCN } from '../locale';
import type { Camera, CameraStatus } from '../hooks/use-camera';

const t = zhCN.capture.camera;

const ICONS: Record<Exclude<CameraStatus, 'live'>, ReactNode> = {
  idle: <CameraOutlined />,
  starting: <LoadingOutlined />,
  'no-microscope': <DisconnectOutlined />,
  denied: <StopOutlined />,
  unavailable: <WarningOutlined />,
  unsupported: <WarningOutlined />,
  failed: <WarningOutlined />,
};

function Placeholder({ status }: { status: Exclude<CameraStatus, 'live'> }) {
  const words = status === 'starting' ? { title: t.starting, text: '' } : t.states[status];
  return (
    <div className={`camera-placeholder camera-${status}`} role="status">
      <span className="camera-placeholder-icon" aria-hidden="true">
        {ICONS[status]}
      </span>
      <span className="camera-placeholder-title">{words.title}</span>
      {words.text && <span className="camera-placeholder-text">{words.text}</span>}
    </div>
  );
}

function KeysHint({ withLighting }: { withLighting: boolean }) {
  const key = (text: string) => <Typography.Text keyboard>{text}</Typography.Text>;
  return (
    <span className="camera-keys">
      {t.keysLabel}
      {key('`')}
      {t.keyNormal}
      {withLighting && (
        <>
          {key('\\')}
          {t.keyLighting}
        </>
      )}
      {key('Esc')}
      {t.keyStop}
    </span>
  );
}

/** The microscope's live picture, or what stands in its way, with the open and close buttons. */
export function CameraPreview(props: {
  camera: Camera;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Whether the backslash key (polarised light) has a slot on this screen. */
  withLighting: boolean;
  /** Laid over the live picture (the previous visit's photo, issue 19 #4). */
  overlay?: ReactNode;
  /** Under the buttons (the overlay's controls). */
  footer?: ReactNode;
}) {
  const { camera, videoRef, withLighting } = props;
  const { status, stream } = camera;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    // A muted preview may autoplay; should the browser still refuse, the frame stays black.
    void Promise.resolve(video.play?.()).catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream, videoRef]);

  return (
    <section className="camera-preview" aria-label={t.previewLabel}>
      <div className="camera-frame">
        {status === 'live' ? (
          <>
            <video ref={videoRef} className="camera-video" muted playsInline autoPlay />
            {props.overlay}
          </>
        ) : (
          <Placeholder status={status} />
        )}
      </div>
      {camera.exposure && camera.exposure !== 'fixed' && (
        <Typography.Text type="warning" className="camera-exposure-note" role="note">
          {t.exposureNotes[camera.exposure]}
        </Typography.Text>
      )}
      {camera.calibration && (
        // Whether its photos may name a skin tone (issue 31 #3): said before they are taken.
        <Typography.Text
          type={camera.calibration === 'applied' ? 'secondary' : 'warning'}
          className="camera-exposure-note"
          role="note"
        >
          {t.calibrationNotes[camera.calibration]}
        </Typography.Text>
      )}
      <div className="camera-bar">
        {status === 'live' ? (
          <>
            <KeysHint withLighting={withLighting} />
            <Button icon={<PoweroffOutlined />} onClick={camera.stop}>
              {t.close}
            </Button>
          </>
        ) : (
          <>
            <span className="camera-keys" />
            <Button
              type="primary"
              ghost
              icon={<CameraOutlined />}
              loading={status === 'starting'}
              onClick={() => void camera.start()}
            >
              {status === 'idle' || status === 'starting' ? t.open : t.retry}
            </Button>
          </>
        )}
      </div>
      {props.footer}
    </section>
  );
}
