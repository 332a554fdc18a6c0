import {
  COMPANY_DESK_MSG,
  type DeskContractDetail,
  deskContractFieldsSchema,
  LIMITS,
  MSG,
  maxLengthOf,
  uploadSizeMessage,
} from '@portal/contract';
import { Button, Col, DatePicker, Form, Input, InputNumber, Select, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useDebounced } from '@/lib/use-debounced';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { useCompanies, useCompany } from '../api/companies';
import { useCompanyContractTypes } from '../api/contract-types';
import { useCreateCompanyContract, useUpdateCompanyContract } from '../api/contracts';
import { useExamPackages } from '../api/packages';
import { contractStatusOptions } from './company-labels';
import { MoneyInput } from '../../../components/money-input';

const f = deskContractFieldsSchema.shape;
const DAY = 'YYYY-MM-DD';

type FormValues = {
  parentId?: string;
  subUnitId?: string;
  code: string;
  name: string;
  contractType?: number;
  status: string;
  dateStart?: Dayjs;
  dateEnd?: Dayjs;
  plannedEmployees?: number;
  totalValue?: number;
  note?: string;
  examPackageId?: string;
  file?: File;
};

/** PDF only, by name and (when the browser says) by type; the server checks the content again. */
export function contractFileMessage(file: File | undefined): string | undefined {
  if (!file) return undefined;
  const isPdf = /\.pdf$/i.test(file.name) && (!file.type || file.type === 'application/pdf');
  if (!isPdf) return COMPANY_DESK_MSG.contractFileType;
  if (file.size > LIMITS.uploadMaxBytes) return uploadSizeMessage(file.name, file.size);
  return undefined;
}

const fileRule = {
  validator: async (_: unknown, file: File | undefined) => {
    const message = contractFileMessage(file);
    if (message) throw new Error(message);
  },
};

