import {
  CONTRACT_MSG,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractCreateBody,
  type ContractDetail,
  contractFieldSchemas as f,
  MSG,
  maxLengthOf,
  rules,
} from '@portal/contract';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { useContractOptions, useCreateContract, useProviderSearch, useUpdateContract } from '../api/contracts';

type FormValues = Omit<ContractCreateBody, 'dateSigned' | 'dateFrom' | 'dateTo'> & { dateSigned: Dayjs; dateFrom: Dayjs; dateTo: Dayjs };

const DAY = 'YYYY-MM-DD';
const toBody = ({ dateSigned, dateFrom, dateTo, ...rest }: FormValues): ContractCreateBody => ({
  ...rest,
  dateSigned: dateSigned.format(DAY),
  dateFrom: dateFrom.format(DAY),
  dateTo: dateTo.format(DAY),
});
const dayRule = {
  validator: (_: unknown, v: Dayjs | undefined) => (v ? Promise.resolve() : Promise.reject(new Error(MSG.required))),
};

/** Create (for a chosen provider) or edit a contract; the rules are the contract schema's. */
export function ContractDialog({
  contract,
  onClose,
  onCreated,
}: {
  contract?: ContractDetail;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [providerSearch, setProviderSearch] = useState('');
  const providers = useProviderSearch(providerSearch);
  const options = useContractOptions();
  const create = useCreateContract();
  const update = useUpdateContract(contract?.id ?? '');
  const isPending = create.isPending || update.isPending;

  const submit = (values: FormValues) => {
    const onError = (error: unknown) => applyServerErrors(form, error);
    const body = toBody(values);
    if (contract) update.mutate(body, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: (created) => (onCreated ? onCreated(created.id) : onClose()), onError });
  };

  return (
    <Modal
      open
      width={860}
      title={contract ? `Sửa hợp đồng ${contract.code}` : 'Tạo hợp đồng'}
      okText="Lưu"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="contract"
        onFinish={submit}
        disabled={isPending}
        initialValues={
          contract
            ? {
                ...contract,
                categoryId: contract.contractCategory?.id ?? null,
                dateSigned: dayjs(contract.dateSigned),
                dateFrom: dayjs(contract.dateFrom),
                dateTo: dayjs(contract.dateTo),
              }
            : { status: 'Active', totalValue: 0 }
        }
      >
        <Row gutter={16}>
          {!contract && (
            <Col span={24}>
              <Form.Item name="partnerId" label="Nhà cung cấp" rules={[requiredRule(CONTRACT_MSG.choosePartner)]}>
                <Select
                  showSearch
                  filterOption={false}
                  onSearch={setProviderSearch}
                  placeholder="Tìm theo mã hoặc đầu tên nhà cung cấp"
                  loading={providers.isFetching}
                  options={(providers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} — ${p.name}` }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={14}>
            <Form.Item name="name" label="Tên hợp đồng" rules={[zodRule(f.name)]}>
              <Input maxLength={maxLengthOf(f.name)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="code" label="Số hợp đồng" rules={[zodRule(f.code)]}>
              <Input maxLength={maxLengthOf(f.code)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label="Trạng thái" rules={[zodRule(f.status)]}>
              <Select options={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contractType" label="Loại hợp đồng">
              <Select allowClear options={(options.data?.contractTypes ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="categoryId" label="Danh mục">
              <Select allowClear options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dateSigned" label="Ngày ký" rules={[dayRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dateFrom" label="Ngày bắt đầu" rules={[dayRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dateTo" label="Ngày kết thúc" rules={[dayRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="totalValue" label="Giá trị hợp đồng (đ)" rules={[zodRule(f.totalValue)]}>
              <InputNumber<number>
                style={{ width: '100%' }}
                min={0}
                controls={false}
                formatter={(v) => (v === undefined ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.'))}
                parser={(t) => Number((t ?? '').replace(/\D/g, ''))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactName" label="Người liên hệ" rules={[zodRule(f.contactName)]}>
              <Input maxLength={maxLengthOf(f.contactName)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactPhone" label="Số điện thoại liên hệ" rules={[zodRule(rules.phone)]}>
              <Input maxLength={maxLengthOf(rules.phone)} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactEmail" label="Email liên hệ" rules={[zodRule(rules.email)]}>
              <Input maxLength={maxLengthOf(rules.email)} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactPosition" label="Chức vụ" rules={[optionalZodRule(f.contactPosition)]}>
              <Input maxLength={maxLengthOf(f.contactPosition)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label="Ghi chú" rules={[optionalZodRule(f.note)]}>
              <Input.TextArea rows={3} maxLength={maxLengthOf(f.note)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
