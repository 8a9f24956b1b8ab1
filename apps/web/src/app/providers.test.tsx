import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

function Motion() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'motion on' : 'motion off'}</span>;
}

const plainMatchMedia = window.matchMedia;

/** A system that answers `prefers-reduced-motion: reduce` as told (the other queries: no). */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...plainMatchMedia(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  });
}

describe('the app providers', () => {
  afterEach(() => {
    window.matchMedia = plainMatchMedia;
  });

  it("turn antd's animations off when the system asks for reduced motion", () => {
    preferReducedMotion(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByText('motion off')).toBeInTheDocument();
  });

  it('keep them otherwise', () => {
    preferReducedMotion(false);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByText('motion on')).toBeInTheDocument();
  });
});
