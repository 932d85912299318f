import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payload } from '@generated/client/model';
import { setSession } from '@/auth/session-store';
import { clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { makePayloads } from '@/test/payload-rows';
import { profileAllowing } from '@/test/profile-handler';
import { renderWithProviders } from '@/test/render';
import { makeComment } from '../test/comment-fixtures';
import { PayloadDetail } from './payload-detail';
import { PayloadFacts } from './payload-facts';

vi.mock('./payload-facts', async (importOriginal) => {
  const actual = await importOriginal<{ PayloadFacts: typeof PayloadFacts }>();
  return { PayloadFacts: vi.fn(actual.PayloadFacts) };
});

const payload: Payload = { ...(makePayloads(1)[0] as Payload), payload_type: 'BlockedCall' };
const WAIT = { timeout: 10_000 };

describe('PayloadDetail', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setSession({ client: 'acme', idToken: 'token', expiresAt: Date.now() + 3_600_000 });
    server.use(profileAllowing(['*'], ['BlockedCall']));
  });
  afterEach(() => setSession({ client: '' }));

  it('renders only the parts that show the comments again when they answer after the page', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      clientApi.get('/api/v1/payloads/{payload_reference}/comments', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({
          count: 1,
          last_key: null,
          data: [makeComment('01JD0000000000000000000001', { payload_reference: payload.payload_reference })],
        });
      }),
    );
    renderWithProviders(<PayloadDetail payload={payload} kind="calls" />);
    expect(await screen.findByRole('tab', { name: 'Comments (0)' }, WAIT)).toBeInTheDocument();
    // The profile has answered: the page may write comments.
    expect(await screen.findByRole('textbox', { name: 'Comment' }, WAIT)).toBeInTheDocument();
    const summaryRenders = vi.mocked(PayloadFacts).mock.calls.length;
    answer();
    expect(await screen.findByRole('tab', { name: 'Comments (1)' }, WAIT)).toBeInTheDocument();
    expect(vi.mocked(PayloadFacts).mock.calls).toHaveLength(summaryRenders);
  });
});
