import { HStack, Separator, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The date between the messages of two days (the day is already in the messages' own timezone). */
export function ThreadDayHeading({ day }: { day: string }) {
  const { i18n } = useLingui();
  const date = new Date(`${day}T12:00:00Z`);
  const text = Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
  return (
    <HStack my="3" gap="3" aria-hidden={false}>
      <Separator flex="1" />
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        {text}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
