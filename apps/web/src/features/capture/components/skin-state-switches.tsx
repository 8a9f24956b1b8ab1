import type { SkinState } from '@skinscope/contracts';
import { SKIN_STATE_FIELDS, SKIN_STATE_LABELS, USUAL_SKIN_STATE } from '@skinscope/domain';
import { Switch } from 'antd';
import { useEffect } from 'react';
import { getWizardValue, setWizardValue, useWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { skinStateKey } from '../lib/capture-state';

const t = zhCN.capture.skinState;

/**
 * The skin's state before the photos (issue 19 #7): three switches, saved with the visit's
 * photos. They start at the usual state (make-up off, not freshly cleansed, no products), kept as
 * soon as they are shown, so that a usual visit needs no tap and still records its state.
 * `recorded` is the state the visit's record already holds (a resumed photo-only visit): it is
 * shown instead of the usual one, so that saving another part does not overwrite it.
 */
export function SkinStateSwitches({ recorded }: { recorded?: SkinState | null | undefined }) {
  const stored = useWizardValue(skinStateKey);
  useEffect(() => {
    if (!getWizardValue(skinStateKey)) setWizardValue(skinStateKey, recorded ?? USUAL_SKIN_STATE);
  }, [recorded]);
  const state = stored ?? USUAL_SKIN_STATE;
  return (
    <section className="skin-state" aria-label={t.title}>
      <span className="skin-state-title">{t.title}</span>
      {SKIN_STATE_FIELDS.map((field) => (
        <label key={field} className="skin-state-switch">
          <Switch
            checked={state[field]}
            onChange={(checked) => setWizardValue(skinStateKey, { ...state, [field]: checked })}
          />
          <span>{SKIN_STATE_LABELS[field]}</span>
        </label>
      ))}
      <span className="skin-state-hint">{t.hint}</span>
    </section>
  );
}
