import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '@/i18n/i18n';
import { isLocale, LOCALES, type Locale } from '@/i18n/locales';

// eslint-disable-next-line lingui/no-unlocalized-strings -- each language is named in itself, never translated
const NAMES: Record<Locale, string> = { 'en-GB': 'English (UK)', 'pt-BR': 'Português (Brasil)' };

/**
 * Locale picker; each language is named in itself and the choice is kept in the locale cookie.
 * A styled native select: it is on every first page, so it stays small.
 */
export function LocaleSwitch() {
  const { i18n, t } = useLingui();
  return (
    <chakra.select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        if (isLocale(event.currentTarget.value)) void switchLocale(event.currentTarget.value);
      }}
      h="8"
      maxW={{ base: '6.5rem', sm: 'none' }}
      px="2"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      cursor="pointer"
      _hover={{ borderColor: 'border.emphasized' }}
      focusRing="outside"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {NAMES[locale]}
        </option>
      ))}
    </chakra.select>
  );
}
