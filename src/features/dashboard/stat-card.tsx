import { Box, Stat } from '@chakra-ui/react';

/** One number with its label and an optional breakdown line. */
export function StatCard({ label, value, help }: { label: string; value: number | undefined; help?: string | undefined }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontVariantNumeric="tabular-nums">{value ?? '–'}</Stat.ValueText>
        {help ? (
          <Stat.HelpText asChild>
            <dd>{help}</dd>
          </Stat.HelpText>
        ) : null}
      </Stat.Root>
    </Box>
  );
}
