import { describe, expect, it, vi } from 'vitest';
import type { ProgressAnswer, ProgressReport } from './contract';
import { ProgressReporter } from './reporter';

const answer: ProgressAnswer = {
  watchedSeconds: 10,
  done: false,
  positionSeconds: 10,
  progress: { done: 0, total: 3, percent: 0 },
};

function setup(send: (report: ProgressReport) => Promise<ProgressAnswer>) {
  let id = 0;
  const exits: ProgressReport[] = [];
  const answers: ProgressAnswer[] = [];
  const reporter = new ProgressReporter({
    lessonId: 'lesson-1',
    send,
    sendOnExit: (report) => exits.push(report),
    onAnswer: (a) => answers.push(a),
    newId: () => `report-${++id}`,
  });
  const play = (from: number, to: number) => {
    for (let t = from; t <= to; t += 0.5) {
      reporter.ranges.tick(t);
      reporter.setPosition(t);
    }
  };
  return { reporter, exits, answers, play };
}

/** Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): batched, idempotent, survives a dropped connection. */
describe('ProgressReporter', () => {
  it('sends the played ranges and position with a new report id, then passes the answer on', async () => {
    const send = vi.fn(async () => answer);
    const { reporter, answers, play } = setup(send);
    play(0, 10);
    await reporter.flush();
    expect(send).toHaveBeenCalledWith({
      lessonId: 'lesson-1',
      reportId: 'report-1',
      ranges: [[0, 10]],
      positionSeconds: 10,
    });
    expect(answers).toEqual([answer]);
    expect(reporter.pending).toHaveLength(0);
  });

  it('after a failed send, retries the same report (same id, same ranges) before a new one for what came after', async () => {
    const send = vi
      .fn<(report: ProgressReport) => Promise<ProgressAnswer>>()
      .mockRejectedValueOnce(new Error('Network Error'));
    send.mockResolvedValue(answer);
    const { reporter, play } = setup(send);
    play(0, 10);
    await reporter.flush();
    expect(reporter.pending).toHaveLength(1);
    play(10.5, 20);
    await reporter.flush();
    expect(send.mock.calls.map(([report]) => report)).toEqual([
      { lessonId: 'lesson-1', reportId: 'report-1', ranges: [[0, 10]], positionSeconds: 10 },
      { lessonId: 'lesson-1', reportId: 'report-1', ranges: [[0, 10]], positionSeconds: 10 },
      { lessonId: 'lesson-1', reportId: 'report-2', ranges: [[10, 20]], positionSeconds: 20 },
    ]);
    expect(reporter.pending).toHaveLength(0);
  });

  it('sends nothing when nothing was played and the position did not move', async () => {
    const send = vi.fn(async () => answer);
    const { reporter, play } = setup(send);
    play(0, 5);
    await reporter.flush();
    await reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a new position after a seek while paused, with no ranges', async () => {
    const send = vi.fn(async () => answer);
    const { reporter } = setup(send);
    reporter.setPosition(95);
    await reporter.flush();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ ranges: [], positionSeconds: 95 }));
  });

  it('on leaving the page, everything unsent goes out with the exit sender', async () => {
    const send = vi
      .fn<(report: ProgressReport) => Promise<ProgressAnswer>>()
      .mockRejectedValue(new Error('offline'));
    const { reporter, exits, play } = setup(send);
    play(0, 4);
    await reporter.flush();
    play(4.5, 8);
    reporter.flushOnExit();
    expect(exits.map((report) => [report.reportId, report.ranges])).toEqual([
      ['report-1', [[0, 4]]],
      ['report-2', [[4, 8]]],
    ]);
    expect(reporter.pending).toHaveLength(0);
  });

  it('one flush at a time: a second call while sending waits for the same one', async () => {
    let release: (value: ProgressAnswer) => void = () => undefined;
    const send = vi.fn(() => new Promise<ProgressAnswer>((resolve) => (release = resolve)));
    const { reporter, play } = setup(send);
    play(0, 3);
    const first = reporter.flush();
    const second = reporter.flush();
    expect(second).toBe(first);
    release(answer);
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });
});
