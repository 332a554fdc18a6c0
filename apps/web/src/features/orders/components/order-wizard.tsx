import { DEFAULT_METHOD_TYPE, type OrderDetail, ORDER_TEXT, RESET_METHOD_TYPE } from '@portal/contract';
import { Button, Form, Modal, Space, Steps, Tag } from 'antd';
import { type ComponentType, useState } from 'react';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateOrder, useUpdateOrder } from '../api/order-mutations';
import type { PatientPickerProps } from '../parts';
import { WizardBookingStep } from './wizard-booking-step';
import { WizardPatientStep } from './wizard-patient-step';
import { WizardServiceStep } from './wizard-service-step';
import { fromOrder, orderPayload, type PatientStepValues, STEP_FIELDS, type ServiceStepValues } from './wizard-values';

export const WIZARD_TEXT = {
  next: 'Tiếp tục',
  back: 'Quay lại',
  cancel: 'Hủy',
  discardTitle: 'Bạn có chắc muốn hủy? Thông tin đã nhập sẽ không được lưu.',
  discard: 'Hủy bỏ thông tin',
  keepEditing: 'Tiếp tục nhập',
} as const;

type Step = 0 | 1 | 2;
const LAST_STEP: Step = 2;

export type OrderWizardProps = {
  open: boolean;
  /** The order to edit; none: a new order. */
  order?: OrderDetail | undefined;
  PatientPicker: ComponentType<PatientPickerProps>;
  onClose: () => void;
  /** The server saved it (the caller closes the wizard). */
  onSaved: (order: OrderDetail) => void;
};

/**
 * The order dialog (spec 3 §2, §4): 'Thông tin' → 'Chỉ định' → 'Đặt lịch'. Mounted afresh on each
 * opening: step 0, empty forms (method HOSPITAL) or the order's values when editing.
 */
export function OrderWizard(props: OrderWizardProps) {
  return props.open ? <WizardDialog {...props} /> : null;
}

function WizardDialog({ order, PatientPicker, onClose, onSaved }: OrderWizardProps) {
  const [patientForm] = Form.useForm<PatientStepValues>();
  const [serviceForm] = Form.useForm<ServiceStepValues>();
  const [initial] = useState(() =>
    order ? fromOrder(order) : { patient: {}, service: { methodType: DEFAULT_METHOD_TYPE } satisfies Partial<ServiceStepValues> },
  );
  const [step, setStep] = useState<Step>(0);
  const [done, setDone] = useState<ReadonlySet<Step>>(new Set());
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const saving = create.isPending || update.isPending;
  const isEdit = order !== undefined;
  const provinceCode = Form.useWatch('provinceCode', patientForm);
  const [modal, modalHolder] = Modal.useModal();

  /** Esc, the close button or 'Hủy' on a half-filled wizard asks first; an untouched one just closes. */
  const requestClose = () => {
    if (saving) return;
    if (!patientForm.isFieldsTouched() && !serviceForm.isFieldsTouched()) {
      onClose();
      return;
    }
    void modal.confirm({
      title: WIZARD_TEXT.discardTitle,
      okText: WIZARD_TEXT.discard,
      okButtonProps: { danger: true },
      cancelText: WIZARD_TEXT.keepEditing,
      // The safe choice has the focus: Esc then Enter keeps what was typed.
      focusable: { autoFocusButton: 'cancel' },
      onOk: onClose,
    });
  };

  const isValid = async (s: Step) => {
    try {
      if (s === 0) await patientForm.validateFields();
      else await serviceForm.validateFields([...STEP_FIELDS[s]]);
      return true;
    } catch {
      return false;
    }
  };

  /** Forward only through steps that validate (each is then complete); backward freely. */
  const goTo = async (target: Step) => {
    if (target < step) {
      // Spec 3 §4: back to the patient step resets the service form, method HOME.
      if (target === 0) {
        serviceForm.resetFields();
        serviceForm.setFieldsValue({ methodType: RESET_METHOD_TYPE });
        setDone(new Set());
      }
      setStep(target);
      return;
    }
    const completed = new Set(done);
    for (let s = step; s < target; s++) {
      if (!(await isValid(s))) {
        setDone(completed);
        setStep(s);
        return;
      }
      completed.add(s);
    }
    setDone(completed);
    setStep(target);
  };

  const submit = async () => {
    for (const s of [0, 1, 2] as const) {
      if (!(await isValid(s))) {
        setStep(s);
        return;
      }
    }
    const body = orderPayload(patientForm.getFieldsValue(true), serviceForm.getFieldsValue(true), order);
    const onError = (error: unknown) => {
      // The error notice has told why; field errors go under their fields, on the first step that has one.
      if (applyServerErrors(patientForm, error)) setStep(0);
      else if (applyServerErrors(serviceForm, error))
        setStep(serviceForm.getFieldsError(['workTimeTest', 'note']).some((e) => e.errors.length) ? 2 : 1);
    };
    const onSuccess = (saved: OrderDetail) => onSaved(saved);
    if (order) update.mutate({ id: order.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <Modal
      open
      width={1080}
      mask={{ closable: false }}
      title={
        <Space>
          {isEdit ? ORDER_TEXT.wizardEditTitle : ORDER_TEXT.wizardCreateTitle}
          <Tag color="blue">{ORDER_TEXT.wizardStepTag(step + 1)}</Tag>
        </Space>
      }
      onCancel={requestClose}
      footer={
        <Space>
          {step === 0 ? (
            <Button onClick={requestClose}>{WIZARD_TEXT.cancel}</Button>
          ) : (
            <Button onClick={() => void goTo((step - 1) as Step)}>{WIZARD_TEXT.back}</Button>
          )}
          {step < LAST_STEP ? (
            <Button type="primary" onClick={() => void goTo((step + 1) as Step)}>
              {WIZARD_TEXT.next}
            </Button>
          ) : (
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              {ORDER_TEXT.submit}
            </Button>
          )}
        </Space>
      }
    >
      {modalHolder}
      <Steps
        className="order-wizard__steps"
        current={step}
        onChange={(target) => void goTo(target as Step)}
        items={ORDER_TEXT.wizardSteps.map((title, i) => ({
          title,
          status: i === step ? 'process' : done.has(i as Step) ? 'finish' : 'wait',
        }))}
      />
      <div hidden={step !== 0}>
        <WizardPatientStep form={patientForm} initialValues={initial.patient} PatientPicker={PatientPicker} />
      </div>
      <Form<ServiceStepValues>
        form={serviceForm}
        layout="vertical"
        name="order-service"
        initialValues={initial.service}
        onValuesChange={(changed: Partial<ServiceStepValues>) => {
          // Spec 3 §4: on a new order, another method or facility means another catalogue.
          if (!isEdit && ('methodType' in changed || 'facilityCode' in changed)) serviceForm.setFieldValue('serviceIds', []);
        }}
      >
        <div hidden={step !== 1}>
          <WizardServiceStep form={serviceForm} provinceCode={provinceCode} />
        </div>
        <div hidden={step !== 2}>
          <WizardBookingStep form={serviceForm} patient={patientForm.getFieldsValue(true)} />
        </div>
      </Form>
    </Modal>
  );
}
