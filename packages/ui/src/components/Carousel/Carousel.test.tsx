import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './index';

/**
 * What the server's HTML of a carousel offers before the page hydrates (docs/requirements/issues/22-every-press-counts.md): every control a
 * person can press then, in the state it will be in once the carousel runs.
 */
function Values({ loop = true }: { loop?: boolean }) {
  return (
    <Carousel.Root aria-label="Our values" autoplay loop={loop}>
      <Carousel.PlayPause />
      <div>
        <Carousel.Viewport>
          <Carousel.Slide>Integrity</Carousel.Slide>
          <Carousel.Slide>Craft</Carousel.Slide>
          <Carousel.Slide>Care</Carousel.Slide>
        </Carousel.Viewport>
      </div>
      <Carousel.Controls>
        <Carousel.Previous />
        <Carousel.Dots />
        <Carousel.Next />
      </Carousel.Controls>
    </Carousel.Root>
  );
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  // Never reports: the carousel stays off screen, so embla (which jsdom cannot measure) never starts.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

const names = (container: ParentNode) =>
  [...container.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent,
  );

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Carousel on the server', () => {
  it('renders a dot per slide, and a Next that can be pressed, before it hydrates', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Values loop={false} />);
    expect(names(host)).toEqual(expect.arrayContaining(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']));
    expect(host.querySelector('[aria-label="Go to slide 1"]')?.getAttribute('aria-current')).toBe('true');
    const next = [...host.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Next slide'),
    );
    expect(next?.disabled).toBe(false);
  });

  it('shows both states of the play/pause control until the browser says whether motion is welcome', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Values />);
    const toggle = host.querySelector('button[data-state], button:first-of-type');
    expect(toggle?.textContent).toContain('Stop automatic slide show');
    expect(toggle?.textContent).toContain('Start automatic slide show');
  });

  it.each([
    [false, 'Stop automatic slide show', 'playing'],
    [true, 'Start automatic slide show', 'paused'],
  ])('hydrated with reduced motion %s, the control says "%s"', async (reduce, label, state) => {
    stubReducedMotion(reduce);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Values />);
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(host, <Values />);
    });
    expect(errors).not.toHaveBeenCalled();
    const toggle = host.querySelector('button[data-state]');
    expect(toggle?.getAttribute('data-state')).toBe(state);
    expect(toggle?.textContent).toBe(label);
  });
});
