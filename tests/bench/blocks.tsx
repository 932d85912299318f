// A page of the shared blocks for looking at them in a real browser (light and dark: add ?dark),
// built by scripts/bench-table.mjs next to the table benchmark. Not part of the app's routes.
import { Box, Button, ChakraProvider, Heading, Stack } from '@chakra-ui/react';
import type { Payload } from '@generated/client/model';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateTime } from '@/components/date-time/date-time';
import { DetailFrame } from '@/components/detail/detail-frame';
import { MetadataList } from '@/components/detail/metadata-list';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { SearchFilter } from '@/components/filters/search-filter';
import { CheckboxGroupField, SelectField, SwitchField } from '@/components/form/choice-fields';
import { Form } from '@/components/form/form';
import { NumberField, TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { StateBadge } from '@/components/state-badge/state-badge';
import { stateKinds, type StateKind } from '@/components/state-badge/state-definitions';
import { messages } from '@/i18n/locales/en-GB/messages.po';
import { portalSystem } from '@/theme/system';
import { makePayloads } from '@/test/payload-rows';

const columns: Column<Payload>[] = [
  {
    id: 'reference',
    header: 'Reference',
    primary: true,
    width: '15rem',
    cell: (row) => row.payload_reference,
    sortValue: (row) => row.payload_reference,
  },
  { id: 'type', header: 'Type', width: '7rem', cell: (row) => row.payload_type, sortValue: (row) => row.payload_type },
  {
    id: 'time',
    header: 'Recorded',
    width: '15rem',
    cell: (row) => <DateTime value={row.meta.payload_time} timeZone={row.meta.timezone} />,
  },
  { id: 'state', header: 'State', width: '8rem', cell: (row) => <StateBadge kind="payload" value={row.payload_state} /> },
];
const rows = makePayloads(40);
const schema = z.object({
  name: z.string().min(3),
  notes: z.string(),
  count: z.number().min(0).optional(),
  kind: z.string().optional(),
  services: z.array(z.string()).min(1),
  active: z.boolean(),
});

function Blocks() {
  const [open, setOpen] = useState(false);
  const [types, setTypes] = useState<string[]>(['Call']);
  const form = useZodForm(schema, { defaultValues: { name: '', notes: '', services: [], active: true } });
  return (
    <Stack gap="8" p="6" maxW="container" mx="auto">
      <FilterBar activeCount={1} onClear={() => setTypes([])}>
        <SearchFilter label="Search reference or number" value={undefined} onChange={() => undefined} />
        <DateRangeFilter
          fields={[
            { value: 'payload_time', label: 'Recorded' },
            { value: 'updated_at', label: 'Updated' },
          ]}
          value={{ field: 'payload_time', from: '2026-10-05', to: '2026-10-01' }}
          onChange={() => undefined}
        />
        <EnumFilter
          label="Types"
          options={['Call', 'SMS', 'Photo'].map((value) => ({ value, label: value }))}
          value={types}
          onChange={setTypes}
        />
      </FilterBar>
      <DataTable
        id="blocks"
        caption="Payloads"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.payload_reference}
        rowHref={(row) => `/x/${row.payload_reference}`}
        maxHeight="20rem"
      />
      <DetailFrame
        title="Call 01M69HC8YZ6HXTQAEHZJ5GNV58"
        subtitle="Trading Floor · ldn-trd-001"
        badge={<StateBadge kind="payload" value="Deleted" />}
        actions={
          <Button size="sm" onClick={() => setOpen(true)}>
            Delete
          </Button>
        }
        back={{ to: '/', label: 'Calls' }}
        tabs={[
          { value: 'a', label: 'Comments', content: 'Comment list' },
          { value: 'b', label: 'Audit', content: 'Audit' },
        ]}
      >
        <MetadataList
          columns={2}
          items={[
            { label: 'Carrier', value: 'Vodafone UK' },
            { label: 'Signal', value: null },
            { label: 'Recorded', value: <DateTime value="2026-10-31T17:51:04Z" timeZone="Asia/Dubai" /> },
            { label: 'Data', value: <StateBadge kind="payloadData" value="GroupNotAuthorised" showMeaning /> },
          ]}
        />
      </DetailFrame>
      <Box>
        <Heading size="md" mb="2">
          States
        </Heading>
        <Stack direction="row" wrap="wrap" gap="2">
          {(Object.keys(stateKinds) as StateKind[]).flatMap((kind) =>
            Object.keys(stateKinds[kind]).map((value) => <StateBadge key={`${kind}-${value}`} kind={kind} value={value} />),
          )}
        </Stack>
      </Box>
      <Box maxW="lg">
        <Form form={form} onSubmit={() => Promise.reject(new Error('The server is away'))} onCancel={() => undefined} label="Example">
          <TextField name="name" label="Name" required helperText="At least 3 characters." />
          <TextareaField name="notes" label="Notes" />
          <NumberField name="count" label="Count" min={0} />
          <SelectField name="kind" label="Kind" placeholder="None" options={[{ value: 'a', label: 'A' }]} />
          <CheckboxGroupField
            name="services"
            label="Services"
            inline
            options={[
              { value: 'calls', label: 'Calls' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
          <SwitchField name="active" label="Active" />
        </Form>
      </Box>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete group <b>Sales</b>?"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => undefined}
      />
    </Stack>
  );
}

if (new URLSearchParams(window.location.search).has('dark')) {
  document.documentElement.classList.add('dark');
  document.documentElement.style.colorScheme = 'dark';
}
i18n.load('en-GB', messages);
i18n.activate('en-GB');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ChakraProvider value={portalSystem()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Blocks />
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}
