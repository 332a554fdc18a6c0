import { LIMITS, MSG, maxLengthOf, NOTICE, type PartnerType, REGISTER_FILE_FIELD, type RegisterFields, rules } from '@portal/contract';
import { Button, Form, Input, type UploadFile } from 'antd';
import { Link, useNavigate } from 'react-router';
import { FileListUpload } from '@/components/file-list-upload';
import { EmailField } from '@/components/form-fields/email-field';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PhoneField } from '@/components/form-fields/phone-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { notifier } from '@/lib/notifier';
import { PARTNER_NAME_LABELS } from '@/lib/partner-name-labels';
import { zodRule } from '@/lib/zod-rule';
import { useRegister } from '../api/register';
import { registerTitle } from '../page-titles';
import { AuthLayout, type AuthNoticeState } from './auth-layout';

type RegisterFormValues = RegisterFields & { confirmPassword: string; files?: UploadFile[] };

/** /dang-ky/{type}: spec 1 §2.5, multipart with the licence files as BusinessLicenseFile[]. */
export function RegisterPage({ type }: { type: PartnerType }) {
  const [form] = Form.useForm<RegisterFormValues>();
  const navigate = useNavigate();
  const register = useRegister(type);

  const submit = (values: RegisterFormValues) => {
    const { files = [], ...fields } = values;
    register.mutate(
      { ...fields, files: files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : [])) },
      {
        onSuccess: (message) => {
          const notice = message ?? MSG.registerSuccess;
          notifier().success({ title: NOTICE.successTitle, description: notice, duration: LIMITS.noticeSuccessMs / 1000 });
          const state: AuthNoticeState = { notice };
          void navigate(paths.login.getHref(type), { replace: true, state });
        },
        onError: (error) => applyServerErrors(form, error, { [REGISTER_FILE_FIELD]: 'files', BusinessLicenseFile: 'files' }),
      },
    );
  };

  return (
    <AuthLayout
      title={registerTitle(type)}
      wide
      footer={
        <span>
          Đã có tài khoản? <Link to={paths.login.getHref(type)}>Đăng nhập</Link>
        </span>
      }
    >
      <Form
        form={form}
        layout="vertical"
        name={`register-${type}`}
        onFinish={submit}
        disabled={register.isPending}
        scrollToFirstError
        initialValues={{ files: [] }}
        className="register-form"
      >
        <div className="form-grid">
          <Form.Item label="Tên đăng nhập" name="username" rules={[zodRule(rules.username)]}>
            <Input autoComplete="username" maxLength={maxLengthOf(rules.username)} />
          </Form.Item>
          <Form.Item label={PARTNER_NAME_LABELS[type]} name="supplierName" rules={[zodRule(rules.supplierName)]}>
            <Input autoComplete={type === 'collaborator' ? 'name' : 'organization'} maxLength={maxLengthOf(rules.supplierName)} />
          </Form.Item>
          <NewPasswordFields name="password" label="Mật khẩu" confirmLabel="Nhập lại mật khẩu" />
          <Form.Item label="Tên chủ sở hữu" name="ownerName" rules={[zodRule(rules.ownerName)]}>
            <Input autoComplete="name" maxLength={maxLengthOf(rules.ownerName)} />
          </Form.Item>
          <Form.Item label="Mã số thuế" name="taxCode" rules={[zodRule(rules.taxCode)]}>
            <Input inputMode="numeric" maxLength={maxLengthOf(rules.taxCode)} />
          </Form.Item>
          <PhoneField />
          <EmailField />
          <Form.Item label="Người giới thiệu" name="introducerName" rules={[zodRule(rules.introducerName)]}>
            <Input maxLength={maxLengthOf(rules.introducerName)} />
          </Form.Item>
        </div>
        <Form.Item
          label="Giấy phép đăng ký kinh doanh"
          name="files"
          rules={[
            {
              required: true,
              validator: async (_rule, value: UploadFile[] | undefined) => {
                if (!value || value.length === 0) throw new Error(MSG.businessLicense);
              },
            },
          ]}
        >
          <FileListUpload buttonLabel="Chọn file giấy phép" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          Đăng ký
        </Button>
      </Form>
    </AuthLayout>
  );
}
