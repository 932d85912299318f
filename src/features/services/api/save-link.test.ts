import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast, renderToaster } from '@/test/render';
import { fileNameOf, saveLink } from './save-link';

const LINK = 'https://store.example/media/diagnostics.zip?X-Amz-Signature=abc';

/** Runs saveLink with a stubbed store answer; returns the file names handed to the browser. */
async function savedNames(headers: Record<string, string>, preferred?: string) {
  const names: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('PK', { status: 200, headers })),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  await saveLink(LINK, 'fallback.bin', preferred);
  return names;
}

describe('saveLink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names a file after the link without its signature, or the fallback', () => {
    expect(fileNameOf(LINK, 'x')).toBe('diagnostics.zip');
    expect(fileNameOf('https://store.example/', 'x')).toBe('x');
    expect(fileNameOf('not a url', 'x')).toBe('x');
  });

  it('prefers the name the payload carries, then the store header, then the link', async () => {
    expect(await savedNames({ 'content-disposition': 'attachment; filename="store.zip"' }, 'diagnostics-ldn-trd-001.zip')).toEqual([
      'diagnostics-ldn-trd-001.zip',
    ]);
    expect(await savedNames({ 'content-disposition': 'attachment; filename="store.zip"' })).toEqual(['store.zip']);
    expect(await savedNames({})).toEqual(['diagnostics.zip']);
  });

  it('opens the link in a new tab when the store refuses a cross-origin read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await saveLink(LINK, 'fallback.bin');
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener,noreferrer');
  });

  it.each(['javascript:alert(document.cookie)', 'http://store.example/media/diagnostics.zip', 'data:text/html,<script>alert(1)</script>'])(
    'neither fetches nor opens a link that is not https: %s',
    async (link) => {
      renderToaster();
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await saveLink(link, 'fallback.bin');
      expect(fetch).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
      expect(await findToast('An error occurred')).toBeVisible();
      expect(await findToast('The download address is not secure (https), so the portal did not open it.')).toBeVisible();
    },
  );
});
