import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center py="24" role="status" aria-label={t`Loading`}>
      <Spinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
