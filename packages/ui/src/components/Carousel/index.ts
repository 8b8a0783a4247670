export { Carousel } from './Carousel';
export type {
  CarouselApi,
  CarouselOptions,
  CarouselRootProps,
  CarouselViewportProps,
  CarouselSlideProps,
  CarouselPreviousProps,
  CarouselNextProps,
  CarouselDotsProps,
  CarouselPlayPauseProps,
  CarouselControlsProps,
  CoverflowOptions,
  Responsive,
} from './Carousel';
