import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Counter } from './Counter';
import { formatNumber, valueAfter } from './counting';

function stubMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const digits = (container: HTMLElement) => container.querySelector('[data-part="digits"]')?.textContent;

describe('counting rules', () => {
  it('steps by ceil(target / 50) every tick and stops at the target', () => {
    const timing = { mode: 'step', tick: 50, steps: 50 } as const;
    expect(valueAfter(1, 0, 100, timing)).toBe(2);
    expect(valueAfter(1, 0, 6, timing)).toBe(1);
    expect(valueAfter(1, 0, 120, timing)).toBe(3);
    expect(valueAfter(40, 0, 120, timing)).toBe(120);
    expect(valueAfter(60, 0, 6, timing)).toBe(6);
  });

  it('spreads the value evenly over the duration', () => {
    const timing = { mode: 'duration', duration: 2000, tick: 20 } as const;
    expect(valueAfter(50, 0, 100, timing)).toBe(50);
    expect(valueAfter(100, 0, 100, timing)).toBe(100);
    expect(valueAfter(200, 0, 100, timing)).toBe(100);
  });

  it('formats with Indian digit grouping', () => {
    expect(formatNumber(100000, 'en-IN')).toBe('1,00,000');
  });

  it('groups digits as each locale writes them (Intl), not with one English rule', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(1234567, 'en-ZA')).toBe(new Intl.NumberFormat('en-ZA').format(1234567));
    expect(formatNumber(1234567, 'en-CH')).toBe(new Intl.NumberFormat('en-CH').format(1234567));
    expect(formatNumber(1234567, 'en-ZA')).not.toBe('1,234,567');
  });

  it('uses Intl for other locales and for fractions', () => {
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(1234.5, 'en-IN', 1)).toBe('1,234.5');
  });
});

describe('Counter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('given start, shows 0 and reaches 100 after 50 ticks of 50 ms', () => {
    const onComplete = vi.fn();
    const { container } = render(<Counter value={100} suffix="+" start onComplete={onComplete} />);
    expect(digits(container)).toBe('0+');
    act(() => vi.advanceTimersByTime(50));
    expect(digits(container)).toBe('2+');
    act(() => vi.advanceTimersByTime(49 * 50 - 1));
    expect(digits(container)).toBe('98+');
    act(() => vi.advanceTimersByTime(1));
    expect(digits(container)).toBe('100+');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('in duration mode reaches the target after 2000 ms', () => {
    const { container } = render(<Counter value={24} suffix="/7" mode="duration" start />);
    act(() => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe('12/7');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe('24/7');
  });

  it('waits while start is false', () => {
    const { container, rerender } = render(<Counter value={50} start={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(digits(container)).toBe('0');
    rerender(<Counter value={50} start />);
    act(() => vi.advanceTimersByTime(50));
    expect(digits(container)).toBe('1');
  });

  it('gives screen readers only the final value', () => {
    const { container } = render(<Counter value={100} suffix="+" start />);
    expect(screen.getByText('100+', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
    for (const hidden of container.querySelectorAll('[data-part="digits"]')) expect(hidden).toHaveAttribute('aria-hidden', 'true');
  });

  it('under reduced motion shows the final value at once', () => {
    stubMotion(true);
    const { container } = render(<Counter value={100} suffix="+" start />);
    expect(digits(container)).toBe('100+');
    act(() => vi.advanceTimersByTime(100));
    expect(digits(container)).toBe('100+');
  });

  it('forwards the ref and merges className', () => {
    const ref = { current: null as HTMLSpanElement | null };
    const { container } = render(<Counter ref={ref} value={1} className="mine" start={false} />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current?.className).toContain('mine');
    expect(ref.current?.classList.length).toBeGreaterThan(1);
  });
});
