import { type LoginBody, loginBodySchema, maxLengthOf } from '@portal/contract';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '@/lib/zod-rule';
import { CONSOLE_BASE, consolePaths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { ConsoleAuthCard } from './auth-card';
import type { LoginNoticeState } from './set-password-page';

/** Only a console path may be a return address (no open redirect to another site or the partner app). */
export function safeReturnUrl(raw: string | null): string {
  if (raw?.startsWith(CONSOLE_BASE) && !raw.startsWith('//') && !raw.startsWith(consolePaths.login.path)) return raw;
  return consolePaths.dashboard.getHref();
}

/** /quan-tri/dang-nhap: the staff's sign-in, apart from the partners' login pages. */
export function LoginPage() {
  const [form] = Form.useForm<LoginBody>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  // A password just set (set-password-page.tsx) is confirmed here.
  const notice = (useLocation().state as LoginNoticeState | null)?.notice;

  const submit = (values: LoginBody) =>
    login.mutate(values, { onSuccess: () => void navigate(safeReturnUrl(search.get('returnUrl')), { replace: true }) });

  return (
    <ConsoleAuthCard>
      <Typography.Paragraph type="secondary">Đăng nhập dành cho nhân viên quản trị.</Typography.Paragraph>
      {notice ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" name="console-login" onFinish={submit} disabled={login.isPending} requiredMark={false}>
        <Form.Item name="username" label="Tên đăng nhập" rules={[zodRule(loginBodySchema.shape.username)]}>
          <Input autoComplete="username" autoFocus maxLength={maxLengthOf(loginBodySchema.shape.username)} />
        </Form.Item>
        <Form.Item name="password" label="Mật khẩu" rules={[zodRule(loginBodySchema.shape.password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Đăng nhập
        </Button>
      </Form>
    </ConsoleAuthCard>
  );
}
