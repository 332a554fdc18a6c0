import type { FormItemProps } from 'antd';

/**
 * What a form may set on a shared field: its name, label and the Form.Item's layout props. The
 * rule, the input and its attributes belong to the field, so every form gets the same ones.
 */
export type FieldProps = Omit<FormItemProps, 'rules' | 'children'>;
