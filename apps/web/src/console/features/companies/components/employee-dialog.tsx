import { type ContractEmployee, type DeskEmployeeUpdateBody, deskEmployeeUpdateBodySchema, maxLengthOf, MSG } from '@portal/contract';
import { Col, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { useUpdateEmployee } from '../api/employees';

const f = deskEmployeeUpdateBodySchema.shape;
type FormValues = Omit<DeskEmployeeUpdateBody, 'birthDate'> & { birthDate?: Dayjs };

/** Edit one roster row (the operator's correction; the company itself re-imports). */
export function EmployeeDialog({ contractId, employee, onClose }: { contractId: string; employee: ContractEmployee; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateEmployee(contractId);
  return (
    <FormDialog<FormValues>
      id="roster-employee"
      title={`Sửa nhân viên ${employee.name}`}
      width={720}
      form={form}
      isPending={update.isPending}
      initialValues={{ ...employee, gender: employee.gender as 0 | 1, birthDate: dayjs(employee.birthDate) }}
      onSave={({ birthDate, ...v }) =>
        update.mutateAsync({ employeeId: employee.id, body: { ...v, birthDate: birthDate?.format('YYYY-MM-DD') ?? '' } })
      }
      onClose={onClose}
    >
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Họ và tên" rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="cccd" label="Số CCCD" rules={[zodRule(f.cccd)]}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="bhyt" label="Mã BHYT" rules={[optionalZodRule(f.bhyt)]}>
          <Input maxLength={maxLengthOf(f.bhyt)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="birthDate" label="Ngày sinh" rules={[requiredRule(MSG.required)]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="gender" label="Giới tính" rules={[zodRule(f.gender)]}>
          <Select
            options={[
              { value: 0, label: 'Nam' },
              { value: 1, label: 'Nữ' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label="Số điện thoại" rules={[optionalZodRule(f.phone)]}>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label="Email" rules={[optionalZodRule(f.email)]}>
          <Input inputMode="email" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label="Địa chỉ" rules={[optionalZodRule(f.address)]}>
          <Input maxLength={maxLengthOf(f.address)} />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
