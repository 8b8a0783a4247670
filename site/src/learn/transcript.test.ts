// @vitest-environment node
// (media-captions builds its cues on the browser's VTTCue, which jsdom lacks; on the server it has its own.)
import { describe, expect, it } from 'vitest';
import { clock, spokenDuration } from './format';
import { activeCueIndex, parseTranscript } from './transcript';

const vtt = `WEBVTT

1
00:00:00.000 --> 00:00:04.000
<v Narrator>Welcome to Basic Python.</v>

2
00:00:04.000 --> 00:00:09.500
In this lesson we install Python &amp; VS Code.

00:00:12.000 --> 00:01:02.000
Next, <b>your first</b> program.
`;

/** The transcript is the lesson's captions (issue 32, docs/requirements/issues/32-courses-you-can-take.md). */
describe('transcript', () => {
  it('parses the cues as plain text in time order', async () => {
    expect(await parseTranscript(vtt)).toEqual([
      { start: 0, end: 4, text: 'Welcome to Basic Python.' },
      { start: 4, end: 9.5, text: 'In this lesson we install Python & VS Code.' },
      { start: 12, end: 62, text: 'Next, your first program.' },
    ]);
  });

  it('finds the cue being spoken, none in a gap', async () => {
    const cues = await parseTranscript(vtt);
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 4.2)).toBe(1);
    expect(activeCueIndex(cues, 10)).toBe(-1);
    expect(activeCueIndex(cues, 30)).toBe(2);
  });

  it('writes durations as a clock and in words', () => {
    expect(clock(65)).toBe('1:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
