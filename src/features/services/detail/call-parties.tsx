import { Alert, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Payload } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { TableScrollArea } from '@/components/data-table/table-scroll-area';
import { formatMediaTime } from '@/components/media/media-time';
import { plainClass } from '@/theme/plain-class';
import { DIRECTION_LABEL } from '../model/payload-text';
import { PartyText } from '../parts/party-text';

/**
 * Who was on the call: each party's number and saved name, direction, when they joined and for how
 * long. Memoised: the body renders again when the comments answer, the parties do not change then.
 */
export const CallParties = memo(function CallParties({ payload }: { payload: Payload }) {
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
        <TableScrollArea label={t`Parties of the call`} className={plainClass.cardTable}>
          <table aria-label={t`Parties of the call`} data-testid="call-parties">
            <thead>
              <tr>
                <th>
                  <Trans>Party</Trans>
                </th>
                <th>
                  <Trans>Direction</Trans>
                </th>
                <th>
                  <Trans>Started</Trans>
                </th>
                <th>
                  <Trans>Connected</Trans>
                </th>
                <th data-numeric="">
                  <Trans>Duration</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {parties.map((party, index) => (
                <tr key={`${party.phone_number}-${index}`}>
                  <td data-wrap="">
                    <PartyText
                      party={{ number: party.phone_number ?? null, name: party.contact_name ?? null, direction: party.direction ?? null }}
                    />
                  </td>
                  <td>{party.direction ? i18n._(DIRECTION_LABEL[party.direction]) : ''}</td>
                  <td>
                    <DateTime value={party.start_time} timeZone={zone} offset={payload.meta.timezone_offset} />
                  </td>
                  <td>
                    {party.connection_time ? (
                      <DateTime value={party.connection_time} timeZone={zone} offset={payload.meta.timezone_offset} />
                    ) : (
                      <span className={plainClass.muted}>
                        <Trans>Never connected</Trans>
                      </span>
                    )}
                  </td>
                  <td data-numeric="">{formatMediaTime(party.duration)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollArea>
      )}
    </>
  );
});
