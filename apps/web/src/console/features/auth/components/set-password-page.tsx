import { PERSONNEL_MSG } from '@portal/contract';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { consolePaths } from '../../../config/paths';
import { useSetPassword } from '../api/set-password';
import { ConsoleAuthCard } from './auth-card';

export const OPERATOR_SET_PASSWORD_TEXT = {
  title: 'Đặt mật khẩu quản trị',
  intro: 'Đặt mật khẩu cho tài khoản quản trị của bạn, rồi đăng nhập bằng tên đăng nhập đã được tạo.',
  askAdministrator: 'Vui lòng nhờ quản trị viên tạo lại liên kết (npm run admin -- create-operator) hoặc đặt lại mật khẩu cho bạn.',
  submit: 'Đặt mật khẩu',
  toLogin: 'Tới trang đăng nhập',
} as const;

type Values = { newPassword: string; confirmPassword: string };

/** Where the login page reads the notice of a password just set. */
export type LoginNoticeState = { notice?: string };

/**
 * /quan-tri/dat-mat-khau?token=… : an operator made by `npm run admin -- create-operator` sets its first
 * password (the partners' password rules and messages), then goes to the console's login page. A link
 * that is missing, used or expired says so.
 */
export function SetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const submit = useSetPassword();
  const [linkError, setLinkError] = useState<string | null>(token ? null : PERSONNEL_MSG.setPasswordInvalid);

  return (
    <ConsoleAuthCard>
      <Typography.Title level={4}>{OPERATOR_SET_PASSWORD_TEXT.title}</Typography.Title>
      {linkError ? (
        <Alert type="error" showIcon title={linkError} description={OPERATOR_SET_PASSWORD_TEXT.askAdministrator} />
      ) : (
        <Typography.Paragraph type="secondary">{OPERATOR_SET_PASSWORD_TEXT.intro}</Typography.Paragraph>
      )}
      {token ? (
        <Form<Values>
          form={form}
          layout="vertical"
          name="console-set-password"
          disabled={submit.isPending}
          requiredMark={false}
          style={{ marginTop: 16 }}
          onFinish={(values) =>
            submit.mutate(
              { token, ...values },
              {
                onSuccess: (message) => {
                  const state: LoginNoticeState = { notice: message ?? PERSONNEL_MSG.setPasswordSuccess };
                  void navigate(consolePaths.login.getHref(), { replace: true, state });
                },
                // The rules' messages go under the fields; a refused link above the form (the typed passwords stay).
                onError: (error) => {
                  if (!applyServerErrors(form, error) && isApiError(error)) setLinkError(error.message);
                },
              },
            )
          }
        >
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={submit.isPending}>
            {OPERATOR_SET_PASSWORD_TEXT.submit}
          </Button>
        </Form>
      ) : null}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={consolePaths.login.getHref()}>{OPERATOR_SET_PASSWORD_TEXT.toLogin}</Link>
      </Typography.Paragraph>
    </ConsoleAuthCard>
  );
}
