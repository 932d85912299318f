import { Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/admin/model';
import { Trans } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';
import { RequestActions } from './request-actions';
import { HeadedSection } from '@/components/headed-section';

/** Requests waiting for a decision, each with who asks, for which role, why and until when. */
export function PendingRequests({ requests }: { requests: readonly SupportAccessRequest[] }) {
  if (!requests.length) return null;
  return (
    <HeadedSection title={<Trans>Waiting for your decision</Trans>}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {requests.map((request) => {
          const role = request.role;
          const who = request.requested_by;
          return (
            <Card.Root key={request.request_reference} size="sm" variant="outline" borderColor="blue.emphasized">
              <Card.Body gap="2">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {who ? (
                    <Trans>
                      {who} asks for the {role} role
                    </Trans>
                  ) : (
                    <Trans>Provider staff ask for the {role} role</Trans>
                  )}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} title={request.request_description}>
                  {request.request_description}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>
                    Until <DateTime value={request.requested_expiry} />
                  </Trans>
                </Text>
                <HStack justify="flex-end">
                  <RequestActions request={request} />
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </HeadedSection>
  );
}
