export { BackgroundVideo } from './BackgroundVideo';
export type { BackgroundVideoProps, VideoSource } from './BackgroundVideo';
