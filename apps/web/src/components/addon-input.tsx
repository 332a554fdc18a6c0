import { Form, Input, InputNumber, type InputNumberProps, type InputProps, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Addons = { before?: ReactNode; after?: ReactNode };

/**
 * A fixed text before or after a field ('/tin-tuc/', 'đ', 'ngày'), drawn as one group with it.
 * antd 6 deprecates the inputs' own `addonBefore`/`addonAfter` for `Space.Compact` with a
 * `Space.Addon`; these take the props a Form.Item gives its field (value, onChange, id) as the input
 * did, so the field stays the Form.Item's only child and keeps its label. The addon takes the field's
 * error colour as the input does.
 */
function WithAddons({ before, after, style, children }: Addons & { style?: CSSProperties; children: ReactNode }) {
  const { status } = Form.Item.useStatus();
  const addonStatus = status === 'error' || status === 'warning' ? status : undefined;
  return (
    <Space.Compact block={!style?.width} style={style}>
      {before !== undefined && <Space.Addon status={addonStatus}>{before}</Space.Addon>}
      {children}
      {after !== undefined && <Space.Addon status={addonStatus}>{after}</Space.Addon>}
    </Space.Compact>
  );
}

/** A text input with a fixed text before or after it (the whole group is as wide as its parent). */
export function AddonInput({ before, after, ...input }: Omit<InputProps, 'addonBefore' | 'addonAfter'> & Addons) {
  return (
    <WithAddons before={before} after={after}>
      <Input {...input} />
    </WithAddons>
  );
}

/** A number input with a fixed text before or after it; `style.width` is the whole group's width. */
export function AddonInputNumber<T extends number | string = number>({
  before,
  after,
  style,
  ...input
}: Omit<InputNumberProps<T>, 'addonBefore' | 'addonAfter'> & Addons) {
  return (
    <WithAddons before={before} after={after} style={style}>
      <InputNumber<T> {...input} style={{ flex: 1, minWidth: 0 }} />
    </WithAddons>
  );
}
