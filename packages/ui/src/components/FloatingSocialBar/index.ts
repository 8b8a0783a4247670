export { FloatingSocialBar } from './FloatingSocialBar';
export type { FloatingSocialBarProps, SocialLink } from './FloatingSocialBar';
