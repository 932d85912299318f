import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@generated/zod';
import { beginSession, logout, logoutIdle, logoutReturningTo } from '@/auth/session';
import { setSession } from '@/auth/session-store';
import { DRAFTS_KEY, unsavedForms } from '@/lib/form-drafts';
import { renderWithProviders } from '@/test/render';
import { Form } from './form';
import { TextareaField } from './text-fields';
import { useZodForm } from './use-zod-form';

const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/navigation', () => ({ navigateTo, setNavigator: vi.fn() }));

const schema = z.object({ message: z.string().min(1) });
const BACK = 'What you typed here before your session ended is back. Check it, then save.';

function NoteForm() {
  const form = useZodForm(schema, { defaultValues: { message: '' } });
  return (
    <Form form={form} onSubmit={() => undefined} label="Add comment">
      <TextareaField name="message" label="Comment" />
    </Form>
  );
}

async function typeANote() {
  const view = renderWithProviders(<NoteForm />);
  await view.user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Caller asked for a callback');
  return view;
}

const signInAs = (user: string) => beginSession({ client: 'acme', idToken: `token-${user}`, user, signIn: user });

describe('the input of an open form when the session ends', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/dashboard/services/calls/01JD5Z8Q2W3E4R5T6Y7U8V9W0X');
    signInAs('alice');
  });
  afterEach(() => {
    setSession({ client: '' });
    sessionStorage.clear();
    navigateTo.mockReset();
  });

  it('is named to the session while unsaved', async () => {
    const view = await typeANote();
    expect(unsavedForms().map((form) => form.name)).toEqual(['Add comment']);
    view.unmount();
    expect(unsavedForms()).toEqual([]);
  });

  it('is kept when the API refuses to renew the session, and given back once to the same user', async () => {
    const view = await typeANote();
    logoutReturningTo();
    view.unmount();
    signInAs('alice');
    const { unmount } = renderWithProviders(<NoteForm />);
    expect(await screen.findByText(BACK)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Caller asked for a callback');
    unmount();
    renderWithProviders(<NoteForm />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('is not given to someone else who signs in next', async () => {
    const view = await typeANote();
    logoutReturningTo();
    view.unmount();
    signInAs('mallory');
    renderWithProviders(<NoteForm />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(screen.queryByText(BACK)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it.each([
    ['a sign-out', logout],
    ['an idle timeout (the warning said it would be lost)', logoutIdle],
  ])('is not kept after %s', async (_what, end) => {
    const view = await typeANote();
    end();
    view.unmount();
    signInAs('alice');
    renderWithProviders(<NoteForm />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });
});
