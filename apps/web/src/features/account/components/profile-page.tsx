import { maxLengthOf, PARTNER_LABELS, type Profile, type ProfileUpdateBody, profileUpdateBodySchema } from '@portal/contract';
import { Alert, Button, Descriptions, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { EmailField } from '@/components/form-fields/email-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { PARTNER_NAME_LABELS } from '@/lib/partner-name-labels';
import { useCan } from '@/lib/permissions';
import { useProfile } from '@/lib/profile';
import { useDocumentTitle } from '@/lib/use-document-title';
import { optionalZodRule } from '@/lib/zod-rule';
import { useProfileOptions } from '../api/get-profile-options';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_TITLE = 'Hồ sơ';

const { representative, address } = profileUpdateBodySchema.shape;

/**
 * /ho-so: what the portal knows of the partner (under the title, what the route adds for its type: a
 * company's rename request), and the contact details they may change (not
 * offered to a sub-user whose role lacks 'profile.update', SPEC-NOTES 8).
 */
export function ProfilePage({ notice }: { notice?: ReactNode } = {}) {
  useDocumentTitle(PROFILE_TITLE);
  const profile = useProfile();
  const canUpdate = useCan('profile.update');
  return (
    <section className="page">
      <PageTitle>{PROFILE_TITLE}</PageTitle>
      {notice}
      <QueryState query={profile}>
        {(data) => (
          <div className="profile-layout">
            <ProfileDetails profile={data} />
            {canUpdate ? <ProfileForm profile={data} /> : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');
  return (
    <Descriptions
      bordered
      column={1}
      title="Thông tin đối tác"
      items={[
        { key: 'code', label: 'Mã đối tác', children: dash(profile.code) },
        { key: 'name', label: PARTNER_NAME_LABELS[profile.type], children: dash(profile.name) },
        ...(profile.parentName ? [{ key: 'parent', label: 'Đơn vị cha', children: profile.parentName }] : []),
        { key: 'type', label: 'Loại đối tác', children: PARTNER_LABELS[profile.type] },
        { key: 'username', label: 'Tên đăng nhập', children: profile.username },
        { key: 'tax', label: 'Mã số thuế', children: dash(profile.taxCode) },
        { key: 'introducer', label: 'Người giới thiệu', children: dash(profile.introducerName) },
      ]}
    />
  );
}

/** The contact form (JSON `PUT profile`): a company's, and a supplier's staff member's own e-mail and phone. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileUpdateBody>();
  const options = useProfileOptions(profile.type);
  const update = useUpdateProfile(profile.type);
  const provinces = options.data?.provinces ?? [];

  return (
    <div className="profile-form">
      <h2 className="section-title">Cập nhật thông tin liên hệ</h2>
      {options.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Không tải được danh sách tỉnh/thành phố."
          action={
            <Button size="small" onClick={() => void options.refetch()} loading={options.isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : null}
      <Form
        key={profile.id}
        form={form}
        layout="vertical"
        name="profile"
        disabled={update.isPending}
        initialValues={{
          email: profile.email,
          phone: profile.phone,
          representative: profile.representative ?? undefined,
          address: profile.address ?? undefined,
          province: profile.province ?? undefined,
        }}
        onFinish={(values) =>
          update.mutate(
            {
              email: values.email.trim(),
              phone: values.phone.trim(),
              representative: values.representative?.trim() || undefined,
              address: values.address?.trim() || undefined,
              province: values.province || undefined,
            },
            { onError: (error) => applyServerErrors(form, error) },
          )
        }
      >
        <EmailField />
        <PhoneField />
        <Form.Item label="Người đại diện" name="representative" rules={[optionalZodRule(representative)]}>
          <Input autoComplete="name" maxLength={maxLengthOf(representative)} />
        </Form.Item>
        <Form.Item label="Địa chỉ" name="address" rules={[optionalZodRule(address)]}>
          <Input autoComplete="street-address" maxLength={maxLengthOf(address)} />
        </Form.Item>
        <Form.Item label="Tỉnh/Thành phố" name="province">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            placeholder="Chọn tỉnh/thành phố"
            options={provinces.map((item) => ({ value: item.key, label: item.name }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Lưu thay đổi
        </Button>
      </Form>
    </div>
  );
}
