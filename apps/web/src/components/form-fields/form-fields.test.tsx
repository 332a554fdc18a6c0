import { LIMITS, MSG } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';

function Demo() {
  return (
    <Form layout="vertical">
      <EmailField />
      <PhoneField />
      <PasswordField purpose="current" />
      <NewPasswordFields />
      <Button htmlType="submit">Gửi</Button>
    </Form>
  );
}

describe('shared form fields', () => {
  it('carry their label, autocomplete, input mode and the limit of their contract rule', () => {
    render(<Demo />);
    const email = screen.getByLabelText('Email');
    // Not type="email": the browser's own check would stop the submit before the spec's message shows.
    expect(email).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', String(LIMITS.emailMax));

    const phone = screen.getByLabelText('Số điện thoại');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', String(LIMITS.phoneDigits));

    expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveAttribute('autocomplete', 'current-password');
    const newPassword = screen.getByLabelText('Mật khẩu mới');
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    // Never cut a pasted or generated password short: the rule reports a long one instead.
    expect(newPassword).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('Nhập lại mật khẩu mới')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('check with the contract rules and their messages', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.type(screen.getByLabelText('Email'), 'khong-hop-le');
    await user.type(screen.getByLabelText('Số điện thoại'), '1912345678');
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Demo@123');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Demo@124');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(screen.getByText(MSG.email)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(MSG.phone)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(MSG.required)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(MSG.confirmPassword)).toBeInTheDocument());
  });
});
