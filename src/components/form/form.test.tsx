import { createPayloadCommentBody } from '@generated/client/zod/comments/comments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@generated/zod';
import { ApiError } from '@/api/api-error';
import { toaster } from '@/lib/notify';
import { renderWithProviders } from '@/test/render';
import { CheckboxGroupField, SelectField, SwitchField } from './choice-fields';
import { Form } from './form';
import { NumberField, TextareaField, TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

// A form schema built from the generated one: the rule (1 to 4000 characters) lives in the OpenAPI document.
const schema = createPayloadCommentBody.pick({ message: true }).extend({
  title: z.string().optional(),
  start: z.number().min(0).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  services: z.array(z.string()).min(1, 'Pick at least one service'),
  active: z.boolean(),
});
type Values = z.output<typeof schema>;

function CommentForm({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { message: '', title: '', services: [], active: false } });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel="Send" label="Comment">
      <TextareaField name="message" label="Comment" required />
      <TextField name="title" label="Title" />
      <NumberField name="start" label="Start (seconds)" min={0} />
      <SelectField
        name="channel"
        label="Channel"
        placeholder="None"
        options={[
          { value: 'sms', label: 'SMS' },
          { value: 'email', label: 'Email' },
        ]}
      />
      <CheckboxGroupField
        name="services"
        label="Services"
        options={[
          { value: 'calls', label: 'Calls' },
          { value: 'sms', label: 'SMS messages' },
        ]}
      />
      <SwitchField name="active" label="Active" />
    </Form>
  );
}

describe('Form', { timeout: 30_000 }, () => {
  it('checks values with the schema before sending and shows the error beside the field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Pick at least one service')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends typed values: numbers as numbers, an empty select as undefined, checkboxes as an array, the switch as a boolean', async () => {
    const onSubmit = vi.fn((_values: Values) => Promise.resolve());
    const { user } = renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Checked');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Start (seconds)' }), { target: { value: '12.5' } });
    await user.click(screen.getByRole('checkbox', { name: 'SMS messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      message: 'Checked',
      title: '',
      start: 12.5,
      channel: undefined,
      services: ['sms'],
      active: true,
    });
  });

  it('puts server errors beside their fields, lists the others as path: message, and keeps what was typed', async () => {
    const body = {
      validation: [
        { location: ['body', 'message'], severity: 'Error', code: 'maxLength', message: 'must NOT have more than 4000 characters' },
        { location: ['body', 'comment_duration', 'start_time'], severity: 'Error', code: 'minimum', message: 'must be >= 0' },
      ],
    };
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(422, body, 'message: must NOT have more than 4000 characters')));
    const { user } = renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'My long comment');
    await user.click(screen.getByRole('checkbox', { name: 'Calls' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('must NOT have more than 4000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveValue('My long comment');
    expect(comment).toHaveFocus();
    // What maps to no field is in the one notification, once; the field's own error is not repeated there.
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('comment_duration.start_time: must be >= 0')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    expect(screen.getAllByText('must NOT have more than 4000 characters')).toHaveLength(1);
  });

  it("reads a 404 as 'Data not found', then the server's own words", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError(404, { error_code: 404, message: 'PortalUser nobody@acme.example not found' }, 'Data not found')),
    );
    const { user } = renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Hold');
    await user.click(screen.getByRole('checkbox', { name: 'Calls' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText(/Data not found\s*PortalUser nobody@acme\.example not found/)).toBeInTheDocument();
  });

  it('notifies a failure that is not an API answer once, keeping the values', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithProviders(<CommentForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Kept');
    await user.click(screen.getByRole('checkbox', { name: 'Calls' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Kept');
  });
});
