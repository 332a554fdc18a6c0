import { groupDigits } from '@portal/contract';
import { InputNumber, type InputNumberProps } from 'antd';

const format = (value: number | string | undefined) => (value === undefined || value === '' ? '' : groupDigits(Number(value)));
// An emptied input stays empty (the field's rule then asks for a price) instead of reading as 0.
const parse = (text: string | undefined) => {
  const digits = (text ?? '').replace(/\D/g, '');
  return (digits === '' ? '' : Number(digits)) as number;
};

/** Whole đồng, typed and shown with dot thousands (1.250.000 đ). */
export function MoneyInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser'>) {
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      min={0}
      precision={0}
      controls={false}
      inputMode="numeric"
      suffix="đ"
      formatter={format}
      parser={parse}
      {...props}
    />
  );
}
