import { theme } from 'antd';
import { type CSSProperties, type Key, type ReactNode, useId } from 'react';

/** What an empty list says when its screen gives no text of its own (antd's List said the same). */
const ITEM_LIST_EMPTY = 'Không có dữ liệu';

type ItemListProps<T> = {
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** The row's content, on its left. */
  renderItem: (item: T) => ReactNode;
  /** What stands at the row's right end (buttons, a size and date). */
  renderActions?: (item: T) => ReactNode;
  /** A title above the rows; it also names the list for screen readers. */
  header?: ReactNode;
  empty?: ReactNode;
  bordered?: boolean;
  size?: 'small' | 'middle';
};

/**
 * A short list of rows (files, requests, progress steps): a `<ul>` of `<li>`, one line between rows,
 * with the spacing antd's List had. antd 6.6 deprecates List, and its successor (Listy) is a
 * virtualised list for long ones: a screen's handful of files needs neither.
 */
export function ItemList<T>({
  items,
  rowKey,
  renderItem,
  renderActions,
  header,
  empty = ITEM_LIST_EMPTY,
  bordered = false,
  size = 'middle',
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const headerId = useId();
  const small = size === 'small';
  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const paddingInline = small ? token.paddingContentHorizontal : bordered ? token.paddingLG : 0;
  const rowPadding: CSSProperties = {
    paddingBlock: small ? token.paddingContentVerticalSM : token.paddingContentVertical,
    paddingInline,
  };
  const hasHeader = header !== undefined && header !== null && header !== false;
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...(bordered && { border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`, borderRadius: token.borderRadiusLG }),
      }}
    >
      {hasHeader && (
        <div id={headerId} style={{ paddingBlock: token.paddingSM, paddingInline, borderBottom: rule }}>
          {header}
        </div>
      )}
      {items.length === 0 ? (
        <div style={{ padding: token.padding, color: token.colorTextDisabled, textAlign: 'center' }}>{empty}</div>
      ) : (
        <ul aria-labelledby={hasHeader ? headerId : undefined} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <li
              key={rowKey(item)}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: token.marginXXL,
                ...rowPadding,
                borderBottom: index < items.length - 1 ? rule : undefined,
              }}
            >
              <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item)}</div>
              {renderActions && (
                <div style={{ flex: '0 0 auto', display: 'flex', alignItems: 'center', gap: token.paddingXS * 2 }}>
                  {renderActions(item)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
