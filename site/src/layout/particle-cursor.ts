/** The decorative cursor, split off the shell: `DeferredParticleCursor` loads it after hydration. */
export { ParticleCursor } from '@company/ui';
