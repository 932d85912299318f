import { getGetProfileQueryKey } from '@generated/admin/hooks/auth/auth';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '@/auth/use-profile';
import { setSession } from '@/auth/session-store';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { ProfileSummary } from './profile-summary';

const body: AdminSchemas['Profile'] = {
  user_reference: 'it.admin@acme.example',
  client: 'acme',
  actions: ['*'],
  groups: ['London Trading'],
  payload_types: ['Call', 'AR'],
  roles: ['Administrator'],
};

function PayloadTypes() {
  return <p>{useProfile().data?.payload_types.join(', ')}</p>;
}

describe('ProfileSummary', () => {
  afterEach(() => setSession({ client: '' }));

  it("reads the app's one profile: one call for the menu and the screens, 'AR' removed", async () => {
    setSession({ client: 'acme', idToken: 't' });
    const calls = vi.fn();
    server.use(adminApi.get('/api/v1/{client}/profile', () => (calls(), HttpResponse.json(body))));
    const { queryClient } = renderWithProviders(
      <>
        <ProfileSummary />
        <PayloadTypes />
      </>,
    );
    expect(await screen.findByText('it.admin@acme.example')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Call')).toBeInTheDocument();
    expect(queryClient.getQueryData<typeof body>(getGetProfileQueryKey('acme'))?.payload_types).toEqual(['Call']);
    expect(calls).toHaveBeenCalledOnce();
  });
});
