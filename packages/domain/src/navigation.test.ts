import { describe, expect, it } from 'vitest';
import {
  isSkipped,
  isWizardPath,
  nextPage,
  previousPage,
  questionnairePath,
  redirectOnEnter,
  WIZARD_PATHS,
} from './navigation';
import type { WizardContext, WizardPath, WizardScanType } from './navigation';

const female = (scanType: WizardScanType = 'FULL_SCAN'): WizardContext => ({
  scanType,
  gender: 'female',
});
const male = (scanType: WizardScanType = 'FULL_SCAN'): WizardContext => ({
  scanType,
  gender: 'male',
});

/** Follows Next from `from` until `to` (inclusive) or a dead end. */
function walk(from: WizardPath, to: WizardPath, context: WizardContext): WizardPath[] {
  const path: WizardPath[] = [from];
  for (
    let page = nextPage(from, context);
    page !== null && path.length < 40;
    page = nextPage(page, context)
  ) {
    path.push(page);
    if (page === to) break;
  }
  return path;
}

describe('consultation navigation (spec §2, §4)', () => {
  it('"introduce: … Next to \'about\'"; "about: … Next to collection/condition"', () => {
    expect(nextPage('introduce', female())).toBe('about');
    expect(nextPage('about', female())).toBe('collection/condition');
  });

  it('"condition: … goes to condition2"', () => {
    expect(nextPage('collection/condition', female())).toBe('collection/condition2');
  });

  it('"condition2: … with scanType RETRY_SCAN goes to menses, otherwise help."', () => {
    expect(nextPage('collection/condition2', female('RETRY_SCAN'))).toBe('collection/menses');
    expect(nextPage('collection/condition2', female('FULL_SCAN'))).toBe('collection/help');
  });

  it('"help: toggle, at least one, then menses."; "menses: … Next needs a choice, goes to habit."', () => {
    expect(nextPage('collection/help', female())).toBe('collection/menses');
    expect(nextPage('collection/menses', female())).toBe('collection/habit');
  });

  it('"If the customer is male it redirects at once to habit replacing the history entry."', () => {
    expect(isSkipped('collection/menses', male())).toBe(true);
    expect(redirectOnEnter('collection/menses', male())).toEqual({
      to: 'collection/habit',
      replace: true,
    });
    expect(redirectOnEnter('collection/menses', female())).toBeNull();
    // Next never even offers the skipped page.
    expect(nextPage('collection/help', male())).toBe('collection/habit');
    expect(nextPage('collection/condition2', male('RETRY_SCAN'))).toBe('collection/habit');
  });

  it('"habit: … then situation."; "situation: … goes to body."', () => {
    expect(nextPage('collection/habit', female())).toBe('collection/situation');
    expect(nextPage('collection/situation', female())).toBe('collection/body');
  });

  it('"body: … RETRY_SCAN goes to picture/index, otherwise nursing."', () => {
    expect(nextPage('collection/body', female('RETRY_SCAN'))).toBe('picture/index');
    expect(nextPage('collection/body', female('FULL_SCAN'))).toBe('collection/nursing');
  });

  it('"nursing: … goes to ambition. ambition: … goes to concern. concern: … goes to original. original: … goes to picture/index."', () => {
    expect(walk('collection/nursing', 'picture/index', female())).toEqual([
      'collection/nursing',
      'collection/ambition',
      'collection/concern',
      'collection/original',
      'picture/index',
    ]);
  });

  it('"picture/index: … \'next page\' goes to picture/step/three", then one, two and analyse/expect', () => {
    expect(walk('picture/index', 'analyse/expect', female())).toEqual([
      'picture/index',
      'picture/step/three',
      'picture/step/one',
      'picture/step/two',
      'analyse/expect',
    ]);
  });

  it('"analyse/expect … Next goes to analyse/result, or to recommend/result for PHOTO_ONLY."', () => {
    expect(nextPage('analyse/expect', female('FULL_SCAN'))).toBe('analyse/result');
    expect(nextPage('analyse/expect', female('RETRY_SCAN'))).toBe('analyse/result');
    expect(nextPage('analyse/expect', female('PHOTO_ONLY'))).toBe('recommend/result');
  });

  it('"Wizard: … expectation, analysis result, recommend step, result, help, all, summary, goods."', () => {
    expect(walk('analyse/expect', 'query', female())).toEqual([
      'analyse/expect',
      'analyse/result',
      'recommend/step',
      'recommend/result',
      'recommend/help',
      'recommend/all',
      'recommend/summary',
      'recommend/goods',
      'query',
    ]);
  });

  it('"recommend/special … Next to recommend/all."; "recommend/goods … only action is \'back\' to query."', () => {
    expect(nextPage('recommend/special', female())).toBe('recommend/all');
    expect(nextPage('recommend/goods', female())).toBe('query');
    expect(nextPage('query', female())).toBeNull();
  });

  it('"evaluate: … success goes to collection/selector"; the selector\'s Yes (RETRY_SCAN) goes to collection/condition', () => {
    expect(nextPage('collection/evaluate', female())).toBe('collection/selector');
    expect(nextPage('collection/selector', female('RETRY_SCAN'))).toBe('collection/condition');
    // "No" opens picture/infinite/{newRecordId}/0: only the caller knows the id.
    expect(nextPage('collection/selector', female('PHOTO_ONLY'))).toBeNull();
  });

  it('walks the whole first visit of a female customer', () => {
    expect(questionnairePath(female())).toEqual([
      'collection/condition',
      'collection/condition2',
      'collection/help',
      'collection/menses',
      'collection/habit',
      'collection/situation',
      'collection/body',
      'collection/nursing',
      'collection/ambition',
      'collection/concern',
      'collection/original',
    ]);
  });

  it('walks a male re-check: no help, no menses, no preference pages', () => {
    expect(questionnairePath(male('RETRY_SCAN'))).toEqual([
      'collection/condition',
      'collection/condition2',
      'collection/habit',
      'collection/situation',
      'collection/body',
    ]);
  });

  it('only leads to known paths and recognises them', () => {
    for (const page of WIZARD_PATHS) {
      for (const context of [female(), male('RETRY_SCAN'), female('PHOTO_ONLY')]) {
        const next = nextPage(page, context);
        expect(next === null || isWizardPath(next)).toBe(true);
      }
    }
    expect(isWizardPath('collection/habit')).toBe(true);
    expect(isWizardPath('collection/unknown')).toBe(false);
  });
});

describe('previousPage', () => {
  it('issue 17 #30: 上一步 retraces Next through the questionnaire and the photo steps', () => {
    for (const context of [female(), male(), female('RETRY_SCAN'), male('RETRY_SCAN')]) {
      const path = walk('collection/condition', 'analyse/expect', context);
      for (let index = 1; index < path.length; index += 1) {
        const page = path[index] as WizardPath;
        expect(previousPage(page, context), `${page} ${JSON.stringify(context)}`).toBe(
          path[index - 1],
        );
      }
    }
    expect(previousPage('collection/condition', female())).toBe('about');
    expect(previousPage('collection/condition', female('RETRY_SCAN'))).toBe('collection/selector');
    expect(previousPage('collection/habit', male())).toBe('collection/help');
    expect(previousPage('picture/index', female('RETRY_SCAN'))).toBe('collection/body');
    expect(previousPage('picture/step/one', female())).toBe('picture/step/three');
  });
});
