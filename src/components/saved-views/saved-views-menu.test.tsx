import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { readColumnChoices, writeColumnChoices } from '@/components/data-table/use-column-visibility';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { renderWithProviders } from '@/test/render';
import { SavedViewsMenu } from './saved-views-menu';

const spec = { late: urlParam.boolean(), search: urlParam.text(), sort: urlParam.sort() };

function List() {
  const state = useUrlState(spec);
  return (
    <>
      <SavedViewsMenu list="test-list" state={state} />
      <button onClick={state.clear}>Clear filters</button>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('SavedViewsMenu', { timeout: 30_000 }, () => {
  afterEach(() => {
    setSession({ client: '' });
    localStorage.clear();
    writeColumnChoices('test-list', {});
  });

  it('saves the filters, sort and columns under a name, picks the view again, renames and deletes it', async () => {
    setSession({ client: 'acme', user: 'ana@acme.test' });
    writeColumnChoices('test-list', { receipt: true });
    const { user } = renderWithProviders(<List />, { route: '/list?late=false&sort=-time&other=kept' });

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Unconfirmed calls this week');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'Views: Unconfirmed calls this week' });

    act(() => writeColumnChoices('test-list', {}));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/list?sort=-time&other=kept'));
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unconfirmed calls this week' }));
    await waitFor(() => expect(location()).toBe('/list?other=kept&late=false&sort=-time'));
    expect(readColumnChoices('test-list')).toEqual({ receipt: true });

    await user.click(screen.getByRole('button', { name: 'Views: Unconfirmed calls this week' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(dialog).getByRole('button', { name: 'Rename Unconfirmed calls this week' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Late calls');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Late calls' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await within(dialog).findByText(/No views of this list are saved yet/);
    expect(JSON.parse(localStorage.getItem('portal.views:acme/ana@acme.test') ?? '{}')).toEqual({});
  });
});
