import { Code, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload, PayloadAudit, PayloadComment } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { MissingValue } from '@/components/missing-value';
import { ownZone } from '../list/column-parts';
import { auditActionLabel } from '../model/audit-actions';
import { commentRangeText } from '../model/comment-range';
import { auditInOrder, commentsInOrder, holdStatus, type EvidenceData } from './evidence-model';
import { RecordFacts, RecordNote, RecordSection, RecordTable } from './record-parts';

/** The checksum the device sent with the upload, as it was sent. */
export function RecordIntegrity({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  return (
    <RecordSection title={<Trans>Integrity</Trans>} testId="record-integrity">
      <RecordFacts
        facts={[
          [t`Checksum sent at upload`, payload.checksum ? <Code wordBreak="break-all">{payload.checksum}</Code> : <MissingValue />],
          [t`Encryption key`, payload.key_id ? <Code wordBreak="break-all">{payload.key_id}</Code> : <MissingValue />],
        ]}
      />
    </RecordSection>
  );
}

/** Whether a legal hold keeps the payload: the hold on its device user. */
export function RecordHold({ data }: { data: EvidenceData }) {
  const status = holdStatus(data);
  const user = data.payload.device_user_reference;
  let text;
  if (status.kind === 'unknown') text = <Trans>Not shown: your roles do not allow reading legal holds.</Trans>;
  else if (status.kind === 'none') text = <Trans>No legal hold on the device user {user}.</Trans>;
  else {
    const by = status.hold.updated_by ?? '?';
    const since = <DateTime value={status.hold.updated_at ?? status.hold.created_at} />;
    text =
      status.kind === 'active' ? (
        <Trans>
          On hold: the device user {user} is under a legal hold, placed or last changed by {by} on {since}. The payload is kept despite
          retention.
        </Trans>
      ) : (
        <Trans>
          Released: the legal hold on the device user {user} was released by {by} on {since}.
        </Trans>
      );
  }
  return (
    <RecordSection title={<Trans>Legal hold</Trans>} testId="record-hold">
      <Text fontSize="sm">{text}</Text>
    </RecordSection>
  );
}

function CommentStatus({ comment, payload }: { comment: PayloadComment; payload: Payload }) {
  const closedBy = comment.closed_by ?? '?';
  const editedBy = comment.updated_by ?? '?';
  const version = comment.comment_version;
  return (
    <>
      {comment.is_closed ? (
        <Text as="span" display="block">
          <Trans>Closed by {closedBy}</Trans> <DateTime value={comment.closed_at} {...ownZone(payload)} />
        </Text>
      ) : (
        <Text as="span" display="block">
          <Trans>Open</Trans>
        </Text>
      )}
      {version > 1 ? (
        <Text as="span" display="block" color="fg.muted">
          <Trans>
            Version {version}, edited by {editedBy}
          </Trans>{' '}
          <DateTime value={comment.updated_at} {...ownZone(payload)} />
        </Text>
      ) : null}
    </>
  );
}

/** Every comment, open and closed, oldest first, with the part of the recording it is about. */
export function RecordComments({ payload, comments }: { payload: Payload; comments: readonly PayloadComment[] | undefined }) {
  const { t } = useLingui();
  const count = comments?.length ?? 0;
  return (
    <RecordSection title={<Trans>Comments ({count})</Trans>} testId="record-comments">
      {!comments ? (
        <RecordNote>
          <Trans>Not shown: your roles do not allow reading comments.</Trans>
        </RecordNote>
      ) : comments.length === 0 ? (
        <RecordNote>
          <Trans>No comments.</Trans>
        </RecordNote>
      ) : (
        <RecordTable
          label={t`Comments`}
          headers={[t`Raised`, t`By`, t`Part of the recording`, t`Comment`, t`Status`]}
          widths={['18%', '18%', '9%', '35%']}
          rows={commentsInOrder(comments).map((comment) => [
            <DateTime key="raised" value={comment.raised_at} {...ownZone(payload)} />,
            comment.raised_by,
            commentRangeText(comment) || t`Whole payload`,
            <Text key="body" as="span" whiteSpace="pre-wrap" dir="auto">
              {comment.comment_body}
            </Text>,
            <CommentStatus key="status" comment={comment} payload={payload} />,
          ])}
        />
      )}
    </RecordSection>
  );
}

/** The full audit: who viewed, played, downloaded or changed the payload, and when, oldest first. */
export function RecordAudit({ payload, audit }: { payload: Payload; audit: PayloadAudit | undefined }) {
  const { t, i18n } = useLingui();
  const count = audit?.records.length ?? 0;
  return (
    <RecordSection title={<Trans>Audit ({count})</Trans>} testId="record-audit">
      {!audit ? (
        <RecordNote>
          <Trans>Not shown: your roles do not allow reading the audit of payloads.</Trans>
        </RecordNote>
      ) : count === 0 ? (
        <RecordNote>
          <Trans>No activity recorded.</Trans>
        </RecordNote>
      ) : (
        <RecordTable
          label={t`Audit`}
          headers={[t`When`, t`Who`, t`Action`]}
          widths={['26%', '34%']}
          rows={auditInOrder(audit).map((record) => {
            const label = auditActionLabel(record.action);
            return [
              <DateTime key="time" value={record.time} {...ownZone(payload)} />,
              record.portal_user,
              label ? `${i18n._(label)} (${record.action})` : record.action,
            ];
          })}
        />
      )}
    </RecordSection>
  );
}
