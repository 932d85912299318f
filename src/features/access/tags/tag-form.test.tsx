import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderWithProviders, testQueryClient } from '@/test/render';
import { signIn, signOut } from '../test/access-fixtures';
import { TagForm } from './tag-form';

const desk: AdminSchemas['TagDefinition'] = { tag_key: 'desk', tag_values: ['fx', 'rates'], is_required: false, default_value: null };

function setup(tag = desk) {
  const queryClient = testQueryClient();
  signIn(queryClient);
  const onDone = vi.fn();
  const view = renderWithProviders(<TagForm tag={tag} takenKeys={[]} onDone={onDone} onCancel={vi.fn()} />, { queryClient });
  return { ...view, onDone };
}

afterEach(signOut);

const SLOW = { timeout: 8_000 };

describe('TagForm', { timeout: 30_000 }, () => {
  it('shows why the server refused a change existing groups fail, then saves again with force_update', async () => {
    const requests: { force: string | null; body: unknown }[] = [];
    server.use(
      adminApi.put('/api/v1/{client}/tags/{tag_key}', async ({ request, query, response }) => {
        const force = query.get('force_update');
        requests.push({ force, body: await request.json() });
        if (force !== 'true')
          return response(409).json({ error_code: 409, message: 'Groups failing the tag definition: London Trading, Compliance' });
        return response(200).json({ ...desk, is_required: true, default_value: 'fx' });
      }),
    );
    const { user, onDone } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default value' }), 'fx');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Groups failing the tag definition: London Trading, Compliance', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Existing groups do not meet this definition')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(requests).toEqual([{ force: null, body: { tag_values: ['fx', 'rates'], is_required: true, default_value: 'fx' } }]);

    await user.click(screen.getByRole('button', { name: 'Save with force update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    expect(requests[1]).toEqual({ force: 'true', body: { tag_values: ['fx', 'rates'], is_required: true, default_value: 'fx' } });
    expect(await findToast('Tag desk saved')).toBeVisible();
  });

  it('refuses a required tag without a default before sending anything', async () => {
    const sent = vi.fn();
    server.use(adminApi.put('/api/v1/{client}/tags/{tag_key}', () => sent()));
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A required tag needs tag values and a default value', {}, SLOW)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends null values when any value is allowed, and a new key in the path', async () => {
    let seen: { url: string; body: unknown } | undefined;
    server.use(
      adminApi.put('/api/v1/{client}/tags/{tag_key}', async ({ request, response }) => {
        seen = { url: new URL(request.url).pathname, body: await request.json() };
        return response(200).json({ tag_key: 'cost centre', tag_values: null, is_required: false, default_value: null });
      }),
    );
    const queryClient = testQueryClient();
    signIn(queryClient);
    const onDone = vi.fn();
    const { user } = renderWithProviders(<TagForm takenKeys={['region']} onDone={onDone} onCancel={vi.fn()} />, { queryClient });
    await user.click(screen.getByRole('textbox', { name: /Key/ }));
    await user.paste('region');
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Another tag definition has this key.', {}, SLOW)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Key/ }));
    await user.click(screen.getByRole('textbox', { name: /Key/ }));
    await user.paste('cost centre');
    await user.click(screen.getByRole('checkbox', { name: 'Any value' }));
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), SLOW);
    expect(seen).toEqual({
      url: expect.stringMatching(/\/api\/v1\/acme\/tags\/cost(%20| )centre$/),
      body: { tag_values: null, is_required: false, default_value: null },
    });
  });
});
