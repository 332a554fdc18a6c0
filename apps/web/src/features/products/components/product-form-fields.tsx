import {
  groupDigits,
  maxLengthOf,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
  productFieldSchemas as f,
} from '@portal/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { AddonInputNumber } from '@/components/addon-input';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';

/** Prices typed and shown with dot thousands (1.250.000). */
export const formatPrice = (value: number | string | undefined) => (value === undefined || value === '' ? '' : groupDigits(Number(value)));
export const parsePrice = (text: string | undefined) => (text ? Number(text.replace(/\D/g, '')) : 0);

/** The product's fields, with the contract's rules (the server applies the same ones). */
export function ProductFormFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Tên sản phẩm" required rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="code" label="Mã sản phẩm (SKU)" required rules={[zodRule(f.code)]}>
          <Input maxLength={maxLengthOf(f.code)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="unit" label="Đơn vị tính" required rules={[zodRule(f.unit)]}>
          <Select options={PRODUCT_UNITS.map((u) => ({ value: u, label: u }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="category" label="Nhóm sản phẩm" rules={[optionalZodRule(f.category)]}>
          <Input maxLength={maxLengthOf(f.category)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="status" label="Trạng thái" required rules={[zodRule(f.status)]}>
          <Select options={PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="price" label="Giá bán (đ)" required rules={[zodRule(f.price)]}>
          <AddonInputNumber<number>
            style={{ width: '100%' }}
            min={0}
            controls={false}
            formatter={formatPrice}
            parser={parsePrice}
            after="đ"
            inputMode="numeric"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="description" label="Mô tả" rules={[optionalZodRule(f.description)]}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(f.description)} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
