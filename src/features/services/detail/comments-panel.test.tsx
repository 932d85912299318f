import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Payload, PayloadComment } from '@generated/client/model';
import { setSession } from '@/auth/session-store';
import { clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { makePayloads } from '@/test/payload-rows';
import { profileAllowing } from '@/test/profile-handler';
import { renderWithProviders } from '@/test/render';
import { makeComment } from '../test/comment-fixtures';
import { CommentsPanel } from './comments-panel';

const payload: Payload = { ...(makePayloads(1)[0] as Payload), payload_type: 'Call' };
const REF = payload.payload_reference;

const comment = (id: string, extra: Partial<PayloadComment> = {}) => makeComment(id, { payload_reference: REF, ...extra });

const OPEN = comment('01JD0000000000000000000001', {
  comment_body: '<img src=x onerror=alert(1)> needs review',
  raised_by: '<script>alert(1)</script>@acme.example',
  comment_duration: { start_time: 2, duration: 1 },
});
const CLOSED = comment('01JD0000000000000000000002', {
  comment_body: 'Old note',
  is_closed: true,
  closed_by: 'admin@acme.example',
  closed_at: '2026-10-22T10:00:00Z',
});

function renderPanel() {
  return renderWithProviders(
    <CommentsPanel payload={payload} selection={undefined} activeCommentId={undefined} focusSignal={0} onCommented={() => undefined} />,
  );
}

// Generous waits: the whole suite runs on a busy machine.
const WAIT = { timeout: 10_000 };

/** The list item of the comment showing `text`, once it has loaded. */
async function findComment(text: string): Promise<HTMLElement> {
  await screen.findByText(text, {}, WAIT);
  return screen.getAllByRole('listitem').find((item) => within(item).queryByText(text)) as HTMLElement;
}

describe('CommentsPanel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setSession({ client: 'acme', idToken: 'token', expiresAt: Date.now() + 3_600_000 });
    server.use(
      clientApi.get('/api/v1/payloads/{payload_reference}/comments', () =>
        HttpResponse.json({ count: 2, last_key: null, data: [OPEN, CLOSED] }),
      ),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('shows comments as text, closed ones folded away', async () => {
    server.use(profileAllowing(['*']));
    renderPanel();
    expect(await screen.findByText('<img src=x onerror=alert(1)> needs review', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>@acme.example')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play 0:02–0:03' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed comments (1)' })).toBeInTheDocument();
  });

  it('raises a comment pinned to a range and keeps the text when the save fails', async () => {
    server.use(profileAllowing(['*']));
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      clientApi.post('/api/v1/payloads/{payload_reference}/comments', async ({ request }) => {
        bodies.push(await request.json());
        if (fail) return HttpResponse.json({ error_code: 500, message: 'Down' }, { status: 500 });
        return HttpResponse.json(comment('01JD0000000000000000000003', { comment_body: 'New' }), { status: 201 });
      }),
    );
    const { user } = renderPanel();
    const text = await screen.findByLabelText('Comment', {}, WAIT);
    await user.type(text, 'Check this');
    await user.click(screen.getByText('Pin to a part of the recording'));
    await user.type(screen.getByLabelText('Start (seconds)'), '3');
    await user.type(screen.getByLabelText('Length (seconds)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    expect(bodies[0]).toEqual({ message: 'Check this', comment_duration: { start_time: 3, duration: 1.5 } });
    expect(text).toHaveValue('Check this');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(text).toHaveValue(''), WAIT);
    expect(bodies).toHaveLength(2);
  });

  it('asks before closing a comment and names its author', async () => {
    server.use(profileAllowing(['*']));
    let closed = '';
    server.use(
      clientApi.delete('/api/v1/payloads/{payload_reference}/comments/{comment_id}', ({ params }) => {
        closed = params.comment_id;
        return HttpResponse.json({ ...OPEN, is_closed: true });
      }),
    );
    const { user } = renderPanel();
    const item = await findComment('<img src=x onerror=alert(1)> needs review');
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog', {}, WAIT);
    expect(dialog).toHaveTextContent('Close the comment by <script>alert(1)</script>@acme.example?');
    expect(closed).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Close comment' }));
    await waitFor(() => expect(closed).toBe(OPEN.comment_id), WAIT);
  });

  it('edits a comment in place, keeping its pinned range, and sends the new text', async () => {
    server.use(profileAllowing(['*']));
    const bodies: unknown[] = [];
    server.use(
      clientApi.put('/api/v1/payloads/{payload_reference}/comments/{comment_id}', async ({ request, params }) => {
        bodies.push({ id: params.comment_id, body: await request.json() });
        return HttpResponse.json({ ...OPEN, comment_body: 'Reviewed: fine', comment_version: 2 });
      }),
    );
    const { user } = renderPanel();
    const item = await findComment('<img src=x onerror=alert(1)> needs review');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const text = within(item).getByLabelText('Comment');
    expect(text).toHaveValue('<img src=x onerror=alert(1)> needs review');
    expect(within(item).getByLabelText('Start (seconds)')).toHaveValue(2);
    await user.clear(text);
    await user.type(text, 'Reviewed: fine');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    expect(bodies[0]).toEqual({
      id: OPEN.comment_id,
      body: { message: 'Reviewed: fine', comment_duration: { start_time: 2, duration: 1 } },
    });
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Save' })).toBeNull(), WAIT);
  });

  it('hides writing and disables editing the profile does not allow, with the reason', async () => {
    // Another organisation: the profile loader shares answers for a second per client.
    setSession({ client: 'globex', idToken: 'token', expiresAt: Date.now() + 3_600_000 });
    server.use(profileAllowing(['listPayloadComments']));
    renderPanel();
    expect(await screen.findByText('Your roles do not allow writing comments.', {}, WAIT)).toBeInTheDocument();
    const item = await findComment('<img src=x onerror=alert(1)> needs review');
    expect(within(item).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(item).getByText('Your roles do not allow editing comments.')).toBeInTheDocument();
  });
});
