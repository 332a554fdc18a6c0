import { Form, type FormInstance, Modal, Row } from 'antd';
import type { ReactNode } from 'react';
import { applyServerErrors } from '@/lib/form-errors';
import { CONSOLE_TEXT } from '../lib/labels';

type FormDialogProps<T> = {
  /** The form's id and name (the OK button submits it). */
  id: string;
  title: string;
  width: number;
  form: FormInstance<T>;
  initialValues: Partial<T>;
  isPending: boolean;
  /** Saves; the dialog closes when it resolves, and a 400's field errors land on the fields. */
  onSave: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** The submit button's text (default 'Lưu'). */
  okText?: string;
};

/** The desk's create / edit dialog: a vertical form in a row grid, 'Lưu' submits, the mask does not close it. */
export function FormDialog<T extends object>({
  id,
  title,
  width,
  form,
  initialValues,
  isPending,
  onSave,
  onClose,
  children,
  okText = 'Lưu',
}: FormDialogProps<T>) {
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText}
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: id }}
      confirmLoading={isPending}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<T>
        form={form}
        id={id}
        name={id}
        layout="vertical"
        disabled={isPending}
        initialValues={initialValues}
        onFinish={(values) => void onSave(values).then(onClose, (error: unknown) => applyServerErrors(form, error))}
      >
        <Row gutter={16}>{children}</Row>
      </Form>
    </Modal>
  );
}