/** One PDF, kept in the browser until the form is sent. */
function PdfPicker({ id, value, onChange }: { id?: string; value?: File; onChange?: (file: File | undefined) => void }) {
  return (
    <Upload
      id={id}
      accept=".pdf,application/pdf"
      maxCount={1}
      fileList={value ? [{ uid: 'contract-file', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button>Chọn file PDF</Button>
    </Upload>
  );
}

/**
 * 'Tạo hợp đồng' / edit of a health-exam contract: for a company or one of its sub-units, the
 * fields of deskContractFieldsSchema (its rules and messages) and an optional PDF, sent as multipart.
 */
export function CompanyContractDialog({
  contract,
  defaultCompanyId,
  onClose,
  onSaved,
}: {
  contract?: DeskContractDetail;
  defaultCompanyId?: string;
  onClose: () => void;
  onSaved?: (saved: DeskContractDetail) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 300);
  const companies = useCompanies({ search: debounced, page: 1, limit: 20 });
  const parentId = Form.useWatch('parentId', form);
  const parent = useCompany(contract ? '' : (parentId ?? ''));
  const types = useCompanyContractTypes();
  const [packageSearch, setPackageSearch] = useState('');
  const packageQuery = useDebounced(packageSearch, 300);
  const packages = useExamPackages({ search: packageQuery || undefined, page: 1, limit: 20 });
  const packageOptions = [
    ...(contract?.examPackage ? [{ value: contract.examPackage.id, label: contract.examPackage.name }] : []),
    ...(packages.data?.items ?? [])
      .filter((p) => p.id !== contract?.examPackage?.id)
      .map((p) => ({ value: p.id, label: p.published ? p.name : `${p.name} (ẩn)` })),
  ];
  const create = useCreateCompanyContract();
  const update = useUpdateCompanyContract(contract?.id ?? '');
  const isPending = create.isPending || update.isPending;

  const save = async ({ parentId: p, subUnitId, dateStart, dateEnd, file, ...values }: FormValues) => {
    const body = {
      ...values,
      companyId: contract ? contract.company.id : (subUnitId ?? p),
      dateStart: dateStart?.format(DAY),
      dateEnd: dateEnd?.format(DAY),
      note: values.note ?? '',
      // Empty clears the package.
      examPackageId: values.examPackageId ?? '',
      file,
    };
    const saved = await (contract ? update : create).mutateAsync(body);
    onSaved?.(saved);
  };

  const endRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, end: Dayjs | undefined) => {
      if (!end) throw new Error(MSG.required);
      const start = getFieldValue('dateStart') as Dayjs | undefined;
      if (start && end.isBefore(start, 'day')) throw new Error(COMPANY_DESK_MSG.period);
    },
  });

  return (
    <FormDialog<FormValues>
      id="company-contract"
      title={contract ? `Sửa hợp đồng ${contract.code}` : 'Tạo hợp đồng'}
      width={860}
      form={form}
      isPending={isPending}
      onSave={save}
      onClose={onClose}
      initialValues={
        contract
          ? {
              code: contract.code,
              name: contract.name,
              contractType: contract.contractType,
              status: contract.status,
              dateStart: dayjs(contract.dateStart),
              dateEnd: dayjs(contract.dateEnd),
              plannedEmployees: contract.plannedEmployees,
              totalValue: contract.totalValue,
              note: contract.note,
              examPackageId: contract.examPackage?.id,
            }
          : { status: 'draft', parentId: defaultCompanyId }
      }
    >
      {contract ? (
        <Col span={24}>
          <Typography.Paragraph>
            Doanh nghiệp: <strong>{`${contract.company.code} — ${contract.company.name}`}</strong>
          </Typography.Paragraph>
        </Col>
      ) : (
        <>
          <Col xs={24} md={12}>
            <Form.Item name="parentId" label="Doanh nghiệp" rules={[requiredRule(COMPANY_DESK_MSG.chooseCompany)]}>
              <Select
                showSearch={{ filterOption: false, onSearch: setSearch }}
                placeholder="Tìm theo mã hoặc tên doanh nghiệp"
                loading={companies.isFetching}
                onChange={() => form.setFieldValue('subUnitId', undefined)}
                options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="subUnitId" label="Đơn vị trực thuộc" extra="Để trống: hợp đồng của chính doanh nghiệp">
              <Select
                allowClear
                disabled={!parentId}
                loading={parent.isFetching}
                options={(parent.data?.subUnits ?? []).map((u) => ({ value: u.id, label: `${u.code} — ${u.name}` }))}
              />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={10}>
        <Form.Item name="code" label="Số hợp đồng" rules={[zodRule(f.code)]}>
          <Input maxLength={maxLengthOf(f.code)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={14}>
        <Form.Item name="name" label="Tên hợp đồng" rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contractType" label="Loại hợp đồng" rules={[requiredRule(COMPANY_DESK_MSG.contractType)]}>
          <Select loading={types.isPending} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label="Trạng thái" rules={[zodRule(f.status)]}>
          <Select options={contractStatusOptions} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="dateStart" label="Ngày bắt đầu" rules={[requiredRule(MSG.required)]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="dateEnd" label="Ngày kết thúc" dependencies={['dateStart']} rules={[endRule]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="plannedEmployees" label="Số lượng người khám" rules={[zodRule(f.plannedEmployees)]}>
          <InputNumber<number> style={{ width: '100%' }} controls={false} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="totalValue" label="Giá trị hợp đồng" rules={[zodRule(f.totalValue)]}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="examPackageId" label="Gói khám" extra="Gói khám doanh nghiệp thấy trong hợp đồng; để trống nếu chưa chọn">
          <Select
            allowClear
            showSearch={{ filterOption: false, onSearch: setPackageSearch }}
            placeholder="Tìm theo tên gói khám"
            loading={packages.isFetching}
            options={packageOptions}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="note" label="Ghi chú" rules={[optionalZodRule(f.note)]}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(f.note)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="file"
          label="File hợp đồng (PDF)"
          rules={[fileRule]}
          extra={
            contract?.contractFile ? `Đang có: ${contract.contractFile.fileName}. Chọn file mới để thay.` : 'Không bắt buộc; một file .pdf'
          }
        >
          <PdfPicker />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
