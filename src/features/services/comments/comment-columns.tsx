import { Badge, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PayloadComment } from '@generated/client/model';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import { MissingValue } from '@/components/missing-value';
import { formatMediaTime } from '@/components/media/media-time';
import { OneLine } from '../list/column-parts';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

const rangeText = (comment: PayloadComment) => {
  const range = comment.comment_duration;
  if (!range) return '';
  return range.duration > 0
    ? `${formatMediaTime(range.start_time)}–${formatMediaTime(range.start_time + range.duration)}`
    : formatMediaTime(range.start_time);
};

/** The columns of the all-comments list. */
export function useCommentColumns(): Column<PayloadComment>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'raised',
        header: t`Raised`,
        primary: true,
        width: '12rem',
        cell: (c) => <DateTime value={c.raised_at} style="short" />,
        sortValue: (c) => c.raised_at,
        csv: (c) => c.raised_at,
      },
      { id: 'comment', header: t`Comment`, width: '22rem', cell: (c) => <OneLine text={c.comment_body} />, csv: (c) => c.comment_body },
      {
        id: 'by',
        header: t`Raised by`,
        width: '14rem',
        cell: (c) => <OneLine text={c.raised_by} />,
        sortValue: (c) => c.raised_by,
        csv: (c) => c.raised_by,
      },
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
      {
        id: 'type',
        header: t`Payload type`,
        width: '8rem',
        cell: (c) => i18n._(PAYLOAD_TYPE_LABELS[c.payload_type]),
        sortValue: (c) => c.payload_type,
        csv: (c) => c.payload_type,
      },
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
      { id: 'range', header: t`Part of the recording`, width: '9rem', cell: (c) => rangeText(c) || <MissingValue />, csv: rangeText },
      {
        id: 'group',
        header: t`Group`,
        width: '10rem',
        cell: (c) => <OneLine text={c.group} />,
        sortValue: (c) => c.group,
        csv: (c) => c.group,
      },
      {
        id: 'version',
        header: t`Version`,
        width: '6rem',
        align: 'end',
        hidden: true,
        cell: (c) => i18n.number(c.comment_version),
        sortValue: (c) => c.comment_version,
        csv: (c) => c.comment_version,
      },
      {
        id: 'closedBy',
        header: t`Closed by`,
        width: '12rem',
        hidden: true,
        cell: (c) => <OneLine text={c.closed_by} />,
        csv: (c) => c.closed_by,
      },
    ],
    [t, i18n],
  );
}
