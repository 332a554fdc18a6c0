import { maxLengthOf, patientFieldSchemas } from '@portal/contract';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '@/lib/zod-rule';
import { AddressFields } from './address-fields';
import { BirthDateField } from './birth-date-field';
import { EmailField } from './email-field';
import { GenderField } from './gender-field';

type Props = {
  /** The form's names of the full name and the birth date (the order wizard: name, birthDate; the patient dialog: fullName, birthday). */
  nameField: string;
  birthDateField: string;
  /** The phone input: each form has its own rule (SPEC-NOTES 15). */
  phone: ReactNode;
};

/**
 * Who a patient is (spec 3 §5, the order wizard's 'Thông tin' step and the patient dialog): full
 * name, phone, birth date, gender, e-mail and the province → district → ward address.
 */
export function PersonFields({ nameField, birthDateField, phone }: Props) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={nameField} label="Họ và tên" required rules={[zodRule(patientFieldSchemas.fullName)]}>
            <Input maxLength={maxLengthOf(patientFieldSchemas.fullName)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {phone}
        </Col>
        <Col xs={24} md={12}>
          <BirthDateField name={birthDateField} />
        </Col>
        <Col xs={24} md={12}>
          <GenderField />
        </Col>
        <Col xs={24}>
          <EmailField required />
        </Col>
      </Row>
      <AddressFields />
    </>
  );
}
