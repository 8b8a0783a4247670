export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

/** The cues of a WebVTT file as plain text lines (voice and styling tags removed), in time order. */
export async function parseTranscript(vtt: string): Promise<TranscriptCue[]> {
  // The parser (media-captions, also Vidstack's) arrives when a transcript is shown, not with the page.
  const { parseText } = await import('media-captions');
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
