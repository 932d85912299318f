import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Group } from '@generated/admin/model';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { GROUPS, signIn, signOut, TAGS } from '../test/access-fixtures';
import { GroupForm } from './group-form';

function setup(group: Group | undefined) {
  const queryClient = testQueryClient();
  signIn(queryClient);
  const onDone = vi.fn();
  const view = renderWithProviders(
    <GroupForm group={group} definitions={TAGS} takenReferences={['London Trading']} onDone={onDone} onCancel={vi.fn()} />,
    { queryClient },
  );
  return { ...view, onDone };
}

afterEach(signOut);

const SLOW = { timeout: 8_000 };

describe('GroupForm', { timeout: 30_000 }, () => {
  it('starts a new group with the required tags at their defaults and sends its tags', async () => {
    let sent: { reference: string; body: unknown } | undefined;
    server.use(
      adminApi.put('/api/v1/{client}/groups/{group_reference}', async ({ request, params, response }) => {
        sent = { reference: params.group_reference, body: await request.json() };
        return response(200).json({ group_reference: params.group_reference, tags: [] });
      }),
    );
    const { user, onDone } = setup(undefined);
    expect(screen.getByRole('combobox', { name: 'region' })).toHaveValue('uk');
    expect(screen.getByRole('combobox', { name: 'risk_level' })).toHaveValue('low');
    expect(screen.getByRole('button', { name: 'Remove tag region' })).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: /Group reference/ }));

    await user.paste('London Trading');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Another group has this reference.', {}, SLOW)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Group reference/ }));
    await user.click(screen.getByRole('textbox', { name: /Group reference/ }));
    await user.paste('Paris Desk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag to add' }), 'supervisor');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.click(screen.getByRole('textbox', { name: 'supervisor' }));
    await user.paste('Ana Souza');
    await user.selectOptions(screen.getByRole('combobox', { name: 'risk_level' }), 'high');
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled(), SLOW);
    expect(sent).toEqual({
      reference: 'Paris Desk',
      body: {
        tags: [
          { tag_key: 'region', tag_value: 'uk' },
          { tag_key: 'risk_level', tag_value: 'high' },
          { tag_key: 'supervisor', tag_value: 'Ana Souza' },
        ],
      },
    });
  });

  it('shows a server refusal beside the tag it concerns and keeps the values', async () => {
    server.use(
      adminApi.put('/api/v1/{client}/groups/{group_reference}', ({ response }) =>
        response(422).json({
          error_code: 422,
          message: 'Validation failed',
          errors: [{ path: '/tags/1/tag_value', message: 'risk_level does not allow high here' }],
        }),
      ),
    );
    const { user, onDone } = setup(GROUPS[0]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = await screen.findByRole('combobox', { name: 'risk_level' }, SLOW);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), SLOW);
    // Chakra's Field names the error text in aria-describedby (it no longer sets aria-errormessage).
    expect(field).toHaveAccessibleDescription('risk_level does not allow high here');
    expect(field).toHaveValue('high');
    expect(onDone).not.toHaveBeenCalled();
  });
});
