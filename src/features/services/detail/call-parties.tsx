import { Alert, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { TableScrollArea } from '@/components/data-table/table-scroll-area';
import { formatMediaTime } from '@/components/media/media-time';
import { DIRECTION_LABEL } from '../model/payload-text';
import { PartyText } from '../parts/party-text';

/** Who was on the call: each party's number and saved name, direction, when they joined and for how long. */
export function CallParties({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const parties = payload.meta.second_parties ?? [];
  const zone = payload.meta.timezone;
  const fullDuration = formatMediaTime(payload.meta.payload_full_duration);
  return (
    <>
      {payload.meta.is_intermittent && (
        <Alert.Root status="warning" size="sm" mb="3">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The recording has gaps: the call was interrupted. The whole call lasted {fullDuration}.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {parties.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>The device reported no other party.</Trans>
        </Text>
      ) : (
        <TableScrollArea label={t`Parties of the call`} borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t`Parties of the call`} data-testid="call-parties">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Party</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Direction</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Started</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Connected</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Duration</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {parties.map((party, index) => (
                <Table.Row key={`${party.phone_number}-${index}`}>
                  <Table.Cell maxW="xs" wordBreak="break-word">
                    <PartyText
                      party={{ number: party.phone_number ?? null, name: party.contact_name ?? null, direction: party.direction ?? null }}
                    />
                  </Table.Cell>
                  <Table.Cell>{party.direction ? i18n._(DIRECTION_LABEL[party.direction]) : ''}</Table.Cell>
                  <Table.Cell>
                    <DateTime value={party.start_time} timeZone={zone} offset={payload.meta.timezone_offset} />
                  </Table.Cell>
                  <Table.Cell>
                    {party.connection_time ? (
                      <DateTime value={party.connection_time} timeZone={zone} offset={payload.meta.timezone_offset} />
                    ) : (
                      <Text as="span" color="fg.muted">
                        <Trans>Never connected</Trans>
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatMediaTime(party.duration)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </>
  );
}
