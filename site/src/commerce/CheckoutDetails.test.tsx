import { ThemeRoot } from '@company/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

import { CheckoutDetails } from './CheckoutDetails';

function Harness({ onSubmit, onCancel }: { onSubmit: (c: unknown) => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeRoot>
      <CheckoutDetails
        open={open}
        order={null}
        phoneMaxLength={10}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onSubmit={(customer) => {
          onSubmit(customer);
          setOpen(false);
        }}
      />
    </ThemeRoot>
  );
}

describe('CheckoutDetails', () => {
  it('given empty fields, Proceed to Pay shows the three required messages and submits nothing', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Pay' }));
    // The first check loads the schema (zod and the contracts) with import(): slow on a busy machine.
    expect(await screen.findByText('Full Name is required', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid submit hands over the details and is not reported as a cancel', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Asha Verma');
    await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '987654321099');
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '9876543210',
      }),
    );
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel reports a cancel', async () => {
    const onCancel = vi.fn();
    render(<Harness onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
