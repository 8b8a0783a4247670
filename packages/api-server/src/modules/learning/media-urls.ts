import type { FastifyInstance } from 'fastify';

/**
 * The signed URLs of a lesson's media for one viewer (issue 32: docs/requirements/issues/32-courses-you-can-take.md,
 * "Only buyers watch"), at the paths the media routes serve: `/api/v1/media/lessons/<id>/master.m3u8`,
 * `poster.jpg`, `captions.vtt`, `notes.pdf`. `viewerId` is the signed-in user, or `PUBLIC_VIEWER` for a
 * visitor's free preview. The media routes check the viewer's access again on every request.
 */
export interface LessonMediaUrls {
  playlistUrl: string | null;
  posterUrl: string | null;
  captionsUrl: string | null;
  notesUrl: string | null;
}

export function lessonMediaUrls(
  app: FastifyInstance,
  lesson: { id: string; captionsKey: string | null; notesKey: string | null },
  ready: boolean,
  viewerId: string,
): LessonMediaUrls {
  const url = (file: string) =>
    app.mediaSigner.signedUrl(`/api/v1/media/lessons/${lesson.id}/${file}`, viewerId);
  return {
    playlistUrl: ready ? url('master.m3u8') : null,
    posterUrl: ready ? url('poster.jpg') : null,
    captionsUrl: lesson.captionsKey ? url('captions.vtt') : null,
    notesUrl: lesson.notesKey ? url('notes.pdf') : null,
  };
}
