import { maxLengthOf, ORDER_TEXT, type Patient, type PatientBody, patientFieldSchemas as f } from '@portal/contract';
import { Col, Form, Input, Modal, Row } from 'antd';
import { AddressFields } from '@/components/form-fields/address-fields';
import { BirthDateField } from '@/components/form-fields/birth-date-field';
import { EmailField } from '@/components/form-fields/email-field';
import { GenderField } from '@/components/form-fields/gender-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useCreatePatient, useUpdatePatient } from '../api/patient-mutations';

export const PATIENT_DIALOG_TEXT = {
  createTitle: ORDER_TEXT.addPatient,
  editTitle: 'Chỉnh sửa bệnh nhân',
  save: 'Lưu',
  cancel: 'Hủy',
  fullName: 'Họ và tên',
  address: 'Địa chỉ',
} as const;

type Props = {
  open: boolean;
  /** The patient to edit; none: a new one. */
  patient?: Patient | undefined;
  onClose: () => void;
  /** After the server saved it (the dialog has closed). */
  onSaved?: (patient: Patient) => void;
};

const valuesOf = (p: Patient): Partial<PatientBody> => ({
  fullName: p.fullName,
  phone: p.phone,
  birthday: p.birthday,
  gender: p.gender as PatientBody['gender'],
  email: p.email,
  provinceCode: p.provinceCode,
  districtCode: p.districtCode,
  wardCode: p.wardCode,
  address: p.address,
});

/**
 * 'Thêm bệnh nhân' and its edit twin (spec 3 §5 "Create patient"): the shared phone rule (10
 * digits from 0, checked on blur, SPEC-NOTES 15), birthday sent as YYYY-MM-DD. A refused save shows
 * the server's message as the error notice, puts field errors under their fields and keeps the
 * dialog open with everything typed (SPEC-NOTES 1, 22).
 */
export function PatientDialog({ open, patient, onClose, onSaved }: Props) {
  const [form] = Form.useForm<PatientBody>();
  const create = useCreatePatient();
  const update = useUpdatePatient();
  const saving = create.isPending || update.isPending;

  const save = (values: PatientBody) => {
    const done = {
      onSuccess: (saved: Patient) => {
        onClose();
        onSaved?.(saved);
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (patient) update.mutate({ id: patient.id, body: values }, done);
    else create.mutate(values, done);
  };

  return (
    <Modal
      open={open}
      title={patient ? PATIENT_DIALOG_TEXT.editTitle : PATIENT_DIALOG_TEXT.createTitle}
      okText={PATIENT_DIALOG_TEXT.save}
      cancelText={PATIENT_DIALOG_TEXT.cancel}
      width={720}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<PatientBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={patient ? valuesOf(patient) : undefined}
        onFinish={save}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="fullName" label={PATIENT_DIALOG_TEXT.fullName} required rules={[zodRule(f.fullName)]}>
              <Input maxLength={maxLengthOf(f.fullName)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <PhoneField validateTrigger="onBlur" required />
          </Col>
          <Col xs={24} md={12}>
            <BirthDateField />
          </Col>
          <Col xs={24} md={12}>
            <GenderField />
          </Col>
          <Col xs={24}>
            <EmailField required />
          </Col>
        </Row>
        <AddressFields />
        <Form.Item name="address" label={PATIENT_DIALOG_TEXT.address} rules={[optionalZodRule(f.address)]}>
          <Input maxLength={maxLengthOf(f.address)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
