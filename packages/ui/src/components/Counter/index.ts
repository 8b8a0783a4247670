export { Counter, StatCounter } from './Counter';
export type { CounterProps, StatCounterProps } from './Counter';
