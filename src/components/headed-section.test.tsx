import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HeadedSection } from './headed-section';

describe('HeadedSection', () => {
  it('is a region named by its own heading, at the level asked for', () => {
    renderWithProviders(
      <>
        <HeadedSection title="Per service">first</HeadedSection>
        <HeadedSection title="Figures" level="h3">
          second
        </HeadedSection>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Per service' })).toHaveTextContent('first');
    expect(screen.getByRole('heading', { level: 2, name: 'Per service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Figures' })).toHaveTextContent('second');
    expect(screen.getByRole('heading', { level: 3, name: 'Figures' })).toBeInTheDocument();
  });
});
