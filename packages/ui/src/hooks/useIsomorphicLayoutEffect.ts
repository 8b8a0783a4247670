'use client';

import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser, nothing on the server (no SSR warning). */
export const useIsomorphicLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect;
