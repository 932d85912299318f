import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import RoleEditorPage from '../role-editor-page';
import { GROUPS, page, REVIEWER, signIn, signOut } from '../test/access-fixtures';

const administrator: AdminSchemas['Role'] = {
  role_reference: 'Administrator',
  description: 'Full access',
  is_system: true,
  is_alertable: true,
  cidr_ranges: [],
  alert_permissions: { ops_read: true, ops_write: true, sec_read: true, sec_write: true },
  permissions: [{ actions_matching: '*', is_denied: false, is_regex: false, conditions: [] }],
};

function render(route: string, path: string) {
  server.use(
    adminApi.get('/api/v1/{client}/groups', ({ response }) => response(200).json(page(GROUPS))),
    adminApi.get('/api/v1/{client}/roles', ({ response }) => response(200).json(page([administrator, REVIEWER]))),
    adminApi.get('/api/v1/{client}/roles/{role_reference}', ({ params, response }) => {
      const found = [administrator, REVIEWER].find((role) => role.role_reference === params.role_reference);
      return found ? response(200).json(found) : response(404).json({ error_code: 404, message: 'Not found' });
    }),
  );
  const queryClient = testQueryClient();
  signIn(queryClient);
  return renderWithProviders(<RoleEditorPage />, { route, path, queryClient });
}

afterEach(signOut);

// The editor is a big tree for jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 8_000 };

// The whole editor renders in jsdom: slow on a busy machine.
describe('RoleEditorPage', { timeout: 30_000 }, () => {
  it('opens a system role read only, and still lets one try it', async () => {
    render('/dashboard/access/roles/Administrator', '/dashboard/access/roles/:roleReference');
    expect(await screen.findByText('System role: read only', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Administrator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('System roles cannot be changed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Actions matching/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add permission' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('try-it-decision', {}, SLOW)).toHaveTextContent('Permission 1 allows listPayloads on London Trading.');
  });

  it('tries the permissions being edited before they are saved', async () => {
    const { user } = render('/dashboard/access/roles/Compliance%20Reviewer', '/dashboard/access/roles/:roleReference');
    expect(await screen.findByTestId('try-it-decision', {}, SLOW)).toHaveTextContent('Allowed');
    const [first] = screen.getAllByRole('checkbox', { name: 'Deny (wins over any allow)' });
    await user.click(first as HTMLElement);
    await waitFor(
      () => expect(screen.getByTestId('try-it-decision')).toHaveTextContent('Permission 1 denies listPayloads on London Trading.'),
      SLOW,
    );
  });

  it('refuses a new reference another role has, before sending', async () => {
    const sent = vi.fn();
    server.use(adminApi.put('/api/v1/{client}/roles/{role_reference}', () => sent()));
    const { user } = render('/dashboard/access/roles/create', '/dashboard/access/roles/create');
    await user.click(await screen.findByRole('textbox', { name: /Role reference/ }, SLOW));
    await user.paste('Compliance Reviewer');
    await user.click(screen.getByRole('textbox', { name: /Actions matching/ }));
    await user.paste('list*');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Another role has this reference.', {}, SLOW)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('creates a role: checks CIDR ranges, sends the role and opens it', async () => {
    let sent: { path: string; body: unknown } | undefined;
    server.use(
      adminApi.put('/api/v1/{client}/roles/{role_reference}', async ({ request, params, response }) => {
        sent = { path: params.role_reference, body: await request.json() };
        return response(200).json({ ...administrator, role_reference: params.role_reference, is_system: false });
      }),
    );
    const { user } = render('/dashboard/access/roles/create', '/dashboard/access/roles/create');
    await user.click(await screen.findByRole('textbox', { name: /Role reference/ }, SLOW));
    await user.paste('Desk Supervisor');
    await user.click(screen.getByRole('textbox', { name: /Actions matching/ }));
    await user.paste('list*');
    await user.click(screen.getByRole('button', { name: 'Add CIDR range' }));
    await user.click(screen.getByRole('textbox', { name: 'CIDR range 1' }));
    await user.paste('10.0.0.0');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Must be a valid CIDR range', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'CIDR range 1' }));
    await user.paste('/8');
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/access/roles/Desk%20Supervisor'), SLOW);
    expect(sent).toEqual({
      path: 'Desk Supervisor',
      body: {
        permissions: [{ actions_matching: 'list*', is_denied: false, is_regex: false, conditions: [] }],
        cidr_ranges: ['10.0.0.0/8'],
        alert_permissions: { ops_read: false, ops_write: false, sec_read: false, sec_write: false },
        is_alertable: false,
      },
    });
  });

  it('asks for a matcher in a condition before saving', async () => {
    const { user } = render('/dashboard/access/roles/create', '/dashboard/access/roles/create');
    await user.click(await screen.findByRole('textbox', { name: /Role reference/ }, SLOW));
    await user.paste('Desk Supervisor');
    await user.click(screen.getByRole('textbox', { name: /Actions matching/ }));
    await user.paste('list*');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('A condition needs at least one property', {}, SLOW)).toBeInTheDocument();
  });

  it('shows why a role could not be loaded, with a retry', async () => {
    render('/dashboard/access/roles/Gone', '/dashboard/access/roles/:roleReference');
    expect(await screen.findByText('The role could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
