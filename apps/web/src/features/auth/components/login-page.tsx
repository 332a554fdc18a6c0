import { MSG, PARTNER_LABELS, PARTNER_TYPES, type LoginBody, type PartnerType } from '@portal/contract';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/form-fields/password-field';
import { paths } from '@/config/paths';
import { safeReturnUrl } from '@/lib/access';
import { useLogin } from '../api/login';
import { loginTitle } from '../page-titles';
import { AuthLayout, type AuthNoticeState } from './auth-layout';

/** /dang-nhap/{type}. Header and footer are hidden here (route handle). */
export function LoginPage({ type }: { type: PartnerType }) {
  const [form] = Form.useForm<LoginBody>();
  const [searchParams] = useSearchParams();
  // Spec 1 §2.1: only the provider login honours ?returnUrl=, and only a path on this site.
  const target = (type === 'provider' ? safeReturnUrl(searchParams.get('returnUrl')) : undefined) ?? paths.home.getHref();
  const login = useLogin(type, target);
  const notice = (useLocation().state as AuthNoticeState | null)?.notice;

  return (
    <AuthLayout
      title={loginTitle(type)}
      footer={
        <nav aria-label="Đăng nhập với vai trò khác" className="auth-page__switch">
          {PARTNER_TYPES.filter((other) => other !== type).map((other) => (
            <Link key={other} to={paths.login.getHref(other)}>
              {PARTNER_LABELS[other]}
            </Link>
          ))}
        </nav>
      }
    >
      {notice ? <Alert type="success" showIcon title={notice} className="auth-page__notice" /> : null}
      <Form
        form={form}
        layout="vertical"
        name={`login-${type}`}
        requiredMark={false}
        disabled={login.isPending}
        onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password })}
      >
        <Form.Item label="Tên đăng nhập" name="username" rules={[{ required: true, whitespace: true, message: MSG.required }]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <PasswordField purpose="current" name="password" label="Mật khẩu" />
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Đăng nhập
        </Button>
      </Form>
      <div className="auth-page__links">
        <Link to={paths.forgotPassword.getHref(type)}>Quên mật khẩu?</Link>
        <span>
          Chưa có tài khoản? <Link to={paths.register.getHref(type)}>Đăng ký</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
