/**
 * The seconds of a lesson actually played, as ranges (issue 32, docs/requirements/issues/32-courses-you-can-take.md:
 * "seeking ahead does not count as watching"). Playback extends the open range while `timeupdate` moves on
 * continuously; a jump (a seek, or a gap longer than normal playback can make between two updates) closes it, and
 * the next update opens a new range where playback resumed, so the skipped part is never counted.
 */

/** Longest step between two `timeupdate` events still counted as playback (they come every 15–250 ms; 2x speed). */
export const MAX_STEP_SECONDS = 1.5;

export type Range = [number, number];

const round = (value: number) => Math.round(value * 100) / 100;

export class PlayedRanges {
  private closed: Range[] = [];
  private open: Range | null = null;

  /** A playback position while playing. */
  tick(time: number): void {
    if (!Number.isFinite(time) || time < 0) return;
    if (this.open && time >= this.open[1] && time - this.open[1] <= MAX_STEP_SECONDS) {
      this.open[1] = time;
      return;
    }
    this.close();
    this.open = [time, time];
  }

  /** Playback stopped or jumped (pause, seeking, ended, waiting): the next tick starts a new range. */
  break(): void {
    this.close();
  }

  /** Takes what was played since the last call (non-empty ranges, rounded to 10 ms), keeping the open range going. */
  take(): Range[] {
    const taken = [...this.closed];
    if (this.open && this.open[1] > this.open[0]) {
      taken.push([this.open[0], this.open[1]]);
      this.open = [this.open[1], this.open[1]];
    }
    this.closed = [];
    return taken.map(([from, to]) => [round(from), round(to)] as Range).filter(([from, to]) => to > from);
  }

  private close(): void {
    if (this.open && this.open[1] > this.open[0]) this.closed.push(this.open);
    this.open = null;
  }
}

/** Adds `extra` to `ranges` as a sorted union (a report that failed is sent again with what came after it). */
export function mergeRanges(ranges: Range[], extra: Range[]): Range[] {
  const all = [...ranges, ...extra].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [from, to] of all) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
