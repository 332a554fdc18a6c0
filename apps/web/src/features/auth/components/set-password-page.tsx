import { LIMITS, NOTICE, type PartnerType, PERSONNEL_MSG } from '@portal/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { notifier } from '@/lib/notifier';
import { useSetPassword } from '../api/set-password';
import { setPasswordTitle } from '../page-titles';
import { AuthLayout, type AuthNoticeState } from './auth-layout';

export const SET_PASSWORD_TEXT = {
  intro: 'Đặt mật khẩu cho tài khoản nhân sự của bạn. Sau đó đăng nhập bằng tên đăng nhập trong email.',
  submit: 'Đặt mật khẩu',
  toLogin: 'Tới trang đăng nhập',
  askOwner: 'Vui lòng liên hệ người quản lý tài khoản đối tác để được gửi lại liên kết.',
} as const;

type Values = { newPassword: string; confirmPassword: string };

/**
 * /dat-mat-khau/{type}?token=… : a new staff member sets its first password (spec 1 §5 rules and
 * messages) from the link its creation e-mailed, then goes to its owner's login page. A link that
 * is missing, used, expired or of another type says so and offers the login page.
 */
export function SetPasswordPage({ type }: { type: PartnerType }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const submit = useSetPassword(type);
  const [linkError, setLinkError] = useState<string | null>(token ? null : PERSONNEL_MSG.setPasswordInvalid);

  return (
    <AuthLayout title={setPasswordTitle(type)} footer={<Link to={paths.login.getHref(type)}>{SET_PASSWORD_TEXT.toLogin}</Link>}>
      {linkError ? (
        <Alert type="error" showIcon title={linkError} description={SET_PASSWORD_TEXT.askOwner} className="auth-page__notice" />
      ) : (
        <p className="auth-page__intro">{SET_PASSWORD_TEXT.intro}</p>
      )}
      {token ? (
        <Form<Values>
          form={form}
          layout="vertical"
          name={`set-password-${type}`}
          disabled={submit.isPending}
          onFinish={(values) =>
            submit.mutate(
              { token, newPassword: values.newPassword, confirmPassword: values.confirmPassword },
              {
                onSuccess: (message) => {
                  const notice = message ?? PERSONNEL_MSG.setPasswordSuccess;
                  notifier().success({ title: NOTICE.successTitle, description: notice, duration: LIMITS.noticeSuccessMs / 1000 });
                  const state: AuthNoticeState = { notice };
                  void navigate(paths.login.getHref(type), { replace: true, state });
                },
                onError: (error) => {
                  // The rules' messages go under the fields; a refused link above the form (the typed passwords stay).
                  if (!applyServerErrors(form, error) && isApiError(error)) setLinkError(error.message);
                },
              },
            )
          }
        >
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={submit.isPending}>
            {SET_PASSWORD_TEXT.submit}
          </Button>
        </Form>
      ) : null}
    </AuthLayout>
  );
}
