import { parseText } from 'media-captions';

export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

/** The cues of a WebVTT file as plain text lines (voice and styling tags removed), in time order. */
export async function parseTranscript(vtt: string): Promise<TranscriptCue[]> {
  const { cues } = await parseText(vtt, { type: 'vtt' });
  return cues
    .map((cue) => ({
      start: cue.startTime,
      end: cue.endTime,
      text: cue.text
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .filter((cue) => cue.text.length > 0)
    .sort((a, b) => a.start - b.start);
}

/** The cue playing at `time` (the last one that started), or -1. */
export function activeCueIndex(cues: readonly TranscriptCue[], time: number): number {
  let found = -1;
  for (let index = 0; index < cues.length; index += 1) {
    const cue = cues[index]!;
    if (cue.start > time) break;
    if (time < cue.end) found = index;
  }
  return found;
}

/** "1:02:05" / "4:07" for a number of seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "4 minutes 7 seconds" for screen readers. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return [part(h, 'hour'), part(m, 'minute'), part(s, 'second')].filter(Boolean).join(' ') || '0 seconds';
}
