import { beforeEach, describe, expect, it } from 'vitest';
import { getWizardValue, setWizardValue } from '../../../lib/wizard-state';
import { stepPartKeys, stepPhotosKeys } from './capture-state';
import { retakeReturnKey, startRetake, takeRetakeReturn } from './retake';

const pair = {
  normal: {
    type: 'normal' as const,
    url: '/home/imagerec/img/31/490000/1700000000001.jpg',
    source: 'camera' as const,
  },
  lighting: {
    type: 'lighting' as const,
    url: '/home/imagerec/img/31/490000/1700000000002.jpg',
    source: 'camera' as const,
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  setWizardValue(stepPhotosKeys.three, pair);
  setWizardValue(stepPartKeys.one, 'mx');
  setWizardValue(stepPhotosKeys.one, pair);
  setWizardValue(stepPartKeys.two, 'yet');
  setWizardValue(stepPhotosKeys.two, pair);
});

describe('retake (issue 19 #5)', () => {
  it("opens the part's step without its refused photos; other steps keep theirs", () => {
    expect(startRetake('yet')).toBe('/picture/step/two');
    expect(getWizardValue(stepPhotosKeys.two)).toBeNull();
    expect(getWizardValue(stepPartKeys.two)).toBe('yet');
    expect(getWizardValue(stepPhotosKeys.one)).toEqual(pair);
    expect(startRetake('yqg')).toBe('/picture/step/three');
  });

  it('a part no step holds is not retaken', () => {
    expect(startRetake('xb')).toBeNull();
    expect(getWizardValue(retakeReturnKey)).toBeNull();
  });

  it("only the retaken step's Next returns to analyse/expect, once", () => {
    startRetake('mx');
    expect(takeRetakeReturn('picture/step/three')).toBeNull();
    expect(takeRetakeReturn('picture/index')).toBeNull();
    expect(takeRetakeReturn('picture/step/one')).toBe('/analyse/expect');
    expect(takeRetakeReturn('picture/step/one')).toBeNull();
  });
});
