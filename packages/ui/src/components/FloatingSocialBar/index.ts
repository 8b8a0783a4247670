export { FloatingSocialBar } from './FloatingSocialBar';
export type { FloatingSocialBarLabels, FloatingSocialBarProps, SocialLink } from './FloatingSocialBar';
