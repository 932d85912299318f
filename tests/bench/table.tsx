// The DataTable benchmark page (scripts/bench-table.mjs): 10,000 payload rows with the Calls
// list's columns, in the app's providers. Not part of the app's routes.
import { Box, ChakraProvider } from '@chakra-ui/react';
import type { Payload } from '@generated/client/model';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { messages } from '@/i18n/locales/en-GB/messages.po';
import { portalSystem } from '@/theme/system';
import { usePayloadColumns } from '@/features/services/list/payload-columns';
import { makePayloads } from '@/test/payload-rows';

declare global {
  interface Window {
    /** Hands the rows to the table; resolves with the milliseconds from then to the first row painted. */
    benchLoad: () => Promise<number>;
    /** Scrolls the table top to bottom, a step per frame; resolves with the longest frame gap seen. */
    benchScroll: (step: number) => Promise<{ frames: number; longestFrame: number }>;
  }
}

const ROWS = 10_000;
const data = makePayloads(ROWS);

const noop = () => undefined;

/** The page's handle on the table's state: set once it is mounted. */
const control: { deliver?: () => void } = {};

function Bench() {
  const columns = usePayloadColumns('calls');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    control.deliver = () => setReady(true);
  }, []);
  const list = useMemo<PagedList<Payload>>(
    () => ({
      rows: ready ? data : [],
      total: ready ? ROWS : undefined,
      isLoading: !ready,
      isError: false,
      error: null,
      isFetching: !ready,
      isPlaceholderData: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: noop,
      refetch: noop,
      eachPage: ({ onRows }) => Promise.resolve(onRows(data)),
    }),
    [ready],
  );
  return (
    <Box p="6" maxW="container" mx="auto">
      <DataTable
        id="bench"
        caption="Payloads"
        columns={columns}
        list={list}
        rowKey={(row) => row.payload_reference}
        rowHref={(row) => `/dashboard/services/calls/${row.payload_reference}`}
        exportFileName="payloads"
        maxHeight="80vh"
      />
    </Box>
  );
}

window.benchLoad = () =>
  new Promise<number>((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('tbody tr[aria-rowindex="2"]')) return;
      observer.disconnect();
      // The rows are in the DOM; the next frame's paint shows them.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    control.deliver?.();
  });

window.benchScroll = (step) =>
  new Promise((resolve) => {
    const scroller = document.querySelector<HTMLElement>('[role=region]');
    if (!scroller) throw new Error('no table');
    let last = performance.now();
    let longestFrame = 0;
    let frames = 0;
    const tick = (now: number) => {
      longestFrame = Math.max(longestFrame, now - last);
      last = now;
      frames += 1;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        resolve({ frames, longestFrame });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });

i18n.load('en-GB', messages);
i18n.activate('en-GB');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ChakraProvider value={portalSystem()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Bench />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}
