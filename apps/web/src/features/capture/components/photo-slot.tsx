import { CameraOutlined, PictureOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { LightType } from '@skinscope/contracts';
import { Alert, Button, Spin, Tooltip } from 'antd';
import { useRef } from 'react';
import { showImage } from '../../../lib/image-viewer';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { ACCEPTED_FILES } from '../hooks/use-photo-capture';
import type { ShotView } from '../hooks/use-photo-capture';
import type { AlignmentView } from '../hooks/use-alignment';
import type { CapturedPhoto } from '../lib/captured-photo';
import { AlignmentNote } from './alignment-note';
import { SLOT_HINT_STYLES } from './slot-hint-styles';

const t = zhCN.capture;

export interface PhotoSlotProps {
  light: LightType;
  photo: CapturedPhoto | undefined;
  /** The photo as taken on this screen (from memory, with its retake hints), if it was. */
  view: ShotView | undefined;
  /** This slot's photo is being saved. */
  saving: boolean;
  /** Another photo is being saved, or nothing can be saved yet. */
  locked: boolean;
  cameraLive: boolean;
  /** Why no photo may be taken yet (e.g. no part chosen): said instead of capturing. */
  blockedReason?: string | null;
  onCapture: () => void;
  onFile: (file: File) => void;
  /** Offers a refresh icon that clears the photo (picture/index). */
  onClear?: () => void;
  /** Why the last chosen file was refused (wrong type, too large), said under the slot. */
  refusal?: string;
  /** How this photo lines up with the previous visit's (a re-check, issue 19 #4). */
  alignment?: AlignmentView | undefined;
}

/** One light's photo: its picture (a click enlarges it), 拍照, 图片上传 and any retake hint. */
export function PhotoSlot(props: PhotoSlotProps) {
  const { light, photo, view } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const name = t.lights[light];
  const src = photo ? (view?.preview ?? photo.url) : null;
  const hints = photo && view ? view.hints : [];
  const unlessBlocked = (action: () => void) => {
    if (props.blockedReason) toast(props.blockedReason, 'warning');
    else action();
  };

  return (
    <div className={`photo-slot photo-slot-${light}`} data-testid={`photo-slot-${light}`}>
      <div className="photo-slot-head">
        <span className={`light-badge light-badge-${light}`}>{name}</span>
        {props.onClear && photo && (
          <Tooltip title={t.slot.clear}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              aria-label={t.slot.clear}
              disabled={props.locked}
              onClick={props.onClear}
            />
          </Tooltip>
        )}
      </div>
      <Spin spinning={props.saving} description={t.slot.saving}>
        {src ? (
          <button
            type="button"
            className="photo-slot-picture"
            aria-label={t.slot.view(name)}
            onClick={() => showImage(src)}
          >
            <img src={src} alt={t.slot.photoAlt(name)} />
          </button>
        ) : (
          <div className="photo-slot-picture photo-slot-empty">
            <PictureOutlined aria-hidden="true" />
            <span>{t.slot.empty}</span>
          </div>
        )}
      </Spin>
      <div className="photo-slot-actions">
        <Button
          type="primary"
          icon={<CameraOutlined />}
          disabled={!props.cameraLive || props.locked}
          onClick={() => unlessBlocked(props.onCapture)}
        >
          {t.slot.capture}
        </Button>
        <Button
          icon={<UploadOutlined />}
          disabled={props.locked}
          onClick={() => unlessBlocked(() => fileInput.current?.click())}
        >
          {t.slot.upload}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          hidden
          data-testid={`photo-file-${light}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a failed upload.
            event.target.value = '';
            if (file) props.onFile(file);
          }}
        />
      </div>
      {props.refusal && (
        <Alert
          className="photo-slot-hint"
          styles={SLOT_HINT_STYLES}
          type="error"
          showIcon
          title={props.refusal}
        />
      )}
      {props.alignment && <AlignmentNote alignment={props.alignment} />}
      {hints.length > 0 && (
        <Alert
          className="photo-slot-hint"
          styles={SLOT_HINT_STYLES}
          type="warning"
          showIcon
          title={
            <>
              <strong>{t.retakeTitle}</strong>
              {hints.join('；')}
              <span className="photo-slot-hint-keep">{t.retakeKeep}</span>
            </>
          }
        />
      )}
    </div>
  );
}
