export { Float } from './Float';
export type { FloatProps } from './Float';
