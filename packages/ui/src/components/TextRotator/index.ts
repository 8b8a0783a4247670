export { TextRotator } from './TextRotator';
export type { TextRotatorProps } from './TextRotator';
