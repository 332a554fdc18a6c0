import { type Facility, type FacilityBody, facilityFieldSchemas as f, maxLengthOf } from '@portal/contract';
import { Col, Form, Input, Select, Switch } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import { useSaveFacility } from '../api/catalogue';
import { useProvinces } from '@/lib/locations';
import { FormDialog } from '../../../components/form-dialog';

/** The body as the API takes it. */
export const facilityBody = (v: FacilityBody): FacilityBody => ({
  code: v.code.trim(),
  name: v.name.trim(),
  address: v.address.trim(),
  provinceCode: v.provinceCode,
  active: v.active,
});

/** Create or edit a facility (where hospital visits take place); the contract's rules. */
export function FacilityDialog({ facility, onClose }: { facility: Facility | null; onClose: () => void }) {
  const [form] = Form.useForm<FacilityBody>();
  const save = useSaveFacility();
  const provinces = useProvinces();
  return (
    <FormDialog<FacilityBody>
      id="facility"
      title={facility ? `Sửa cơ sở ${facility.code}` : 'Thêm cơ sở y tế'}
      width={640}
      form={form}
      initialValues={facility ?? { active: true }}
      isPending={save.isPending}
      onSave={(values) => save.mutateAsync({ id: facility?.id, body: facilityBody(values) })}
      onClose={onClose}
    >
      <Col xs={24} md={8}>
        <Form.Item name="code" label="Mã cơ sở" rules={[zodRule(f.code)]}>
          <Input maxLength={maxLengthOf(f.code)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="name" label="Tên cơ sở" rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label="Địa chỉ" rules={[zodRule(f.address)]}>
          <Input maxLength={maxLengthOf(f.address)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="provinceCode" label="Tỉnh/thành phố" rules={[zodRule(f.provinceCode)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={provinces.isPending}
            options={(provinces.data ?? []).map((p) => ({ value: p.maTinh, label: p.tenTinh }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="active" label="Đang hoạt động" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
