import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { Trans } from '@lingui/react/macro';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateTestLocale, renderWithProviders } from '@/test/render';
import './i18n';

afterEach(() => activateTestLocale());

describe('the <Trans> macro (src/i18n/trans.tsx)', () => {
  it('renders its elements and values, and follows a change of locale', async () => {
    const count = 3;
    renderWithProviders(
      <p>
        <Trans>
          Read the <a href="/terms">terms</a> before the {count} calls.
        </Trans>
      </p>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/before the 3 calls\./)).toBeInTheDocument();

    const id = generateMessageId('Read the <0>terms</0> before the {count} calls.');
    await act(async () => {
      i18n.load('pt-BR', { [id]: 'Leia os <0>termos</0> antes das {count} chamadas.' });
      i18n.activate('pt-BR');
    });
    expect(screen.getByRole('link', { name: 'termos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/antes das 3 chamadas\./)).toBeInTheDocument();
  });
});
