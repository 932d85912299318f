import { useQuery } from '@tanstack/react-query';
import { getPayloadData, useGetPayloadData } from '@generated/client/hooks/data/data';
import type { PayloadData } from '@generated/client/model';
import { notifyFailedCall } from '@/api/error-notice';
import { freshness } from '@/api/freshness';

/** The link to play a payload (GET data with action=play), when it has something to play. */
export function usePlayLink(payloadReference: string, enabled: boolean) {
  return useGetPayloadData(
    payloadReference,
    { action: 'play' },
    { query: { enabled, staleTime: freshness.signedLink, gcTime: freshness.signedLink } },
  );
}

/**
 * A fresh download link (action=download): asked for at the moment of the click, never cached.
 * Not a query, so the query client does not see a failure: it is notified here, then thrown.
 */
export async function fetchDownloadLink(payloadReference: string): Promise<PayloadData> {
  try {
    return await getPayloadData(payloadReference, { action: 'download' });
  } catch (error) {
    notifyFailedCall(error, { lostConnection: true });
    throw error;
  }
}

/** The body of a message or other small text payload data, read from its link. */
export function useLinkedText(link: string | undefined) {
  return useQuery({
    queryKey: ['payload-data-text', link],
    enabled: Boolean(link),
    staleTime: freshness.recorded,
    queryFn: async ({ signal }) => {
      const response = await fetch(link as string, { signal });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const blob = await response.blob();
      return { type: blob.type, text: blob.type.startsWith('text/') ? await blob.text() : undefined };
    },
  });
}
