import { Alert, Button } from '@chakra-ui/react';
import { faRotateRight } from '@fortawesome/free-solid-svg-icons/faRotateRight';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';

const errorText = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);

/** Loading failed: a title, why (as text, from the error), and a Retry button. */
export function LoadError({ title, error, onRetry }: { title?: ReactNode; error: unknown; onRetry?: (() => void) | undefined }) {
  const description = errorText(error);
  return (
    <Alert.Root status="error" borderWidth="1px" rounded="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? <Trans>This could not be loaded.</Trans>}</Alert.Title>
        {description ? <Alert.Description whiteSpace="pre-line">{description}</Alert.Description> : null}
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Icon icon={faRotateRight} />
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </Alert.Root>
  );
}
