import { patientFieldSchemas } from '@portal/contract';
import { Col, Form, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useDistricts, useProvinces, useWards } from '@/lib/locations';
import { zodRule } from '@/lib/zod-rule';

export const ADDRESS_LABELS = {
  province: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
} as const;

type AddressValues = { provinceCode?: string; districtCode?: string; wardCode?: string };

/**
 * Province → district → ward selects (spec 3 §5, the order wizard and the patient dialog), inside
 * the enclosing antd Form, as `provinceCode`, `districtCode`, `wardCode` with the contract's rules.
 * Since July 2025 a province has no districts: the API answers one pseudo-district per province
 * (docs/decisions/locations.md), which is chosen here by itself and not shown; a list of several would be.
 */
export function AddressFields({ disabled = false }: { disabled?: boolean }) {
  const form = Form.useFormInstance<AddressValues>();
  const provinceCode = Form.useWatch('provinceCode', form);
  const districtCode = Form.useWatch('districtCode', form);
  const provinces = useProvinces();
  const districts = useDistricts(provinceCode);
  const wards = useWards(districtCode);

  const only = districts.data?.length === 1 ? districts.data[0] : undefined;
  useEffect(() => {
    if (only && form.getFieldValue('districtCode') !== only.maHuyen) form.setFieldValue('districtCode', only.maHuyen);
  }, [only, form]);
  // The district is asked only when there is a real choice (or its list could not be read).
  const showDistrict = districts.isError || (districts.data?.length ?? 0) > 1;

  const district = (
    <Form.Item
      name="districtCode"
      label={ADDRESS_LABELS.district}
      required
      hidden={!showDistrict}
      rules={[zodRule(patientFieldSchemas.districtCode)]}
    >
      <Select
        disabled={disabled || !provinceCode}
        loading={districts.isFetching}
        placeholder="Chọn quận/huyện"
        options={(districts.data ?? []).map((d) => ({ value: d.maHuyen, label: d.tenHuyen }))}
        onChange={() => form.setFieldsValue({ wardCode: undefined })}
      />
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={showDistrict ? 8 : 12}>
        <Form.Item name="provinceCode" label={ADDRESS_LABELS.province} required rules={[zodRule(patientFieldSchemas.provinceCode)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={disabled}
            loading={provinces.isPending}
            placeholder="Chọn tỉnh/thành phố"
            options={(provinces.data ?? []).map((p) => ({ value: p.maTinh, label: p.tenTinh }))}
            onChange={() => form.setFieldsValue({ districtCode: undefined, wardCode: undefined })}
          />
        </Form.Item>
        {/* Hidden, the district keeps its value and rule without taking a column. */}
        {showDistrict ? null : district}
      </Col>
      {showDistrict ? (
        <Col xs={24} md={8}>
          {district}
        </Col>
      ) : null}
      <Col xs={24} md={showDistrict ? 8 : 12}>
        <Form.Item name="wardCode" label={ADDRESS_LABELS.ward} required rules={[zodRule(patientFieldSchemas.wardCode)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={disabled || !districtCode}
            loading={wards.isFetching}
            placeholder="Chọn phường/xã"
            options={(wards.data ?? []).map((w) => ({ value: w.maXa, label: w.tenXa }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
