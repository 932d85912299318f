import { Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TableScrollArea } from '@/components/data-table/table-scroll-area';
import { LegalPage } from './legal-page';

export default function CookiesPage() {
  const { t } = useLingui();
  const cookies = [
    {
      name: 'portal_session',
      purpose: t`Keeps you signed in: your organisation, tokens, their expiry and, for provider staff, the support request in use.`,
      lifetime: t`Until you sign out or close the browser`,
      kind: t`Strictly necessary`,
    },
    {
      name: 'last_organisation',
      purpose: t`Offers the organisation you last signed in to on the sign-in page.`,
      lifetime: t`365 days`,
      kind: t`Preference`,
    },
    { name: 'locale', purpose: t`Remembers the language you chose.`, lifetime: t`365 days`, kind: t`Preference` },
    { name: 'color_mode', purpose: t`Remembers whether you chose light or dark mode.`, lifetime: t`365 days`, kind: t`Preference` },
    {
      name: 'terms_accepted',
      purpose: t`Records which version of the terms you accepted in this browser.`,
      lifetime: t`365 days`,
      kind: t`Strictly necessary`,
    },
    { name: 'table_columns_*', purpose: t`Remembers which columns you show in each list.`, lifetime: t`365 days`, kind: t`Preference` },
    {
      name: 'cwr_s, cwr_u',
      purpose: t`Monitoring of errors and speed (session and anonymous user id). Off by default: only set where your organisation turns monitoring cookies on.`,
      lifetime: t`30 minutes (session), 30 days (user id)`,
      kind: t`Performance`,
    },
  ];
  return (
    <LegalPage
      title={t`Cookies`}
      intro={t`The portal sets only the cookies it needs to work and to remember your choices. It sets no advertising cookies and shares no cookie with third parties.`}
      updated={t`Last updated 1 November 2026.`}
      sections={[
        {
          heading: t`The cookies we set`,
          body: (
            <TableScrollArea label={t`The cookies we set`} borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Cookie`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Why`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`How long`}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t`Kind`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {cookies.map((cookie) => (
                    <Table.Row key={cookie.name}>
                      <Table.Cell fontFamily="mono">{cookie.name}</Table.Cell>
                      <Table.Cell>{cookie.purpose}</Table.Cell>
                      <Table.Cell>{cookie.lifetime}</Table.Cell>
                      <Table.Cell>{cookie.kind}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollArea>
          ),
        },
        {
          heading: t`How cookies are protected`,
          body: (
            <Text>{t`The session cookie is same-site strict and, over HTTPS, secure. No token is kept in local or session storage.`}</Text>
          ),
        },
        {
          heading: t`Your choices`,
          body: (
            <Text>{t`Strictly necessary cookies cannot be switched off, because without them you cannot sign in. You can delete all cookies in your browser at any time; you will then be signed out and your preferences reset.`}</Text>
          ),
        },
      ]}
    />
  );
}
