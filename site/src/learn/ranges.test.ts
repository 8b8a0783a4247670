import { describe, expect, it } from 'vitest';
import { mergeRanges, PlayedRanges } from './ranges';

/** Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): only seconds actually played count. */
describe('PlayedRanges', () => {
  it('given continuous time updates, records one range from start to the last update', () => {
    const played = new PlayedRanges();
    for (let t = 0; t <= 10; t += 0.25) played.tick(t);
    expect(played.take()).toEqual([[0, 10]]);
  });

  it('given a seek ahead, the jumped part is never counted', () => {
    const played = new PlayedRanges();
    for (let t = 0; t <= 5; t += 0.25) played.tick(t);
    played.break(); // seeking
    for (let t = 60; t <= 62; t += 0.25) played.tick(t);
    expect(played.take()).toEqual([
      [0, 5],
      [60, 62],
    ]);
  });

  it('given a jump without a seeking event, a gap longer than playback can make starts a new range', () => {
    const played = new PlayedRanges();
    played.tick(1);
    played.tick(2);
    played.tick(30);
    played.tick(31);
    expect(played.take()).toEqual([
      [1, 2],
      [30, 31],
    ]);
  });

  it('given a seek back, the replayed part starts a new range', () => {
    const played = new PlayedRanges();
    played.tick(10);
    played.tick(11);
    played.tick(4);
    played.tick(5);
    expect(played.take()).toEqual([
      [10, 11],
      [4, 5],
    ]);
  });

  it('take() hands over each second once while the open range keeps growing', () => {
    const played = new PlayedRanges();
    played.tick(0);
    played.tick(1);
    expect(played.take()).toEqual([[0, 1]]);
    expect(played.take()).toEqual([]);
    played.tick(2);
    expect(played.take()).toEqual([[1, 2]]);
  });

  it('ignores negative and non-finite times', () => {
    const played = new PlayedRanges();
    played.tick(Number.NaN);
    played.tick(-1);
    played.tick(Number.POSITIVE_INFINITY);
    expect(played.take()).toEqual([]);
  });
});

describe('mergeRanges', () => {
  it('unions overlapping and touching ranges in order', () => {
    expect(
      mergeRanges(
        [
          [10, 20],
          [0, 5],
        ],
        [
          [4, 8],
          [20, 25],
        ],
      ),
    ).toEqual([
      [0, 8],
      [10, 25],
    ]);
  });
});
