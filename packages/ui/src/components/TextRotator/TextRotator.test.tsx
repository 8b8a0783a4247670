import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextRotator } from './TextRotator';

const phrases = ['One', 'Two', 'Three'];
const visible = (container: HTMLElement) =>
  container.querySelector('[data-state="visible"]')?.textContent ?? null;

/** `prefers-reduced-motion: reduce` answered as `reduce`. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('TextRotator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('under reduced motion, the first phrase stands still', () => {
    stubReducedMotion(true);
    const { container } = render(<TextRotator phrases={phrases} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(container)).toBe('One');
  });

  it('the pause control stops the phrase changing and starts it again', () => {
    const { container } = render(
      <TextRotator.Group>
        <h1>
          <TextRotator phrases={phrases} />
        </h1>
        <TextRotator.PauseButton />
      </TextRotator.Group>,
    );
    const button = screen.getByRole('button', { name: 'Pause rotating text' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => vi.advanceTimersByTime(2550));
    expect(visible(container)).toBe('Two');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(container)).toBe('Two');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => vi.advanceTimersByTime(2550));
    expect(visible(container)).toBe('Three');
  });

  it('a pause control outside a group says where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TextRotator.PauseButton />)).toThrow(
      'TextRotator.PauseButton must be used within TextRotator.Group.',
    );
  });

  it('changes phrase every 2500 ms: hides on the beat and shows the next 50 ms later, cycling', () => {
    const { container } = render(<TextRotator phrases={phrases} />);
    expect(visible(container)).toBe('One');
    act(() => vi.advanceTimersByTime(2499));
    expect(visible(container)).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(visible(container)).toBeNull();
    expect(container.querySelector('[data-state="hidden"]')?.textContent).toBe('One');
    act(() => vi.advanceTimersByTime(50));
    expect(visible(container)).toBe('Two');
    // The beat does not drift by the gap: the next change starts at 5000 ms, not 5050 ms.
    for (const next of ['Three', 'One']) {
      act(() => vi.advanceTimersByTime(2449));
      expect(visible(container)).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(visible(container)).toBeNull();
      act(() => vi.advanceTimersByTime(50));
      expect(visible(container)).toBe(next);
    }
  });

  it('finishes a change that was under way when paused', () => {
    const { container, rerender } = render(<TextRotator phrases={phrases} />);
    act(() => vi.advanceTimersByTime(2510));
    expect(visible(container)).toBeNull();
    rerender(<TextRotator phrases={phrases} paused />);
    expect(visible(container)).toBe('Two');
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(container)).toBe('Two');
  });

  it('keeps one stable text for screen readers', () => {
    const { container } = render(<TextRotator phrases={phrases} />);
    const spoken = container.querySelector('span > span:not([aria-hidden])');
    expect(spoken?.textContent).toBe('One, Two, Three');
    act(() => vi.advanceTimersByTime(2500));
    act(() => vi.advanceTimersByTime(50));
    expect(visible(container)).toBe('Two');
    expect(spoken?.textContent).toBe('One, Two, Three');
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('does not change while paused', () => {
    const { container } = render(<TextRotator phrases={phrases} paused />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(container)).toBe('One');
  });
});
