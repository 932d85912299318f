import { Menu, Text } from '@chakra-ui/react';
import { faBookmark } from '@fortawesome/free-solid-svg-icons/faBookmark';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { ToolbarMenu } from '@/components/data-table/toolbar-menu';
import { Icon } from '@/components/icon';
import type { UrlState } from '@/components/url-state/use-url-state';
import { notifySuccess } from '@/lib/notify';
import { ManageViewsDialog } from './manage-views-dialog';
import { useSavedViews } from './use-saved-views';
import { ViewNameDialog } from './view-name-dialog';

const SAVE = '__save';
const MANAGE = '__manage';
// Items carry their index: a name may hold characters that do not belong in an element id.
const VIEW = 'view:';

interface SavedViewsMenuProps {
  /** The list's table id: its views and column choices are kept under it. */
  list: string;
  state: Pick<UrlState<never>, 'query' | 'applyQuery'>;
}

/**
 * "Views" in a list's toolbar: pick a saved view (filters, sort and columns), save the one shown,
 * manage them. Memoised: it depends on the filters, not on the list's rows as they arrive.
 */
export const SavedViewsMenu = memo(function SavedViewsMenu({ list, state }: SavedViewsMenuProps) {
  const { t } = useLingui();
  const views = useSavedViews(list, state);
  const [dialog, setDialog] = useState<'save' | 'manage' | undefined>();
  const currentName = views.current?.name;
  return (
    <>
      <ToolbarMenu
        button={
          <>
            <Icon icon={faBookmark} />
            <Text as="span" truncate>
              {currentName ?? <Trans>Views</Trans>}
            </Text>
          </>
        }
        buttonProps={{ maxW: '16rem', 'aria-label': currentName ? t`Views: ${currentName}` : t`Views` }}
        groupLabel={<Trans>Saved views</Trans>}
        minW="16rem"
        actions={
          <>
            <Menu.Item value={SAVE} onClick={() => setDialog('save')}>
              <Trans>Save current view…</Trans>
            </Menu.Item>
            <Menu.Item value={MANAGE} onClick={() => setDialog('manage')}>
              <Trans>Manage views…</Trans>
            </Menu.Item>
          </>
        }
      >
        {views.views.length === 0 ? (
          <Menu.Item value="__none" disabled>
            <Trans>No saved views yet</Trans>
          </Menu.Item>
        ) : (
          views.views.map((view, index) => (
            <Menu.Item key={view.name} value={`${VIEW}${index}`} onClick={() => views.apply(view)}>
              <Text as="span" flex="1" truncate title={view.name}>
                {view.name}
              </Text>
              {view.name === currentName ? <Icon icon={faCheck} label={t`Shown`} /> : null}
            </Menu.Item>
          ))
        )}
      </ToolbarMenu>
      <ViewNameDialog
        open={dialog === 'save'}
        onClose={() => setDialog(undefined)}
        title={t`Save the current view`}
        submitLabel={t`Save view`}
        taken={views.views.map((view) => view.name)}
        onSubmit={(name) => {
          views.save(name);
          notifySuccess(t`View saved`, t`“${name}” is in Views, with these filters, sort and columns.`);
        }}
      />
      <ManageViewsDialog open={dialog === 'manage'} onClose={() => setDialog(undefined)} views={views} />
    </>
  );
});
