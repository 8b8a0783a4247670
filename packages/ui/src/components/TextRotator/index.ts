import { createElement, type ComponentProps } from 'react';
import { TextRotatorBase, TextRotatorGroup, TextRotatorPauseButton } from './TextRotator';

/**
 * `<TextRotator>` with `TextRotator.Group` and `TextRotator.PauseButton`, built here, in a module without
 * 'use client': a React Server Component (Next.js App Router) sees the client module's exports as client
 * references, which cannot carry properties. This one renders the client component (React 19 passes `ref`
 * on as a prop).
 */
export const TextRotator = Object.assign(
  function TextRotator(props: ComponentProps<typeof TextRotatorBase>) {
    return createElement(TextRotatorBase, props);
  },
  { Group: TextRotatorGroup, PauseButton: TextRotatorPauseButton },
);
export type { TextRotatorProps, TextRotatorGroupProps, TextRotatorPauseButtonProps } from './TextRotator';
