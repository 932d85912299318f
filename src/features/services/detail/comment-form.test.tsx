import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as textFields from '@/components/form/text-fields';
import { TextareaField } from '@/components/form/text-fields';
import { renderWithProviders } from '@/test/render';
import { CommentForm } from './comment-form';

vi.mock('@/components/form/text-fields', async (importOriginal) => {
  const actual = await importOriginal<typeof textFields>();
  return { ...actual, TextareaField: vi.fn(actual.TextareaField) };
});

describe('CommentForm', () => {
  it('renders its fields once as it mounts (react-hook-form re-renders only the host then)', () => {
    renderWithProviders(<CommentForm pinnable submitLabel="Add comment" onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect(vi.mocked(TextareaField)).toHaveBeenCalledTimes(1);
  });

  it('still shows what a save is doing, and empties for the next comment once saved', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<CommentForm pinnable={false} submitLabel="Add comment" onSubmit={onSubmit} />);
    const text = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(text, 'Checked with the desk');
    const save = screen.getByRole('button', { name: 'Add comment' });
    await user.click(save);
    await vi.waitFor(() => expect(save).toHaveAttribute('data-loading'));
    finish();
    await vi.waitFor(() => expect(text).toHaveValue(''));
    expect(save).not.toHaveAttribute('data-loading');
    expect(onSubmit).toHaveBeenCalledWith({ message: 'Checked with the desk' });
  });
});
