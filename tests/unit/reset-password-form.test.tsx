/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { renderIntl } from './render-with-providers';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

function fillIn(newPassword: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the reset-password form', () => {
  it('shows the mismatch under the confirmation and sends nothing', async () => {
    renderIntl(<ResetPasswordForm token={'a'.repeat(64)} signInAt="/login" />);
    fillIn('Secret@123', 'Secret@124');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why the server refused and lets the shopper try again', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      json: () => Promise.resolve({ status: 400, message: 'This link has expired.', data: null }),
    });
    renderIntl(<ResetPasswordForm token={'a'.repeat(64)} signInAt="/login" />);
    fillIn('Secret@123', 'Secret@123');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled());
    expect(push).not.toHaveBeenCalled();
  });

  it('speaks Hindi on a Hindi page: labels, the checklist and the mismatch under the confirmation', async () => {
    renderIntl(<ResetPasswordForm token={'a'.repeat(64)} signInAt="/login" />, 'hi');
    expect(screen.getByRole('list', { name: 'पासवर्ड की शर्तें' })).toHaveTextContent('कम से कम 8 अक्षर');
    fireEvent.change(screen.getByLabelText(/^नया पासवर्ड/), { target: { value: 'Secret@123' } });
    fireEvent.change(screen.getByLabelText(/^पासवर्ड दोबारा डालें/), { target: { value: 'Secret@124' } });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(await screen.findByText('पासवर्ड मेल नहीं खाते।')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
