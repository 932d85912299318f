import { t } from '@lingui/core/macro';
import { notifyError } from '@/lib/notify';
import { safeExternalUrl } from '@/lib/safe-url';

/** The file name a link's path ends with (pre-signed query strings removed), or the fallback. */
export function fileNameOf(link: string, fallback: string): string {
  try {
    const last = new URL(link).pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}

function nameFromDisposition(header: string | null): string | undefined {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Saves what a pre-signed link points at under a sensible file name: `preferredName` when the
 * payload carries one, else the store's Content-Disposition, else the link's file name, else the
 * fallback. The file is fetched and handed to the browser as a download; if the store refuses a
 * cross-origin read, the link is opened in a new tab instead (its own Content-Disposition then decides).
 * A link that is not https (http on this machine) is neither fetched nor opened.
 */
export async function saveLink(given: string, fallbackName: string, preferredName?: string): Promise<void> {
  const link = safeExternalUrl(given);
  if (!link) {
    notifyError(t`An error occurred`, t`The download address is not secure (https), so the portal did not open it.`);
    return;
  }
  let blob: Blob;
  let name = fileNameOf(link, fallbackName);
  try {
    const response = await fetch(link);
    if (!response.ok) throw new Error(String(response.status));
    name = preferredName ?? nameFromDisposition(response.headers.get('content-disposition')) ?? name;
    blob = await response.blob();
  } catch {
    window.open(link, '_blank', 'noopener,noreferrer');
    return;
  }
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
