export { BackgroundVideo } from './BackgroundVideo';
export type { BackgroundVideoProps, PosterSource, VideoSource } from './BackgroundVideo';
