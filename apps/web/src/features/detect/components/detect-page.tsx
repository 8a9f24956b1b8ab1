import { ExperimentOutlined } from '@ant-design/icons';
import type {
  CameraSettings,
  DetectResult,
  LightType,
  QualityReason,
  ScanPhoto,
} from '@skinscope/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { StepFrame } from '../../../components/step-frame/step-frame';
import { cameraSettingsOf, deviceLabelOf } from '../../../lib/device-label';
import { toast, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useDetectPair } from '../api/detect-pair';
import { qualityReasonsOf } from '../lib/detect-rows';
import { DetectResults } from './detect-results';
import '../detect.css';

const t = zhCN.detect;
const LIGHTS: readonly LightType[] = ['normal', 'lighting'];

type DetectPhoto = Pick<ScanPhoto, 'type' | 'url' | 'source'> & {
  deviceLabel?: string;
  cameraSettings?: CameraSettings;
};
type DetectPhotos = Partial<Record<LightType, DetectPhoto>>;

/**
 * What this screen needs of the capture feature's station (preview, 拍照 and 图片上传 for
 * each light). The app's route table passes it in: features do not import each other.
 */
export interface DetectStationProps {
  owner: { kind: 'sos'; userId: number } | null;
  lights: readonly LightType[];
  photos: DetectPhotos;
  onPhoto: (photo: DetectPhoto) => void;
}

/**
 * picture/detect (the SOS word): a normal and a polarised photo of one spot, analysed on the
 * server; the seven dimensions with their marked images (spec §2, §4 detect button, §8).
 * The photos belong to no customer: they go to the detecting user's own `sos/` folder.
 */
export function DetectPage({ Station }: { Station: ComponentType<DetectStationProps> }) {
  const session = useSession();
  const [photos, setPhotos] = useState<DetectPhotos>({});
  const [result, setResult] = useState<DetectResult | null>(null);
  const [reasons, setReasons] = useState<QualityReason[] | null>(null);
  const detect = useDetectPair();
  const busy = detect.isPending;
  const inFlight = useInFlight();

  const onPhoto = (photo: DetectPhoto) => {
    setPhotos((current) => ({ ...current, [photo.type]: photo }));
    // What is shown must belong to the photos shown.
    setResult(null);
    setReasons(null);
  };

  const start = () => {
    // Spec §4: ignored while busy; both photos are needed (spec §5).
    const { normal, lighting } = photos;
    if (!normal || !lighting) return toast(t.needPhotos, 'warning');
    // Issue 17 #27: a second click in the same frame, before `busy` shows, is ignored too.
    if (!inFlight.claim()) return;
    setResult(null);
    setReasons(null);
    detect.mutate(
      {
        normalImage: normal.url,
        lightImage: lighting.url,
        deviceLabel: deviceLabelOf([normal, lighting]),
        cameraSettings: cameraSettingsOf([normal, lighting]),
      },
      {
        onSuccess: setResult,
        onSettled: inFlight.release,
        onError: (error) => {
          setReasons(qualityReasonsOf(error));
          toastError(error);
        },
      },
    );
  };

  const owner = session ? { kind: 'sos' as const, userId: session.user.id } : null;
  return (
    // The photo screens' compact frame, without their footer: 开始检测 stands under the photos.
    <StepFrame title={t.title} subtitle={t.subtitle} compact>
      <Station owner={owner} lights={LIGHTS} photos={photos} onPhoto={onPhoto} />
      <div className="detect-actions">
        <Button
          type="primary"
          size="large"
          icon={<ExperimentOutlined />}
          loading={busy}
          onClick={start}
          className="detect-start"
        >
          {busy ? t.detecting : t.start}
        </Button>
      </div>
      {reasons && (
        <Alert
          className="detect-quality"
          type="error"
          showIcon
          title={t.qualityTitle}
          description={
            <ul>
              {reasons.map((reason) => (
                <li key={`${reason.code}-${reason.photo}`}>{reason.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {!busy && result && <DetectResults result={result} />}
    </StepFrame>
  );
}
