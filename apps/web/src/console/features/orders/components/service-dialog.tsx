import { type CatalogueBody, type CatalogueEntry, catalogueFieldSchemas as f, maxLengthOf, ORDER_OPTIONS } from '@portal/contract';
import { Button, Col, Form, Input, Select, Space, Switch } from 'antd';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { MoneyInput } from '../../../components/money-input';
import { useAllFacilities, useSaveService } from '../api/catalogue';
import { useProvinces } from '@/lib/locations';
import { FormDialog } from '../../../components/form-dialog';

type ServiceForm = Omit<CatalogueBody, 'donGia' | 'feePrice'> & { donGia?: number | null; feePrice?: number | null };

const EMPTY: Partial<ServiceForm> = { kind: undefined, active: true, feePrice: 0, provinceCodes: [], facilityCodes: [] };

/** The body as the API takes it (an emptied fee is 0). */
export const serviceBody = (v: ServiceForm): CatalogueBody => ({
  maCP: v.maCP.trim(),
  tenCP: v.tenCP.trim(),
  donGia: v.donGia ?? 0,
  feePrice: v.feePrice ?? 0,
  kind: v.kind,
  active: v.active,
  provinceCodes: v.provinceCodes ?? [],
  facilityCodes: v.facilityCodes ?? [],
});

type PlacesFieldProps = {
  name: 'provinceCodes' | 'facilityCodes';
  label: string;
  /** What the "all" and "none" links pick, for their accessible names. */
  what: string;
  placeholder: string;
  options: { value: string; label: string }[];
  loading: boolean;
};

/** Where a service is offered: a searchable multi-select with "all" and "none" links (34 provinces are a lot of clicks). */
function PlacesField({ name, label, what, placeholder, options, loading }: PlacesFieldProps) {
  const form = Form.useFormInstance<ServiceForm>();
  return (
    <Col span={24}>
      <Form.Item
        name={name}
        label={label}
        extra={
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`Chọn tất cả ${what}`}
              onClick={() =>
                form.setFieldValue(
                  name,
                  options.map((o) => o.value),
                )
              }
            >
              Chọn tất cả
            </Button>
            <Button type="link" size="small" aria-label={`Bỏ chọn ${what}`} onClick={() => form.setFieldValue(name, [])}>
              Bỏ chọn
            </Button>
          </Space>
        }
      >
        <Select
          mode="multiple"
          allowClear
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={placeholder}
          options={options}
        />
      </Form.Item>
    </Col>
  );
}

/**
 * Create or edit a catalogue service: code (maCP), name, unit price, the collaborator's fee,
 * kind, active, and where it is offered — home sampling per province, hospital visits per
 * facility. The rules are the contract schema's; the server answers with the same messages.
 */
export function ServiceDialog({ service, onClose }: { service: CatalogueEntry | null; onClose: () => void }) {
  const [form] = Form.useForm<ServiceForm>();
  const save = useSaveService();
  const provinces = useProvinces();
  const facilities = useAllFacilities();
  const provinceOptions = (provinces.data ?? []).map((p) => ({ value: p.maTinh, label: p.tenTinh }));
  const facilityOptions = (facilities.data?.items ?? []).map((fa) => ({
    value: fa.code,
    label: `${fa.code} — ${fa.name}${fa.active ? '' : ' (ngừng hoạt động)'}`,
  }));

  return (
    <FormDialog<ServiceForm>
      id="catalogue-service"
      title={service ? `Sửa dịch vụ ${service.maCP}` : 'Thêm dịch vụ'}
      width={760}
      form={form}
      initialValues={service ?? EMPTY}
      isPending={save.isPending}
      onSave={(values) => save.mutateAsync({ id: service?.id, body: serviceBody(values) })}
      onClose={onClose}
    >
      <Col xs={24} md={8}>
        <Form.Item name="maCP" label="Mã dịch vụ" rules={[zodRule(f.maCP)]}>
          <Input maxLength={maxLengthOf(f.maCP)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="tenCP" label="Tên dịch vụ" rules={[zodRule(f.tenCP)]}>
          <Input maxLength={maxLengthOf(f.tenCP)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="donGia" label="Đơn giá" rules={[zodRule(f.donGia)]}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="feePrice" label="Phí tư vấn cho cộng tác viên" rules={[optionalZodRule(f.feePrice)]}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="kind" label="Loại dịch vụ" rules={[zodRule(f.kind)]}>
          <Select options={ORDER_OPTIONS.serviceKind.map((o) => ({ value: o.key, label: o.name }))} />
        </Form.Item>
      </Col>
      <PlacesField
        name="provinceCodes"
        label="Lấy mẫu tại nhà ở các tỉnh/thành phố"
        what="tỉnh/thành phố"
        placeholder="Không lấy mẫu tại nhà"
        options={provinceOptions}
        loading={provinces.isPending}
      />
      <PlacesField
        name="facilityCodes"
        label="Khám tại các cơ sở y tế"
        what="cơ sở y tế"
        placeholder="Không khám tại cơ sở"
        options={facilityOptions}
        loading={facilities.isPending}
      />
      <Col span={24}>
        <Form.Item name="active" label="Đang cung cấp" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
