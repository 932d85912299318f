import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { href } from '@/lib/paths';

type LinkColumnOptions = Pick<Column<unknown>, 'hidden' | 'width'> & { sortable?: boolean };

function referenceLink(reference: string | null | undefined, to: (reference: string) => string) {
  return reference ? (
    <Link asChild>
      <RouterLink to={to(reference)}>{reference}</RouterLink>
    </Link>
  ) : null;
}

/** A column linking each row's device to its page (lists of payloads, logs, commands). */
export function deviceLinkColumn<Row extends { device_reference?: string | null }>(
  header: string,
  { sortable = false, ...options }: LinkColumnOptions = {},
): Column<Row> {
  return {
    id: 'device',
    header,
    cell: (row) => referenceLink(row.device_reference, href.device),
    csv: (row) => row.device_reference ?? '',
    ...(sortable ? { sortValue: (row: Row) => row.device_reference } : {}),
    ...options,
  };
}

/** A column linking each row's device user to their page. */
export function deviceUserLinkColumn<Row extends { device_user_reference?: string | null }>(
  header: string,
  { sortable = false, ...options }: LinkColumnOptions = {},
): Column<Row> {
  return {
    id: 'user',
    header,
    cell: (row) => referenceLink(row.device_user_reference, href.deviceUser),
    csv: (row) => row.device_user_reference ?? '',
    ...(sortable ? { sortValue: (row: Row) => row.device_user_reference } : {}),
    ...options,
  };
}
