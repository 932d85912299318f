import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from '@generated/zod';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { activateTestLocale } from '@/test/render';
import { portalSystem } from '@/theme/system';
import { Form } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().min(1) });

function NameForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/edit?tab=2">Other tab</Link>
      <Form form={form} onSubmit={onSubmit} label="Person">
        <TextField name="name" label="Name" />
      </Form>
    </>
  );
}

function renderRoutes(onSubmit: () => Promise<unknown> = async () => undefined) {
  activateTestLocale();
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <NameForm onSubmit={onSubmit} /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <ChakraProvider value={portalSystem()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), router };
}

const unloadIsStopped = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('a form with unsaved changes', { timeout: 30_000 }, () => {
  it('asks before a route change; Cancel stays with the input, Leave goes', async () => {
    const { user, router } = renderRoutes();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('asks before a reload or closing the tab, and not once nothing is changed', async () => {
    const { user } = renderRoutes();
    expect(unloadIsStopped()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(unloadIsStopped()).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    expect(unloadIsStopped()).toBe(false);
  });

  it('does not ask for a change of the query string only, nor after the changes are saved', async () => {
    const { user, router } = renderRoutes();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(router.state.location.search).toBe('?tab=2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unloadIsStopped()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a save that moves on leave without asking', async () => {
    const moveOn: { to?: () => Promise<void> } = {};
    const { router, user } = renderRoutes(() => moveOn.to?.() ?? Promise.resolve());
    moveOn.to = () => router.navigate('/elsewhere');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
