import { type CatalogueBody, type CatalogueEntry, catalogueFieldSchemas as f, maxLengthOf, ORDER_OPTIONS } from '@portal/contract';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Switch } from 'antd';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { MoneyInput } from '../../../components/money-input';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { useAllFacilities, useProvinces, useSaveService } from '../api/catalogue';

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

/** A multi-select with "all" and "none" links (34 provinces are a lot of clicks). */
function PickAll({ onAll, onNone, what }: { onAll: () => void; onNone: () => void; what: string }) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onAll} aria-label={`Chọn tất cả ${what}`}>
        Chọn tất cả
      </Button>
      <Button type="link" size="small" onClick={onNone} aria-label={`Bỏ chọn ${what}`}>
        Bỏ chọn
      </Button>
    </Space>
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

  const submit = (values: ServiceForm) =>
    save.mutate({ id: service?.id, body: serviceBody(values) }, { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) });

  return (
    <Modal
      open
      width={760}
      title={service ? `Sửa dịch vụ ${service.maCP}` : 'Thêm dịch vụ'}
      okText="Lưu"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'catalogue-service' }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<ServiceForm>
        form={form}
        id="catalogue-service"
        name="catalogue-service"
        layout="vertical"
        disabled={save.isPending}
        initialValues={service ?? EMPTY}
        onFinish={submit}
      >
        <Row gutter={16}>
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
          <Col span={24}>
            <Form.Item
              name="provinceCodes"
              label="Lấy mẫu tại nhà ở các tỉnh/thành phố"
              extra={
                <PickAll
                  what="tỉnh/thành phố"
                  onAll={() =>
                    form.setFieldValue(
                      'provinceCodes',
                      provinceOptions.map((o) => o.value),
                    )
                  }
                  onNone={() => form.setFieldValue('provinceCodes', [])}
                />
              }
            >
              <Select
                mode="multiple"
                allowClear
                loading={provinces.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Không lấy mẫu tại nhà"
                options={provinceOptions}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="facilityCodes"
              label="Khám tại các cơ sở y tế"
              extra={
                <PickAll
                  what="cơ sở y tế"
                  onAll={() =>
                    form.setFieldValue(
                      'facilityCodes',
                      facilityOptions.map((o) => o.value),
                    )
                  }
                  onNone={() => form.setFieldValue('facilityCodes', [])}
                />
              }
            >
              <Select
                mode="multiple"
                allowClear
                loading={facilities.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Không khám tại cơ sở"
                options={facilityOptions}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="active" label="Đang cung cấp" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
