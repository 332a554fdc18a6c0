import { maxLengthOf, ORDER_TEXT, type Patient, type PatientBody, patientFieldSchemas as f } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { PersonFields } from '@/components/form-fields/person-fields';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule } from '@/lib/zod-rule';
import { useCreatePatient, useUpdatePatient } from '../api/patient-mutations';

export const PATIENT_DIALOG_TEXT = {
  createTitle: ORDER_TEXT.addPatient,
  editTitle: 'Chỉnh sửa bệnh nhân',
  save: 'Lưu',
  cancel: 'Hủy',
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
        name="patient"
        layout="vertical"
        preserve={false}
        initialValues={patient ? valuesOf(patient) : undefined}
        onFinish={save}
      >
        <PersonFields nameField="fullName" birthDateField="birthday" phone={<PhoneField validateTrigger="onBlur" required />} />
        <Form.Item name="address" label={PATIENT_DIALOG_TEXT.address} rules={[optionalZodRule(f.address)]}>
          <Input maxLength={maxLengthOf(f.address)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
