import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGetTag, usePutTag } from '@generated/admin/hooks/access/access';
import { setSession } from '@/auth/session-store';
import { toaster } from '@/lib/notify';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { findToast, renderWithProviders } from '@/test/render';
import { shownInline } from './error-notice';

const tag = { client: 'acme', tagKey: 'floor', data: { tag_values: ['1'], is_required: false } };

function SaveButtons() {
  const handled = usePutTag({ mutation: { meta: shownInline } });
  const unhandled = usePutTag();
  return (
    <>
      <Button onClick={() => handled.mutate(tag)}>Save with inline errors</Button>
      {handled.error ? <p role="alert">{handled.error.message}</p> : null}
      <Button onClick={() => unhandled.mutate(tag)}>Save</Button>
    </>
  );
}

function TagRecord({ inline }: { inline: boolean }) {
  const query = useGetTag('acme', 'floor', inline ? { query: { meta: shownInline } } : undefined);
  return query.error ? <p role="alert">{query.error.message}</p> : null;
}

describe('who shows a failed call', () => {
  afterEach(() => {
    toaster.remove();
    setSession({ client: '' });
  });

  it('a save whose form shows the error: once, inline; any other save: a notification', async () => {
    setSession({ client: 'acme', idToken: 't' });
    server.use(
      adminApi.put('/api/v1/{client}/tags/{tag_key}', ({ response }) =>
        response(409).json({ error_code: 409, message: 'Tag floor already exists' }),
      ),
    );
    const { user } = renderWithProviders(<SaveButtons />);
    await user.click(screen.getByRole('button', { name: 'Save with inline errors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tag floor already exists');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('An error occurred')).toBeVisible();
    expect(await findToast('Tag floor already exists')).toBeVisible();
  });

  it('a load shown inline is not notified; an unmarked one is, with "Data not found" on a 404', async () => {
    setSession({ client: 'acme', idToken: 't' });
    server.use(
      adminApi.get('/api/v1/{client}/tags/{tag_key}', ({ response }) => response(404).json({ error_code: 404, message: 'Not found' })),
    );
    const { unmount } = renderWithProviders(<TagRecord inline />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Data not found');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<TagRecord inline={false} />);
    expect(await findToast('An error occurred')).toBeVisible();
    expect(await findToast('Data not found')).toBeVisible();
  });
});
