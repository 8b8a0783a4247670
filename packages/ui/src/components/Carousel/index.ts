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
  CarouselLabels,
  CoverflowOptions,
  Responsive,
} from './Carousel';
