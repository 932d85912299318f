import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { GROUPS, page, REVIEWER, signIn, signOut } from '../test/access-fixtures';
import { TryItPanel } from './try-it-panel';

function setup() {
  server.use(adminApi.get('/api/v1/{client}/groups', ({ response }) => response(200).json(page(GROUPS))));
  const queryClient = testQueryClient();
  signIn(queryClient);
  return renderWithProviders(<TryItPanel permissions={REVIEWER.permissions} />, { queryClient });
}

const decision = () => screen.getByTestId('try-it-decision');

afterEach(signOut);

const SLOW = { timeout: 8_000 };

describe('TryItPanel', { timeout: 30_000 }, () => {
  it('evaluates an action on the first group and names the deciding permission', async () => {
    setup();
    expect(await screen.findByText('Allowed', {}, SLOW)).toBeInTheDocument();
    expect(decision()).toHaveTextContent('Permission 1 allows listPayloads on London Trading.');
    expect(screen.getByText('region: uk')).toBeInTheDocument();
  });

  it('follows the group conditions: a tag condition allows on one group and not on another', async () => {
    const { user } = setup();
    const action = await screen.findByRole('combobox', { name: 'Action' }, SLOW);
    await user.clear(action);
    await user.click(action);
    await user.paste('getPayload');
    expect(decision()).toHaveTextContent('Permission 2 allows getPayload on London Trading.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Compliance');
    expect(decision()).toHaveTextContent('Not allowed');
    expect(decision()).toHaveTextContent('No permission of this role covers getPayload on Compliance, so it is not allowed.');
    expect(screen.getByText(/condition 1 does not hold/)).toBeInTheDocument();
  });

  it('lets a deny win and says which allow it overrode', async () => {
    const { user } = setup();
    const action = await screen.findByRole('combobox', { name: 'Action' }, SLOW);
    await user.clear(action);
    await user.click(action);
    await user.paste('getPayloadData');
    expect(within(decision()).getByText('Denied')).toBeInTheDocument();
    expect(decision()).toHaveTextContent(
      'Permission 3 denies getPayloadData on London Trading. Deny wins over allow, so what permission 2 allows does not count.',
    );
  });

  it('says when the action is not one of the portal API', async () => {
    const { user } = setup();
    const action = await screen.findByRole('combobox', { name: 'Action' }, SLOW);
    await user.clear(action);
    await user.click(action);
    await user.paste('launchRockets');
    expect(screen.getByText("Not an action of the portal's API; it is evaluated all the same.")).toBeInTheDocument();
    expect(decision()).toHaveTextContent('Not allowed');
  });
});
