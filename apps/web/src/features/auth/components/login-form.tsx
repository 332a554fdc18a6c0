import { LOGIN_LIMITS, type LoginBody, MSG } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * The message `loginBodySchema` gives for one field, or undefined when it accepts it. The same
 * checks written out (the schema's limits and messages from the contract), so the login page
 * does not ship zod; `login-form.test.tsx` holds them to the schema.
 */
export function loginFieldMessage(field: Field, value: string): string | undefined {
  const checked = field === 'username' ? value.trim() : value;
  if (checked.length === 0) return MSG.required;
  const max = field === 'username' ? LOGIN_LIMITS.usernameMax : LOGIN_LIMITS.passwordMax;
  return checked.length > max ? MSG.loginFailed : undefined;
}

type LoginFormProps = {
  /** Prefix of the inputs' ids (`{name}_username`), as antd's Form named them. */
  name: string;
  pending: boolean;
  onSubmit: (body: LoginBody) => void;
};

/**
 * The login form in plain markup (no antd Form/Input/Button): the page is rendered on the server
 * and this is what a phone evaluates and hydrates first (see docs/decisions/web.md). It behaves as
 * the antd form did: each field is checked as it changes and all of them on submit, the message
 * under the field. The inputs are uncontrolled, so what is typed before hydration stays; the
 * submit button is disabled until the page has hydrated (server HTML and first client render
 * alike, then an effect enables it), so an early click or Enter does nothing instead of sending
 * the form to the server as a page load.
 */
export function LoginForm({ name, pending, onSubmit }: LoginFormProps) {
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setHydrated(true);
    // Focus the first field unless the user is already somewhere (typing before hydration).
    const active = document.activeElement;
    if (!active || active === document.body) inputOf(formRef.current, 'username')?.focus();
  }, []);

  const check = (field: Field, value: string) => setErrors((prev) => ({ ...prev, [field]: loginFieldMessage(field, value) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = { username: inputOf(form, 'username')?.value ?? '', password: inputOf(form, 'password')?.value ?? '' };
    const next: Errors = {
      username: loginFieldMessage('username', values.username),
      password: loginFieldMessage('password', values.password),
    };
    setErrors(next);
    const invalid = FIELDS.find((field) => next[field]);
    if (invalid) {
      inputOf(form, invalid)?.focus();
      return;
    }
    onSubmit({ username: values.username.trim(), password: values.password });
  };

  const field = (key: Field) => {
    const id = `${name}_${key}`;
    const error = errors[key];
    return {
      input: {
        id,
        name: key,
        className: error ? 'plain-form__input plain-form__input--error' : 'plain-form__input',
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}_help` : undefined,
        onChange: (event: { currentTarget: HTMLInputElement }) => check(key, event.currentTarget.value),
      },
      item: error ? 'plain-form__item plain-form__item--error' : 'plain-form__item',
      help: error ? (
        <div id={`${id}_help`} className="plain-form__error" role="alert">
          {error}
        </div>
      ) : null,
    };
  };
  const username = field('username');
  const password = field('password');

  return (
    <form ref={formRef} id={name} className="plain-form" method="post" noValidate onSubmit={submit}>
      <fieldset className="plain-form__fields" disabled={pending}>
        <div className={username.item}>
          <label className="plain-form__label" htmlFor={username.input.id}>
            Tên đăng nhập
          </label>
          <input type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} {...username.input} />
          {username.help}
        </div>
        <div className={password.item}>
          <label className="plain-form__label" htmlFor={password.input.id}>
            Mật khẩu
          </label>
          {/* The frame takes the input's look (and its error border); the input inside is bare. */}
          <span className={password.input.className.replace('plain-form__input', 'plain-form__input plain-form__affix')}>
            <input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              {...password.input}
              className="plain-form__bare"
            />
            <button
              type="button"
              className="plain-form__reveal"
              aria-label="Hiện mật khẩu"
              aria-pressed={showPassword}
              aria-controls={password.input.id}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          </span>
          {password.help}
        </div>
        <button
          type="submit"
          className={pending ? 'plain-form__submit plain-form__submit--loading' : 'plain-form__submit'}
          disabled={!hydrated || pending}
          aria-busy={pending || undefined}
        >
          {pending ? <span className="plain-form__spinner" aria-hidden /> : null}
          Đăng nhập
        </button>
      </fieldset>
    </form>
  );
}

function inputOf(form: HTMLFormElement | null, field: Field): HTMLInputElement | null {
  const element = form?.elements.namedItem(field);
  return element instanceof HTMLInputElement ? element : null;
}

/** The show/hide glyphs (here rather than in components/icons.tsx, which ships with the entry). */
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M12 5C6.5 5 2.7 9.1 1.2 11.4a1.1 1.1 0 0 0 0 1.2C2.7 14.9 6.5 19 12 19s9.3-4.1 10.8-6.4a1.1 1.1 0 0 0 0-1.2C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z" />
  </svg>
);

const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M3.7 2.3a1 1 0 0 0-1.4 1.4l3 3C3.5 8.1 2.1 9.8 1.2 11.4a1.1 1.1 0 0 0 0 1.2C2.7 14.9 6.5 19 12 19c1.9 0 3.6-.5 5.1-1.3l3.2 3.2a1 1 0 0 0 1.4-1.4zM12 16.5a4.5 4.5 0 0 1-4.3-5.8l1.8 1.8a2.3 2.3 0 0 0 2 2l1.8 1.8c-.4.1-.9.2-1.3.2zM12 5c-1.3 0-2.5.2-3.6.6l2 2c.5-.1 1-.1 1.6-.1a4.5 4.5 0 0 1 4.5 4.5c0 .5-.1 1-.2 1.5l3 3c1.5-1.2 2.7-2.6 3.5-3.9a1.1 1.1 0 0 0 0-1.2C21.3 9.1 17.5 5 12 5z" />
  </svg>
);
