import { Badge, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PayloadComment } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { timeColumn } from '@/components/data-table/time-column';
import { MissingValue } from '@/components/missing-value';
import { textColumn } from '@/components/data-table/text-column';
import { valueColumn } from '../list/column-parts';
import { commentRangeText } from '../model/comment-range';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

/** The columns of the all-comments list. */
export function useCommentColumns(): Column<PayloadComment>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      timeColumn({ id: 'raised', header: t`Raised`, primary: true, width: '12rem', style: 'short', value: (c) => c.raised_at }),
      textColumn({ id: 'comment', header: t`Comment`, width: '22rem', sortable: false, long: true, value: (c) => c.comment_body }),
      textColumn({ id: 'by', header: t`Raised by`, width: '14rem', long: true, value: (c) => c.raised_by }),
      {
        id: 'state',
        header: t`State`,
        width: '7rem',
        cell: (c) =>
          c.is_closed ? (
            <Badge colorPalette="gray">
              <Trans>Closed</Trans>
            </Badge>
          ) : (
            <Badge colorPalette="orange">
              <Trans>Open</Trans>
            </Badge>
          ),
        sortValue: (c) => c.is_closed,
        csv: (c) => (c.is_closed ? 'closed' : 'open'),
      },
      valueColumn({
        id: 'type',
        header: t`Payload type`,
        width: '8rem',
        cell: (c) => i18n._(PAYLOAD_TYPE_LABELS[c.payload_type]),
        value: (c) => c.payload_type,
      }),
      {
        id: 'payload',
        header: t`Payload`,
        width: '16rem',
        cell: (c) => (
          <Text as="span" fontFamily="mono" fontSize="xs">
            {c.payload_reference}
          </Text>
        ),
        csv: (c) => c.payload_reference,
      },
      {
        id: 'range',
        header: t`Part of the recording`,
        width: '9rem',
        cell: (c) => commentRangeText(c) || <MissingValue />,
        csv: commentRangeText,
      },
      textColumn({ id: 'group', header: t`Group`, width: '10rem', long: true, value: (c) => c.group }),
      valueColumn({
        id: 'version',
        header: t`Version`,
        width: '6rem',
        align: 'end',
        hidden: true,
        cell: (c) => i18n.number(c.comment_version),
        value: (c) => c.comment_version,
      }),
      textColumn({
        id: 'closedBy',
        header: t`Closed by`,
        width: '12rem',
        hidden: true,
        sortable: false,
        long: true,
        value: (c) => c.closed_by,
      }),
    ],
    [t, i18n],
  );
}
