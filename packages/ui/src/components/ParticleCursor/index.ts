export { ParticleCursor, PARTICLE_CURSOR_MAX } from './ParticleCursor';
export type { ParticleCursorProps } from './ParticleCursor';
