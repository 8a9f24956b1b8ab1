import { describe, expect, it } from 'vitest';
import { claimTiers } from './efficacy-claims';

const standings = (primary: 'pigment' | 'sensitivity', secondary: Array<'roughness'> = []) =>
  Object.fromEntries(claimTiers({ primary, secondary }).map((tier) => [tier.claim, tier.standing]));

describe('claimTiers (issue 33 #4)', () => {
  it('never lets a salon study back 美白/祛斑, even when it measured pigment', () => {
    expect(standings('pigment')['美白、祛斑']).toBe('registered_lab_only');
  });

  it('says what the engine cannot measure, whatever the study', () => {
    const tiers = standings('sensitivity', ['roughness']);
    expect(tiers['抗皱、紧致']).toBe('not_measurable');
    expect(tiers['控油']).toBe('not_measurable');
    expect(tiers['保湿']).toBe('not_measurable');
  });

  it('marks a measured claim as the salon’s observation only, and an unmeasured one as not in the study', () => {
    expect(standings('sensitivity')['舒缓']).toBe('observation_only');
    expect(standings('pigment')['舒缓']).toBe('not_in_study');
    expect(standings('pigment')['量化宣称（如“28 天”“X% 用户”）']).toBe('observation_only');
  });

  it('never says a result may be filed', () => {
    for (const tier of claimTiers({ primary: 'sensitivity', secondary: ['roughness'] })) {
      expect(tier.note).not.toMatch(/可用于备案|可以备案/);
      expect(tier.requires.length).toBeGreaterThan(0);
    }
  });
});
