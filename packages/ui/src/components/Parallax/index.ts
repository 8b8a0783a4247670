export { Parallax } from './Parallax';
export type { ParallaxProps } from './Parallax';
