import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dataDir, smallPdf, unique } from './account-helpers';

/** Helpers of the specs of the forms without JavaScript (forms-no-script and forms-no-script-job). */

/** A page in a context with JavaScript off: plain `goto` (there is nothing to hydrate). */
export async function noScript(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

/** The document POSTs this page makes to `path` (the only way a page without script can send anything). */
export function countPosts(page: Page, path: string): { count: () => number } {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts += 1;
  });
  return { count: () => posts };
}

/** A résumé whose bytes are this upload's own, so the stored copies of it can be counted (see `storedCopies`). */
export const resume = (name = 'no-script-resume.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: smallPdf(`${name} ${unique()}`),
});

/**
 * How many résumés the API stored (DATA_DIR/uploads/resumes) with exactly these bytes. Counted by content, not
 * by the folder's size, so uploads of other specs running at the same time do not count.
 */
export async function storedCopies(bytes: Buffer): Promise<number> {
  const folder = join(dataDir(), 'uploads', 'resumes');
  const names = await readdir(folder).catch(() => [] as string[]);
  let copies = 0;
  for (const name of names) {
    const stored = await readFile(join(folder, name)).catch(() => undefined);
    if (stored?.equals(bytes)) copies += 1;
  }
  return copies;
}
