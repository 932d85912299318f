import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { OptionsSelect } from '@/components/options-select';
import type { ScenarioChoice, ScenarioListing } from './scenarios-api';

const DEFAULT_OPERATION = 'listPayloads';
const MAX_DELAY_SECONDS = 60;

interface ScenarioFormProps {
  listing: ScenarioListing;
  busy: boolean;
  onApply: (operationId: string, choice: ScenarioChoice) => void;
}

/** Chooses an operation, an error status it declares and a delay. */
export function ScenarioForm({ listing, busy, onApply }: ScenarioFormProps) {
  const { t } = useLingui();
  const initial = listing.operations.some((operation) => operation.operationId === DEFAULT_OPERATION)
    ? DEFAULT_OPERATION
    : (listing.operations[0]?.operationId ?? '');
  const [operationId, setOperationId] = useState(initial);
  const [status, setStatus] = useState('');
  const [delay, setDelay] = useState('');
  const operation = listing.operations.find((entry) => entry.operationId === operationId);
  const seconds = Number(delay || 0);
  const delayValid = Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_DELAY_SECONDS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!operation || !delayValid) return;
    onApply(operation.operationId, { status: status ? Number(status) : null, delay_ms: seconds ? Math.round(seconds * 1000) : null });
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <Field.Root required>
        <Field.Label>{t`Operation`}</Field.Label>
        <OptionsSelect
          value={operationId}
          onChange={(event) => {
            setOperationId(event.target.value);
            setStatus('');
          }}
          options={listing.operations.map((entry) => ({
            value: entry.operationId,
            label: `${entry.operationId} (${entry.method} ${entry.path})`,
          }))}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t`Answer`}</Field.Label>
        <OptionsSelect
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: t`As the sandbox answers it` },
            ...(operation?.statuses ?? []).map((code) => {
              const statusCode = String(code);
              return { value: statusCode, label: t`Error ${statusCode}` };
            }),
          ]}
        />
        <Field.HelperText>{t`Only the statuses the contract declares for this operation.`}</Field.HelperText>
      </Field.Root>
      <Field.Root invalid={!delayValid}>
        <Field.Label>{t`Delay in seconds`}</Field.Label>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_DELAY_SECONDS}
          step={0.5}
          value={delay}
          onChange={(event) => setDelay(event.target.value)}
        />
        <Field.ErrorText>{t`From 0 to 60 seconds`}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button type="submit" loading={busy} disabled={!operation || !delayValid}>
          {t`Apply`}
        </Button>
      </HStack>
    </Stack>
  );
}
