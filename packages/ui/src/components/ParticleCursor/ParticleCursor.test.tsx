import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParticleCursor } from './ParticleCursor';

/** jsdom has no matchMedia: answer each query from a table. */
function stubMedia(matches: Record<string, boolean>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ParticleCursor', () => {
  it('given a fine pointer and no motion preference, renders an aria-hidden layer with at most 12 particles', () => {
    stubMedia({ '(pointer: fine)': true, '(prefers-reduced-motion: reduce)': false });
    render(<ParticleCursor maxParticles={50} />);
    const layer = document.querySelector('[data-particle-cursor]');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.querySelectorAll('[data-particle]')).toHaveLength(12);
  });

  it('given a touch device (coarse pointer), renders nothing', () => {
    stubMedia({
      '(pointer: fine)': false,
      '(pointer: coarse)': true,
      '(prefers-reduced-motion: reduce)': false,
    });
    render(<ParticleCursor />);
    expect(document.querySelector('[data-particle-cursor]')).toBeNull();
  });

  it('given a reduced-motion preference, renders nothing', () => {
    stubMedia({ '(pointer: fine)': true, '(prefers-reduced-motion: reduce)': true });
    render(<ParticleCursor />);
    expect(document.querySelector('[data-particle-cursor]')).toBeNull();
  });
});
