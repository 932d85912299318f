import type { Payload } from '@generated/client/model';
import { screen, within } from '@testing-library/react';

/** The DataTable props the tables of payloads in these tests share: their caption, and rows keyed by payload reference. */
export const payloadTable = {
  caption: 'Payloads',
  rowKey: (row: Payload) => row.payload_reference,
};

export const payloadHref = (row: Payload) => `/payloads/${row.payload_reference}`;

/** The body's rows (the second rowgroup, after the header's). */
export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
