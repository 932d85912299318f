import { Badge, Code, HStack, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import type { AlertRelatedEntity } from '@generated/admin/model';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAlertLabels } from './alert-labels';

interface RelatedEntitiesProps {
  entities: readonly AlertRelatedEntity[];
  /** The page of an entity, or undefined to show it without a link. */
  linkFor: (entity: AlertRelatedEntity) => string | undefined;
  /** A page path shown as text when the entity is not linked. */
  hintFor?: ((entity: AlertRelatedEntity) => string | undefined) | undefined;
  /** Something to do with an entity, shown after it (e.g. open it in a support session). */
  actionFor?: ((entity: AlertRelatedEntity) => ReactNode) | undefined;
}

/** What an alert is about: each entity's kind, reference and subtype, linking to its page. */
export function RelatedEntities({ entities, linkFor, hintFor, actionFor }: RelatedEntitiesProps): ReactNode {
  const labels = useAlertLabels();
  if (!entities.length)
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>This alert names no related records.</Trans>
      </Text>
    );
  return (
    <List.Root variant="plain" gap="2">
      {entities.map((entity, index) => {
        const to = linkFor(entity);
        const hint = to ? undefined : hintFor?.(entity);
        return (
          <List.Item key={`${entity.entity_type}:${entity.entity_id}:${index}`}>
            <HStack gap="2" wrap="wrap" minW="0">
              <Badge variant="outline" size="sm">
                {labels.entity[entity.entity_type] ?? entity.entity_type}
              </Badge>
              {to ? (
                <ChakraLink asChild wordBreak="break-all" colorPalette="blue" variant="underline">
                  <Link to={to}>{entity.entity_id}</Link>
                </ChakraLink>
              ) : (
                <Text as="span" wordBreak="break-all">
                  {entity.entity_id}
                </Text>
              )}
              {entity.entity_subtype ? (
                <Text as="span" color="fg.muted" fontSize="sm">
                  {entity.entity_subtype}
                </Text>
              ) : null}
              {hint ? (
                <Code size="sm" variant="surface" wordBreak="break-all">
                  {hint}
                </Code>
              ) : null}
              {actionFor?.(entity)}
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
