import { HStack, Text } from '@chakra-ui/react';
import type { ClientAppConfiguration } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { AppRowActions, type AppActions } from './app-row-actions';

const list = (values: readonly string[]) => values.join(', ');

/** The client apps table's columns; the last one holds Edit and Delete. */
export function useAppColumns(actions: AppActions): Column<ClientAppConfiguration>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t`Reference`,
        width: '10rem',
        cell: (app) => <Text fontWeight="medium">{app.app_reference}</Text>,
        csv: (app) => app.app_reference,
        sortValue: (app) => app.app_reference,
      },
      {
        id: 'issuer',
        header: t`Issuer`,
        width: '12rem',
        cell: (app) => <span title={app.oidc_config.issuer}>{app.oidc_config.issuer}</span>,
        csv: (app) => app.oidc_config.issuer,
        sortValue: (app) => app.oidc_config.issuer,
      },
      {
        id: 'audience',
        header: t`Audience`,
        width: '8rem',
        cell: (app) => app.oidc_config.audience,
        csv: (app) => app.oidc_config.audience,
      },
      {
        id: 'jwks_uri',
        header: t`JWKS URI`,
        width: '18rem',
        hidden: true,
        cell: (app) => app.oidc_config.jwks_uri,
        csv: (app) => app.oidc_config.jwks_uri,
      },
      { id: 'group', header: t`Group`, width: '8rem', cell: (app) => app.group, csv: (app) => app.group, sortValue: (app) => app.group },
      {
        id: 'roles',
        header: t`Roles`,
        width: '9rem',
        cell: (app) => <span title={list(app.roles)}>{list(app.roles)}</span>,
        csv: (app) => list(app.roles),
      },
      {
        id: 'cidr_ranges',
        header: t`CIDR ranges`,
        width: '8rem',
        cell: (app) => (app.cidr_ranges.length ? list(app.cidr_ranges) : <Text color="fg.muted">{t`Any address`}</Text>),
        csv: (app) => list(app.cidr_ranges),
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: '5.5rem',
        cell: (app) => (
          <HStack gap="1">
            <AppRowActions app={app} actions={actions} />
          </HStack>
        ),
      },
    ],
    [t, actions],
  );
}
