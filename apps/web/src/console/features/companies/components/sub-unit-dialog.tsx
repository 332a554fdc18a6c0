import { type DeskSubUnitCreateBody, deskSubUnitCreateBodySchema, maxLengthOf } from '@portal/contract';
import { Col, Form, Input, InputNumber } from 'antd';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateSubUnit } from '../api/companies';

const f = deskSubUnitCreateBodySchema.shape;

/** 'Thêm đơn vị': a sub-unit of the company, with the rules of the sub-unit profile (spec 3 §5). */
export function SubUnitDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const [form] = Form.useForm<DeskSubUnitCreateBody>();
  const create = useCreateSubUnit(companyId);
  return (
    <FormDialog<DeskSubUnitCreateBody>
      id="sub-unit"
      title="Thêm đơn vị"
      width={720}
      form={form}
      initialValues={{}}
      isPending={create.isPending}
      onSave={(values) => create.mutateAsync(values)}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="name" label="Tên đơn vị" rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="taxCode" label="Mã số thuế" rules={[zodRule(f.taxCode)]}>
          <Input maxLength={maxLengthOf(f.taxCode)} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="representative" label="Người đại diện" rules={[optionalZodRule(f.representative)]}>
          <Input maxLength={maxLengthOf(f.representative)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phoneNumber" label="Số điện thoại" rules={[zodRule(f.phoneNumber)]}>
          <Input maxLength={maxLengthOf(f.phoneNumber)} inputMode="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label="Email" rules={[zodRule(f.email)]}>
          <Input maxLength={maxLengthOf(f.email)} inputMode="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="totalEmployees" label="Số lượng CBNV" rules={[zodRule(f.totalEmployees)]}>
          <InputNumber<number> style={{ width: '100%' }} min={1} precision={0} controls={false} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="addressCompany" label="Địa chỉ" rules={[optionalZodRule(f.addressCompany)]}>
          <Input maxLength={maxLengthOf(f.addressCompany)} />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
