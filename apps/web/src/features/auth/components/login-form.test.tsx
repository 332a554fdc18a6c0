import { LOGIN_LIMITS, loginBodySchema, MSG } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm, loginFieldMessage } from './login-form';

/** The first message the contract's schema gives for one field of the login body. */
function schemaMessage(field: 'username' | 'password', value: string): string | undefined {
  const result = loginBodySchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('login form checks', () => {
  const samples = [
    '',
    ' ',
    '   ',
    'a',
    ' ncc_demo ',
    'Demo@123',
    'x'.repeat(LOGIN_LIMITS.usernameMax),
    ` ${'x'.repeat(LOGIN_LIMITS.usernameMax)} `,
    'x'.repeat(LOGIN_LIMITS.usernameMax + 1),
    'x'.repeat(LOGIN_LIMITS.passwordMax),
    'x'.repeat(LOGIN_LIMITS.passwordMax + 1),
  ];
  for (const field of ['username', 'password'] as const) {
    it(`${field}: the same verdict and message as loginBodySchema`, () => {
      for (const value of samples) expect(loginFieldMessage(field, value), JSON.stringify(value)).toBe(schemaMessage(field, value));
    });
  }
});

describe('login form', () => {
  it('is sent by the server with its button disabled and no native submission to fall back to', () => {
    const html = renderToString(<LoginForm name="login-provider" pending={false} onSubmit={() => {}} />);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(html).toContain('method="post"');
    expect(html).not.toContain('action=');
  });

  it('enables the button once hydrated; checks a field as it changes and all on submit', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm name="login-provider" pending={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Đăng nhập' });
    expect(button).toBeEnabled();
    const username = screen.getByLabelText('Tên đăng nhập');
    expect(username).toHaveFocus();

    await userEvent.type(username, 'a');
    await userEvent.clear(username);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.required);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(MSG.required);

    await userEvent.click(button);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username).toHaveFocus();

    await userEvent.type(username, '  ncc_demo ');
    const password = screen.getByLabelText('Mật khẩu');
    await userEvent.type(password, 'Demo@123');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.type(password, '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ncc_demo', password: 'Demo@123' });
  });

  it('while the call runs: fields and button disabled', () => {
    render(<LoginForm name="login-provider" pending onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeDisabled();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeDisabled();
  });
});
