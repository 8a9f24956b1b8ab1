import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { CASE_IMAGE_ACCEPT, imageProblem } from '../lib/case-image';
import { CaseImage } from './case-image';

const t = zhCN.cases.upload;

/**
 * Spec §2 upload: a clickable placeholder opening a png/jpg file picker; once chosen (or in
 * edit mode, the stored photo) the image is shown and a click picks another one.
 */
export function ImagePicker({
  shown,
  onPick,
}: {
  /** The chosen file's preview, or the stored photo, or null. */
  shown: string | null;
  onPick: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      toast(t[problem], 'warning');
      return;
    }
    onPick(chosen);
  };

  return (
    <div className="cases-picker">
      <button
        type="button"
        className={`cases-picker-box${shown ? ' cases-picker-box-filled' : ''}`}
        onClick={() => input.current?.click()}
      >
        {shown ? (
          <>
            <CaseImage src={shown} alt={t.imageAlt} />
            <span className="cases-picker-change">
              <SwapOutlined aria-hidden /> {t.changeImage}
            </span>
          </>
        ) : (
          <span className="cases-picker-empty">
            <PlusOutlined aria-hidden className="cases-picker-plus" />
            <span>{t.pickImage}</span>
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={CASE_IMAGE_ACCEPT}
        aria-label={t.image}
        className="cases-picker-input"
        onChange={onChange}
      />
      <Typography.Text type="secondary" className="cases-picker-hint">
        {t.imageHint}
      </Typography.Text>
    </div>
  );
}
