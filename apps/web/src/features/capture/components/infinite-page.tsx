import type { DetectItem, ScanRecord } from '@skinscope/contracts';
import { Button, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { cameraSettingsOf, deviceLabelOf } from '../../../lib/device-label';
import { toast, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import { getWizardValue, useWizardCustomer } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { recordDetailKey, useRecordDetail } from '../api/get-record-detail';
import { useSaveDetect } from '../api/save-detect';
import { usePreviousPhotos } from '../hooks/use-previous-photos';
import { skinStateKey } from '../lib/capture-state';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import type { CapturedPhoto, LightPhotos } from '../lib/captured-photo';
import { CapturePage } from './capture-page';
import { CaptureStation } from './capture-station';
import { PartPicker } from './part-picker';
import { SkinStateSwitches } from './skin-state-switches';

const t = zhCN.capture.infinite;

function parseIndex(value: string | undefined, min: number): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

/** What this position already holds (coming back to it), with each photo's source. */
function savedPhotos(record: ScanRecord, item: DetectItem | null | undefined): LightPhotos {
  const photos: LightPhotos = {};
  for (const light of BOTH_LIGHTS) {
    const url = item?.[light];
    if (!url) continue;
    const source = record.scan.photos.find((photo) => photo.url === url)?.source ?? 'camera';
    photos[light] = { type: light, url, source };
  }
  return photos;
}

function InfiniteCapture({ record, position }: { record: ScanRecord; position: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const customer = useWizardCustomer();
  const saved = record.detectList[position];
  const [part, setPart] = useState<string | null>(saved?.name ?? null);
  const [photos, setPhotos] = useState<LightPhotos>(() => savedPhotos(record, saved));
  const save = useSaveDetect();
  const taken = record.detectList.flatMap((item, index) => (index === position ? [] : [item.name]));
  const scope =
    customer?.id === record.customerId ? customer.scope : (session?.user.scope ?? 'pubdom');
  const previous = usePreviousPhotos({ id: record.customerId, scope }, part, {
    recordId: record.id,
    created: record.created,
  });

  const inFlight = useInFlight();
  const submit = (then: 'continue' | 'stop') => {
    if (!photos.normal && !photos.lighting) return toast(zhCN.capture.photographFirst, 'warning');
    if (!part) return toast(zhCN.capture.selectPartFirst, 'warning');
    if (!inFlight.claim()) return;
    const item = {
      name: part,
      normal: photos.normal?.url ?? null,
      lighting: photos.lighting?.url ?? null,
    };
    // A photo-only visit never passes picture/index: its skin state is set here and saved with
    // each part (issue 19 #7).
    const skinState = getWizardValue(skinStateKey) ?? undefined;
    save.mutate(
      {
        recordId: record.id,
        position,
        item: skinState ? { ...item, skinState } : item,
        deviceLabel: deviceLabelOf([photos.normal, photos.lighting]),
        cameraSettings: cameraSettingsOf([photos.normal, photos.lighting]),
      },
      {
        onSuccess: (detectList) => {
          queryClient.setQueryData<ScanRecord>(recordDetailKey(record.id), (old) =>
            old ? { ...old, detectList } : old,
          );
          toast(t.saved, 'success');
          const to =
            then === 'continue'
              ? `/picture/infinite/${record.id}/${position + 1}`
              : `/query/detail/${record.customerId}?${new URLSearchParams({ scope })}`;
          void navigate(to);
        },
        onError: toastError,
        onSettled: inFlight.release,
      },
    );
  };

  const saving = save.isPending;
  return (
    <CapturePage
      title={t.title}
      subtitle={t.subtitle(position + 1, record.detectList.length)}
      actions={
        <>
          <Button size="large" loading={saving} onClick={() => submit('stop')}>
            {t.saveStop}
          </Button>
          <Button type="primary" size="large" loading={saving} onClick={() => submit('continue')}>
            {t.saveContinue}
          </Button>
        </>
      }
    >
      <PartPicker value={part} taken={taken} onChange={setPart} />
      <SkinStateSwitches recorded={record.skinState} />
      <CaptureStation
        owner={{ kind: 'customer', customerId: record.customerId }}
        lights={BOTH_LIGHTS}
        photos={photos}
        onPhoto={(photo: CapturedPhoto) =>
          setPhotos((current) => ({ ...current, [photo.type]: photo }))
        }
        blockedReason={part ? null : zhCN.capture.selectPartFirst}
        autoStart
        previous={previous}
      />
    </CapturePage>
  );
}

/**
 * picture/infinite/{recordId}/{position}: more parts for an existing record, one position at
 * a time (spec §2, §4). A record that cannot be loaded: toast, then back to query (spec §8).
 */
export function InfinitePage() {
  const params = useParams();
  const navigate = useNavigate();
  const recordId = parseIndex(params.recordId, 1);
  const position = parseIndex(params.position, 0);
  const valid = recordId !== null && position !== null;
  const detail = useRecordDetail(valid ? recordId : null);
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    if (!valid) toast(t.invalid, 'error');
    else if (detail.isError) toastError(detail.error);
    else return;
    left.current = true;
    void navigate('/query', { replace: true });
  }, [valid, detail.isError, detail.error, navigate]);

  if (!detail.data || position === null)
    return (
      <div className="step-page capture-loading">
        <Spin size="large" description={t.loading}>
          <div className="capture-loading-box" />
        </Spin>
      </div>
    );
  return <InfiniteCapture key={position} record={detail.data} position={position} />;
}
