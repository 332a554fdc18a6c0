import { UploadOutlined } from '@ant-design/icons';
import {
  charterCapitalSchema,
  formatVnd,
  maxLengthOf,
  type PartnerType,
  rules,
  SUPPLIER_MSG,
  type SupplierProfile,
  supplierProfileFieldsSchema,
} from '@portal/contract';
import { Alert, Button, Form, type FormRule, Input, Modal, Select, Switch, Upload, type UploadFile } from 'antd';
import { EmailField } from '@/components/form-fields/email-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { useSupplierLookups } from '../api/get-supplier-profile';
import { useUpdateSupplierProfile } from '../api/update-supplier-profile';

type Values = {
  name: string;
  taxCode: string;
  ownerName: string;
  phoneNumber: string;
  email: string;
  categoryId?: number;
  size?: number;
  charterCapital?: string;
  isCooperated: boolean;
  representative?: string;
  address?: string;
  licence: UploadFile[];
};

const { representative, address } = supplierProfileFieldsSchema.shape;
const isPdf = (file: UploadFile) => /\.pdf$/i.test(file.name) && (!file.type || file.type === 'application/pdf');

/** Spec 3 §5: exactly one licence file, a PDF ('Chỉ chấp nhận file PDF'); the server judges the bytes again. */
export const licenceRule: FormRule = {
  validator: async (_rule, value: UploadFile[] | undefined) => {
    if (!value?.length) throw new Error(SUPPLIER_MSG.licenceRequired);
    if (value.length > 1) throw new Error(SUPPLIER_MSG.licenceSingle);
    const [file] = value;
    if (file && (file.originFileObj ? !isPdf(file) : file.type !== 'application/pdf')) throw new Error(SUPPLIER_MSG.licencePdfOnly);
  },
};

const FIELD_NAMES: Record<string, string> = { businessLicenseFile: 'licence', businessLicenseFields: 'licence' };

/** The 'Cập nhật' form of the supplier profile: every field, and the licence (one PDF: the current one or a new one). */
export function SupplierProfileDialog({ type, profile, onClose }: { type: PartnerType; profile: SupplierProfile; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const lookups = useSupplierLookups();
  const update = useUpdateSupplierProfile(type);
  const charterCapital = Form.useWatch('charterCapital', form);
  const capital = charterCapitalSchema.safeParse(charterCapital ?? '');
  const capitalShown = capital.success ? capital.data : null;

  const onFinish = (values: Values) => {
    const [licence] = values.licence;
    update.mutate(
      {
        fields: {
          name: profile.name,
          taxCode: profile.taxCode,
          ownerName: values.ownerName.trim(),
          phoneNumber: values.phoneNumber.trim(),
          email: values.email.trim(),
          categoryId: String(values.categoryId ?? ''),
          size: String(values.size ?? ''),
          charterCapital: values.charterCapital ?? '',
          isCooperated: String(values.isCooperated),
          representative: values.representative?.trim() ?? '',
          address: values.address?.trim() ?? '',
        },
        keptLicenceId: licence && !licence.originFileObj ? licence.uid : null,
        licence: licence?.originFileObj ?? null,
      },
      { onSuccess: onClose, onError: (error) => applyServerErrors(form, error, FIELD_NAMES) },
    );
  };

  return (
    <Modal
      open
      title="Cập nhật hồ sơ nhà cung cấp"
      width={720}
      onCancel={onClose}
      okText="Cập nhật"
      cancelText="Huỷ"
      onOk={() => form.submit()}
      okButtonProps={{ loading: update.isPending }}
    >
      {lookups.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Không tải được danh mục và quy mô công ty."
          action={
            <Button size="small" onClick={() => void lookups.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : null}
      <Form<Values>
        form={form}
        name="supplier-profile"
        layout="vertical"
        disabled={update.isPending}
        onFinish={onFinish}
        initialValues={{
          name: profile.name,
          taxCode: profile.taxCode,
          ownerName: profile.ownerName,
          phoneNumber: profile.phoneNumber,
          email: profile.email,
          categoryId: profile.categoryId ?? undefined,
          // Spec 3 §9: an unmatched size reads as 'small' (the answer's `size` already is).
          size: profile.size,
          charterCapital: profile.charterCapital === null ? undefined : String(profile.charterCapital),
          isCooperated: profile.isCooperated,
          representative: profile.representative ?? undefined,
          address: profile.address ?? undefined,
          licence: profile.businessLicenseFile.map((f) => ({ uid: f.id, name: f.name, status: 'done' as const, type: f.contentType })),
        }}
      >
        <Form.Item label="Tên nhà cung cấp" name="name" extra="Đổi tên qua yêu cầu đổi tên gửi quản trị viên.">
          <Input disabled />
        </Form.Item>
        <Form.Item label="Mã số thuế" name="taxCode" extra={SUPPLIER_MSG.taxCodeLocked}>
          <Input disabled />
        </Form.Item>
        <Form.Item label="Chủ sở hữu" name="ownerName" rules={[zodRule(rules.ownerName)]}>
          <Input autoComplete="name" maxLength={maxLengthOf(rules.ownerName)} />
        </Form.Item>
        <PhoneField name="phoneNumber" />
        <EmailField />
        <Form.Item label="Danh mục" name="categoryId" rules={[requiredRule(SUPPLIER_MSG.categoryRequired)]}>
          <Select
            loading={lookups.isPending}
            placeholder="Chọn danh mục"
            options={(lookups.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item label="Quy mô công ty" name="size" rules={[requiredRule(SUPPLIER_MSG.sizeRequired)]}>
          <Select
            loading={lookups.isPending}
            placeholder="Chọn quy mô"
            options={Object.values(lookups.data?.sizes ?? {}).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item
          label="Vốn điều lệ"
          name="charterCapital"
          rules={[optionalZodRule(charterCapitalSchema)]}
          extra={capitalShown !== null ? formatVnd(capitalShown) : 'Nhập số tiền (đồng), chỉ gồm chữ số.'}
          normalize={(value: string) => value.replace(/[\s.,]/g, '')}
        >
          <Input inputMode="numeric" maxLength={maxLengthOf(charterCapitalSchema)} suffix="đ" />
        </Form.Item>
        <Form.Item label="Đã từng hợp tác với chúng tôi" name="isCooperated" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="Người đại diện" name="representative" rules={[optionalZodRule(representative)]}>
          <Input maxLength={maxLengthOf(representative)} />
        </Form.Item>
        <Form.Item label="Địa chỉ" name="address" rules={[optionalZodRule(address)]}>
          <Input autoComplete="street-address" maxLength={maxLengthOf(address)} />
        </Form.Item>
        <Form.Item
          label="Giấy phép đăng ký kinh doanh"
          name="licence"
          required
          rules={[licenceRule]}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          extra="Một file PDF duy nhất; file mới thay cho file hiện tại."
        >
          <Upload accept=".pdf,application/pdf" maxCount={1} beforeUpload={() => false}>
            <Button icon={<UploadOutlined aria-hidden />}>Chọn file PDF</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
