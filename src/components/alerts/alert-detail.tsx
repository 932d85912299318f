import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Alert, AlertRelatedEntity } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { MetadataList } from '@/components/detail/metadata-list';
import { StateBadge } from '@/components/state-badge/state-badge';
import { useAlertLabels } from './alert-labels';
import { AlertOccurrences } from './alert-occurrences';
import { RelatedEntities } from './related-entities';
import { HeadedSection } from '@/components/headed-section';

export interface AlertDetailProps {
  alert: Alert;
  linkFor: (entity: AlertRelatedEntity) => string | undefined;
  /** Shown above the related records (e.g. how staff reach a client's pages). */
  entitiesNote?: ReactNode;
  /** A page path shown as text beside an entity that is not linked. */
  entityHint?: (entity: AlertRelatedEntity) => string | undefined;
  /** Something to do with an entity, shown after it. */
  entityAction?: (entity: AlertRelatedEntity) => ReactNode;
}

/** Everything about one alert: badges, message, facts, related records and occurrences. */
export function AlertDetail({ alert, linkFor, entitiesNote, entityHint, entityAction }: AlertDetailProps) {
  const { t } = useLingui();
  const labels = useAlertLabels();
  const cleared = alert.alert_state === 'Cleared';
  const occurrenceCount = alert.occurrences.length;
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <StateBadge kind="alert" value={alert.alert_state} />
        <StateBadge kind="severity" value={alert.alert_severity} />
        <Text as="span" fontSize="sm" color="fg.muted">
          {labels.scope[alert.alert_scope] ?? alert.alert_scope} · {labels.type[alert.alert_type] ?? alert.alert_type}
        </Text>
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {alert.alert_message}
      </Text>
      <MetadataList
        items={[
          { label: t`Reference`, value: alert.alert_reference },
          { label: t`Client`, value: alert.client, hidden: !alert.client },
          { label: t`First occurrence`, value: <DateTime value={alert.first_occurrence} /> },
          { label: t`Last occurrence`, value: <DateTime value={alert.last_occurrence} /> },
          { label: t`Key`, value: alert.alert_key },
          {
            label: t`Key type`,
            value: alert.alert_key_type === 'Transient' ? t`Transient: a new alert each time` : t`Scoped: one open alert per key`,
          },
          { label: t`For`, value: alert.alert_target === 'admin' ? t`Provider staff` : t`Client users` },
          { label: t`API action`, value: alert.api_action },
          { label: t`Expires`, value: alert.expires_after ? <DateTime value={alert.expires_after} /> : null },
          { label: t`Cleared`, value: alert.cleared_at ? <DateTime value={alert.cleared_at} /> : null, hidden: !cleared },
          { label: t`Cleared by`, value: alert.cleared_by, hidden: !cleared },
          { label: t`Reason`, value: alert.cleared_reason, hidden: !cleared },
          { label: t`Dismissed by`, value: alert.dismissed_by.join(', ') },
        ]}
      />
      <HeadedSection title={<Trans>Related records</Trans>} level="h3" headingSize="sm" gap="2">
        {alert.related_entities.length ? entitiesNote : null}
        <RelatedEntities entities={alert.related_entities} linkFor={linkFor} hintFor={entityHint} actionFor={entityAction} />
      </HeadedSection>
      <HeadedSection title={<Trans>Occurrences ({occurrenceCount})</Trans>} level="h3" headingSize="sm" gap="2">
        <AlertOccurrences occurrences={alert.occurrences} />
      </HeadedSection>
    </Stack>
  );
}
