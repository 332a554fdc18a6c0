import {
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
  LIMITS,
  MSG,
  maxLengthOf,
  NOTICE,
  type PartnerType,
  rules,
} from '@portal/contract';
import { Alert, Button, Form, Input, Radio, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '@/components/form-fields/email-field';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PhoneField } from '@/components/form-fields/phone-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { notifier } from '@/lib/notifier';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { type ForgotPasswordResult, useRequestPasswordOtp } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyPasswordOtp } from '../api/verify-password-otp';
import { forgotPasswordTitle } from '../page-titles';
import { AuthLayout, type AuthNoticeState } from './auth-layout';

export const FORGOT_PASSWORD_STEPS = ['Nhận mã OTP', 'Xác thực OTP', 'Đặt mật khẩu mới'] as const;

type RequestValues = { method: 'email' | 'phone'; email?: string; phoneNumber?: string; code?: string };
type OtpValues = { otp: string };
type ResetValues = { newPassword: string; confirmPassword: string };

type Challenge = ForgotPasswordResult & { request: ForgotPasswordBody; message: string | undefined };

/**
 * /quen-mat-khau/{type}: spec 1 §2.6, request → OTP → new password, then the login page. A reset
 * link an operator e-mailed (`?token=…`) opens the last step directly.
 */
export function ForgotPasswordPage({ type }: { type: PartnerType }) {
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const [step, setStep] = useState(linkToken ? 2 : 0);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(linkToken);

  return (
    <AuthLayout title={forgotPasswordTitle(type)} footer={<Link to={paths.login.getHref(type)}>Quay lại đăng nhập</Link>}>
      <Steps size="small" current={step} items={FORGOT_PASSWORD_STEPS.map((title) => ({ title }))} className="forgot-password__steps" />
      {step === 0 ? (
        <RequestStep
          type={type}
          initial={challenge?.request}
          onDone={(next) => {
            setChallenge(next);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && challenge ? (
        <OtpStep
          type={type}
          challenge={challenge}
          onResend={(next) => setChallenge(next)}
          onBack={() => setStep(0)}
          onDone={(token) => {
            setResetToken(token);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 && resetToken ? <ResetStep type={type} token={resetToken} onRestart={() => setStep(0)} /> : null}
    </AuthLayout>
  );
}

function toRequestBody(values: RequestValues): ForgotPasswordBody {
  const code = values.code?.trim() || undefined;
  return values.method === 'email'
    ? { method: 'email', email: values.email?.trim(), code }
    : { method: 'phone', phoneNumber: values.phoneNumber?.trim(), code };
}

function RequestStep({
  type,
  initial,
  onDone,
}: {
  type: PartnerType;
  initial: ForgotPasswordBody | undefined;
  onDone: (challenge: Challenge) => void;
}) {
  const [form] = Form.useForm<RequestValues>();
  const request = useRequestPasswordOtp(type);
  const method = Form.useWatch('method', form) ?? initial?.method ?? 'email';

  return (
    <Form
      form={form}
      layout="vertical"
      name={`forgot-password-${type}`}
      initialValues={{ method: 'email', ...initial }}
      disabled={request.isPending}
      onFinish={(values) => {
        const body = toRequestBody(values);
        request.mutate(body, {
          onSuccess: ({ result, message }) => onDone({ ...result, request: body, message }),
          onError: (error) => applyServerErrors(form, error),
        });
      }}
    >
      <Form.Item label="Phương thức nhận mã OTP" name="method">
        <Radio.Group
          options={[
            { label: 'Qua email', value: 'email' },
            { label: 'Qua số điện thoại', value: 'phone' },
          ]}
        />
      </Form.Item>
      {method === 'email' ? <EmailField name="email" /> : <PhoneField name="phoneNumber" />}
      <Form.Item
        label="Tên đăng nhập"
        name="code"
        extra="Không bắt buộc; giúp tìm đúng tài khoản khi email hoặc số điện thoại dùng cho nhiều tài khoản."
        rules={[optionalZodRule(forgotPasswordBodySchema.shape.code)]}
      >
        <Input autoComplete="username" maxLength={maxLengthOf(forgotPasswordBodySchema.shape.code)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={request.isPending}>
        Gửi mã OTP
      </Button>
    </Form>
  );
}

function OtpStep({
  type,
  challenge,
  onResend,
  onBack,
  onDone,
}: {
  type: PartnerType;
  challenge: Challenge;
  onResend: (challenge: Challenge) => void;
  onBack: () => void;
  onDone: (token: string) => void;
}) {
  const [form] = Form.useForm<OtpValues>();
  const verify = useVerifyPasswordOtp(type);
  const resend = useRequestPasswordOtp(type);
  const channel = challenge.method === 'email' ? 'email' : 'số điện thoại';

  return (
    <Form
      form={form}
      layout="vertical"
      name={`verify-otp-${type}`}
      disabled={verify.isPending}
      onFinish={(values) =>
        verify.mutate(
          { userId: challenge.userId, otp: values.otp.trim() },
          { onSuccess: onDone, onError: (error) => applyServerErrors(form, error) },
        )
      }
    >
      <Alert
        type="info"
        showIcon
        className="forgot-password__notice"
        title={challenge.message ?? MSG.otpSent}
        description={`Nhập mã gồm ${LIMITS.otpDigits} chữ số đã gửi tới ${channel} của bạn.`}
      />
      <Form.Item label="Mã OTP" name="otp" rules={[zodRule(rules.otp)]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={maxLengthOf(rules.otp)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        Xác nhận
      </Button>
      <div className="auth-page__links">
        <Button type="link" onClick={onBack} disabled={verify.isPending}>
          Đổi email / số điện thoại
        </Button>
        <Button
          type="link"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(challenge.request, {
              onSuccess: ({ result, message }) => {
                form.resetFields();
                onResend({ ...result, request: challenge.request, message });
              },
            })
          }
        >
          Gửi lại mã
        </Button>
      </div>
    </Form>
  );
}

function ResetStep({ type, token, onRestart }: { type: PartnerType; token: string; onRestart: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const reset = useResetPassword(type);

  return (
    <Form
      form={form}
      layout="vertical"
      name={`reset-password-${type}`}
      disabled={reset.isPending}
      onFinish={(values) =>
        reset.mutate(
          { token, newPassword: values.newPassword, confirmPassword: values.confirmPassword },
          {
            onSuccess: (message) => {
              const notice = message ?? MSG.resetSuccess;
              notifier().success({
                title: NOTICE.successTitle,
                description: notice,
                duration: LIMITS.noticeSuccessMs / 1000,
              });
              const state: AuthNoticeState = { notice };
              void navigate(paths.login.getHref(type), { replace: true, state });
            },
            onError: (error) => applyServerErrors(form, error),
          },
        )
      }
    >
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        Đặt lại mật khẩu
      </Button>
      <div className="auth-page__links">
        <Button type="link" onClick={onRestart} disabled={reset.isPending}>
          Bắt đầu lại
        </Button>
      </div>
    </Form>
  );
}
