import type { ProgressAnswer, ProgressReport } from './contract';
import { PlayedRanges } from './ranges';

/** How often a playing lesson reports what was watched (issue 32: batched). */
export const REPORT_INTERVAL_MS = 15_000;

export interface ReporterOptions {
  lessonId: string;
  send: (report: ProgressReport) => Promise<ProgressAnswer>;
  /** Fire-and-forget delivery for a page that is going away (a keepalive fetch). */
  sendOnExit: (report: ProgressReport) => void;
  onAnswer?: (answer: ProgressAnswer) => void;
  newId?: () => string;
}

/**
 * Collects the ranges a lesson is played and reports them (POST /learn/progress, issue 32 in
 * docs/requirements/issues/32-courses-you-can-take.md). Each report has its own id; one that failed stays queued and
 * is sent again later with the SAME id and ranges (the server ignores an id it has already stored, so a report
 * whose answer was lost is never counted twice), and what was watched meanwhile goes in a new report after it.
 */
export class ProgressReporter {
  readonly ranges = new PlayedRanges();
  private queue: ProgressReport[] = [];
  private position = 0;
  private sentPosition = -1;
  private flushing: Promise<void> | null = null;
  private readonly newId: () => string;

  constructor(private readonly options: ReporterOptions) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  /** The current playback position (every timeupdate, and after seeking). */
  setPosition(seconds: number): void {
    if (Number.isFinite(seconds) && seconds >= 0) this.position = seconds;
  }

  /** Reports queued so far (for tests and the exit path). */
  get pending(): readonly ProgressReport[] {
    return this.queue;
  }

  private enqueueNew(): void {
    const ranges = this.ranges.take();
    const position = Math.round(this.position * 100) / 100;
    if (ranges.length === 0 && Math.abs(position - this.sentPosition) < 1) return;
    this.queue.push({
      lessonId: this.options.lessonId,
      reportId: this.newId(),
      ranges,
      positionSeconds: position,
    });
    this.sentPosition = position;
  }

  /** Sends what was played since the last report; a failure keeps the report for the next flush. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.enqueueNew();
    this.flushing = (async () => {
      try {
        while (this.queue.length > 0) {
          const report = this.queue[0]!;
          try {
            const answer = await this.options.send(report);
            this.queue.shift();
            this.options.onAnswer?.(answer);
          } catch {
            return;
          }
        }
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** The page is going away: everything unsent leaves with keepalive requests. */
  flushOnExit(): void {
    this.ranges.break();
    this.enqueueNew();
    for (const report of this.queue) this.options.sendOnExit(report);
    this.queue = [];
  }
}
