import { lazy, Suspense, useEffect, useState } from 'react';
import type { ParticleCursorProps } from '@company/ui';

const ParticleCursor = lazy(() =>
  import('./particle-cursor').then((module) => ({ default: module.ParticleCursor })),
);

/**
 * The ui ParticleCursor, loaded once the page is interactive and only where it can appear (a fine
 * pointer: never on phones and tablets). It is decorative and renders nothing on the server, so no
 * page waits for its code. The component itself still stays off under reduced motion.
 */
export function DeferredParticleCursor(props: ParticleCursorProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const finePointer = window.matchMedia('(pointer: fine)');
    if (finePointer.matches) {
      setWanted(true);
      return undefined;
    }
    // A mouse plugged into a tablet later still gets it.
    const onChange = () => {
      if (finePointer.matches) setWanted(true);
    };
    finePointer.addEventListener('change', onChange);
    return () => finePointer.removeEventListener('change', onChange);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ParticleCursor {...props} />
    </Suspense>
  ) : null;
}
