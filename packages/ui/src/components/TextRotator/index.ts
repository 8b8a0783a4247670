export { TextRotator } from './TextRotator';
export type { TextRotatorProps, TextRotatorGroupProps, TextRotatorPauseButtonProps } from './TextRotator';
