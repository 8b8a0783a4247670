'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

interface Options<T> {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
  /** Component name for the development warning. */
  name?: string;
}

/**
 * State that is controlled when `value` is defined and uncontrolled otherwise. The change
 * callback is called in both modes; a controlled value never moves by itself.
 */
export function useControllableState<T>({ value, defaultValue, onChange, name = 'Component' }: Options<T>) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && wasControlled.current !== controlled) {
      console.warn(`${name} switched from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${controlled ? 'controlled' : 'uncontrolled'}. Pick one mode for its lifetime.`);
    }
    wasControlled.current = controlled;
  }, [controlled, name]);

  const current = controlled ? value : inner;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, setValue] as const;
}
