import { maxLengthOf, orderFieldSchemas as f } from '@portal/contract';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { PersonFields } from '@/components/form-fields/person-fields';
import { zodRule } from '@/lib/zod-rule';
import type { PatientPickerProps } from '../parts';
import type { ComponentType } from 'react';
import { fromPatient, type PatientStepValues } from './wizard-values';

export const PATIENT_STEP_TEXT = { phone: 'Số điện thoại', address: 'Địa chỉ chi tiết' } as const;

type Props = {
  form: FormInstance<PatientStepValues>;
  initialValues: Partial<PatientStepValues>;
  PatientPicker: ComponentType<PatientPickerProps>;
};

/**
 * 'Thông tin' (spec 3 §5 "Order, patient step"): the patient picker beside the patient's fields.
 * Choosing a patient fills them; the phone here takes 10–15 digits (SPEC-NOTES 15), its own input.
 */
export function WizardPatientStep({ form, initialValues, PatientPicker }: Props) {
  const patientId = Form.useWatch('patientId', form) ?? undefined;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={9}>
        <PatientPicker
          selectedId={patientId ?? undefined}
          onPick={(patient) => {
            const values = fromPatient(patient);
            form.setFields((Object.keys(values) as (keyof PatientStepValues)[]).map((name) => ({ name, value: values[name], errors: [] })));
          }}
        />
      </Col>
      <Col xs={24} lg={15}>
        <Form<PatientStepValues> form={form} layout="vertical" initialValues={initialValues} name="order-patient">
          <Form.Item name="patientId" hidden>
            <Input />
          </Form.Item>
          <PersonFields
            nameField="name"
            birthDateField="birthDate"
            phone={
              <Form.Item name="phone" label={PATIENT_STEP_TEXT.phone} required rules={[zodRule(f.phone)]}>
                <Input inputMode="tel" autoComplete="off" maxLength={maxLengthOf(f.phone)} />
              </Form.Item>
            }
          />
          <Form.Item name="address" label={PATIENT_STEP_TEXT.address} required rules={[zodRule(f.address)]}>
            <Input maxLength={maxLengthOf(f.address)} autoComplete="off" />
          </Form.Item>
        </Form>
      </Col>
    </Row>
  );
}
