// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadCertificate } from './data';

/** The verification page's loader (issue 32: docs/requirements/issues/32-courses-you-can-take.md). */
const BASE = 'http://api.test/api/v1';
const context = { apiBaseUrl: BASE };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const valid = {
  id: '4HB9YJEC4M',
  status: 'valid',
  name: 'Priya Sharma',
  courseTitle: 'Data Analysis with Python and Pandas',
  completedAt: '2026-11-25T20:00:00.000Z',
  minutes: 390,
};

describe('loadCertificate', () => {
  it('reads the code as typed (lower case, spaces) and formats the hours on the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/certificates/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(valid);
      }),
    );
    const load = await loadCertificate(context, ' 4hb9yjec4m ');
    expect(asked).toEqual(['4HB9YJEC4M']);
    expect(load).toEqual({ certificate: { ...valid, hours: '6.5 hours' }, error: null });
  });

  it('does not ask the API about something that cannot be a code', async () => {
    expect(await loadCertificate(context, 'not-a-code')).toEqual({ certificate: null, error: 'not-found' });
    expect(await loadCertificate(context, undefined)).toEqual({ certificate: null, error: 'not-found' });
  });

  it('tells an unknown code (404) from an API that did not answer', async () => {
    server.use(
      http.get(`${BASE}/certificates/ZZZZZZZZZZ`, () =>
        HttpResponse.json({ message: 'No certificate has this id.', errors: {} }, { status: 404 }),
      ),
      http.get(`${BASE}/certificates/YYYYYYYYYY`, () => new HttpResponse(null, { status: 502 })),
    );
    expect((await loadCertificate(context, 'ZZZZZZZZZZ')).error).toBe('not-found');
    expect((await loadCertificate(context, 'YYYYYYYYYY')).error).toBe('unavailable');
  });
});
