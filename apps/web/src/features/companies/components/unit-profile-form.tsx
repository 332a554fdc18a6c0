import './companies.css';
import { COMPANY_MSG, maxLengthOf, type SubUnitDetail, subUnitUpdateBodySchema } from '@portal/contract';
import { Button, Form, Input, Space } from 'antd';
import { applyServerErrors } from '@/lib/form-errors';
import { notifier } from '@/lib/notifier';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useUpdateSubUnit } from '../api/update-sub-unit';

export const UNIT_FIELD_LABELS = {
  name: 'Tên công ty',
  taxCode: 'Mã số thuế',
  parentName: 'Công ty mẹ',
  representative: 'Người đại diện',
  phoneNumber: 'Số điện thoại',
  addressCompany: 'Địa chỉ công ty',
  totalEmployees: 'Số lượng CBNV',
  email: 'Email',
  contactName: 'Người liên hệ',
  phoneName: 'Số điện thoại người liên hệ',
} as const;

const shape = subUnitUpdateBodySchema.shape;

type Values = {
  name: string;
  taxCode: string;
  parentName: string;
  representative?: string;
  phoneNumber: string;
  addressCompany?: string;
  totalEmployees: string;
  email: string;
  contactName: string;
  phoneName: string;
};

/**
 * The profile's edit mode (spec 3 §4, §5): name, tax code and parent are read-only; every rule is
 * the contract's (exact messages, `maxLength` from the same schema). 'Lưu' sends the PUT, shows the
 * 4-second notice (and not the generic one), and the page reloads the profile and leaves edit mode.
 */
export function UnitProfileForm({ unit, onDone }: { unit: SubUnitDetail; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateSubUnit(unit.id);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="sub-unit"
      disabled={update.isPending}
      initialValues={{
        name: unit.name,
        taxCode: unit.taxCode,
        parentName: unit.parentName ?? '',
        representative: unit.representative,
        phoneNumber: unit.phoneNumber,
        addressCompany: unit.addressCompany,
        totalEmployees: unit.totalEmployees === null ? '' : String(unit.totalEmployees),
        email: unit.email,
        contactName: unit.contactName,
        phoneName: unit.phoneName,
      }}
      onFinish={(v) =>
        update.mutate(
          {
            representative: v.representative?.trim() || undefined,
            phoneNumber: v.phoneNumber.trim(),
            addressCompany: v.addressCompany?.trim() || undefined,
            totalEmployees: Number(String(v.totalEmployees).trim()),
            email: v.email.trim(),
            contactName: v.contactName.trim(),
            phoneName: v.phoneName.trim(),
          },
          {
            onSuccess: () => {
              notifier().success({ title: COMPANY_MSG.profileUpdatedTitle, description: COMPANY_MSG.profileUpdated, duration: 4 });
              onDone();
            },
            onError: (error) => applyServerErrors(form, error),
          },
        )
      }
    >
      <div className="unit-form-grid">
        <Form.Item label={UNIT_FIELD_LABELS.name} name="name">
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.taxCode} name="taxCode">
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.parentName} name="parentName">
          <Input readOnly disabled />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.representative} name="representative" rules={[optionalZodRule(shape.representative)]}>
          <Input autoComplete="name" maxLength={maxLengthOf(shape.representative)} />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.phoneNumber} name="phoneNumber" rules={[zodRule(shape.phoneNumber)]}>
          <Input inputMode="tel" autoComplete="tel" maxLength={maxLengthOf(shape.phoneNumber)} />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.addressCompany} name="addressCompany" rules={[optionalZodRule(shape.addressCompany)]}>
          <Input autoComplete="street-address" maxLength={maxLengthOf(shape.addressCompany)} />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.totalEmployees} name="totalEmployees" rules={[zodRule(shape.totalEmployees)]}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.email} name="email" rules={[zodRule(shape.email)]}>
          <Input inputMode="email" autoComplete="email" maxLength={maxLengthOf(shape.email)} />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.contactName} name="contactName" rules={[zodRule(shape.contactName)]}>
          <Input maxLength={maxLengthOf(shape.contactName)} />
        </Form.Item>
        <Form.Item label={UNIT_FIELD_LABELS.phoneName} name="phoneName" rules={[zodRule(shape.phoneName)]}>
          <Input inputMode="tel" maxLength={maxLengthOf(shape.phoneName)} />
        </Form.Item>
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Lưu
        </Button>
        <Button htmlType="button" onClick={onDone}>
          Hủy
        </Button>
      </Space>
    </Form>
  );
}
