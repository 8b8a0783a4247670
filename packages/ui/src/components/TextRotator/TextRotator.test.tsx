import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextRotator } from './TextRotator';

const phrases = ['One', 'Two', 'Three'];
const visible = (container: HTMLElement) => container.querySelector('[data-state="visible"]')?.textContent ?? null;

describe('TextRotator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides the phrase after 2500 ms and shows the next 50 ms later, cycling', () => {
    const { container } = render(<TextRotator phrases={phrases} />);
    expect(visible(container)).toBe('One');
    act(() => vi.advanceTimersByTime(2499));
    expect(visible(container)).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(visible(container)).toBeNull();
    expect(container.querySelector('[data-state="hidden"]')?.textContent).toBe('One');
    act(() => vi.advanceTimersByTime(50));
    expect(visible(container)).toBe('Two');
    for (const next of ['Three', 'One']) {
      act(() => vi.advanceTimersByTime(2500));
      act(() => vi.advanceTimersByTime(50));
      expect(visible(container)).toBe(next);
    }
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
