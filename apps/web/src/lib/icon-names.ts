/**
 * The Vietnamese screen-reader names of @ant-design/icons glyphs, keyed by the icon's own name
 * (`DownOutlined` and `DownCircleFilled` are 'down' and 'down-circle'; the theme is not part of it).
 *
 * antd's icon component writes that English name as the icon's `aria-label` (`role="img"`), and
 * several antd controls are named by their icon alone: Pagination's previous and next buttons,
 * Input.Search's button, the clear button of a text input, Tabs' "more" button. Hiding the icons
 * would leave those buttons nameless, so `icon-names-plugin.ts` (client build, server build and
 * tests) makes the component read this map instead. An `aria-label` or `aria-hidden` given where
 * an icon is drawn still wins.
 *
 * One name per glyph: where antd draws a glyph with another meaning, `ICON_NAMES_BY_CLASS` or the
 * plugin names it there. Every icon the app imports and every icon antd draws must be listed
 * (`icon-names.test.tsx` reads both); one missing keeps its English name rather than none.
 *
 * Plain data without imports: vite.config.ts and the tests' module hook read it outside the app.
 */
export const ICON_NAMES: Readonly<Record<string, string>> = {
  // Drawn by antd's own components (node_modules/antd/es imports of @ant-design/icons/es/icons/*).
  bars: 'Mở trình đơn',
  calendar: 'Lịch',
  'caret-down': 'Giảm dần',
  'caret-up': 'Tăng dần',
  check: 'Hoàn thành',
  'check-circle': 'Thành công',
  'clock-circle': 'Giờ',
  close: 'Đóng',
  // Alerts, notices, results and form feedback; the clear button of a text input or picker uses
  // the same glyph and is named by the plugin (CLEAR_ICON_NAME).
  'close-circle': 'Lỗi',
  copy: 'Sao chép',
  delete: 'Xóa',
  // Pagination's "jump five pages" links.
  'double-left': 'Lùi nhiều trang',
  'double-right': 'Tiến nhiều trang',
  down: 'Mở danh sách',
  download: 'Tải xuống',
  edit: 'Sửa',
  ellipsis: 'Xem thêm',
  enter: 'Xác nhận',
  'exclamation-circle': 'Cảnh báo',
  eye: 'Xem',
  'eye-invisible': 'Đang ẩn',
  file: 'Tệp',
  'file-text': 'Tài liệu',
  filter: 'Lọc',
  folder: 'Thư mục',
  'folder-open': 'Thư mục đang mở',
  holder: 'Kéo để sắp xếp',
  'info-circle': 'Thông tin',
  // Pagination's previous and next buttons are named by these alone (the app's one icon-only use).
  left: 'Trang trước',
  right: 'Trang sau',
  loading: 'Đang tải',
  minus: 'Bớt',
  'minus-square': 'Thu gọn',
  'paper-clip': 'Tệp đính kèm',
  picture: 'Hình ảnh',
  plus: 'Thêm',
  'plus-square': 'Mở rộng',
  'question-circle': 'Trợ giúp',
  reload: 'Tải lại',
  'rotate-left': 'Xoay trái',
  'rotate-right': 'Xoay phải',
  search: 'Tìm kiếm',
  star: 'Sao',
  swap: 'Đổi chiều',
  'swap-right': 'Đến',
  up: 'Lên',
  'vertical-align-top': 'Lên đầu trang',
  warning: 'Cảnh báo',
  'zoom-in': 'Phóng to',
  'zoom-out': 'Thu nhỏ',

  // Imported by the app (apps/web/src); most stand beside a text that names the action.
  'account-book': 'Sổ sách',
  api: 'Tích hợp',
  appstore: 'Danh mục',
  'arrow-left': 'Quay lại',
  audit: 'Đối chiếu',
  bank: 'Cơ sở',
  bell: 'Thông báo',
  bold: 'In đậm',
  comment: 'Ý kiến',
  contacts: 'Danh bạ',
  container: 'Lưu trữ',
  dashboard: 'Tổng quan',
  disconnect: 'Bỏ liên kết',
  experiment: 'Xét nghiệm',
  'file-excel': 'Tệp Excel',
  'file-image': 'Tệp ảnh',
  'file-pdf': 'Tệp PDF',
  'file-protect': 'Hợp đồng',
  'file-search': 'Tra cứu tài liệu',
  'file-word': 'Tệp Word',
  'folder-add': 'Thêm thư mục',
  gift: 'Gói',
  heart: 'Yêu thích',
  history: 'Lịch sử',
  hourglass: 'Đang chờ',
  idcard: 'Thẻ',
  italic: 'In nghiêng',
  key: 'Chìa khóa',
  layout: 'Bố cục',
  link: 'Liên kết',
  logout: 'Đăng xuất',
  'medicine-box': 'Y tế',
  'menu-fold': 'Thu gọn trình đơn',
  'menu-unfold': 'Mở rộng trình đơn',
  'minus-circle': 'Bỏ',
  more: 'Thêm thao tác',
  notification: 'Loa thông báo',
  'ordered-list': 'Danh sách đánh số',
  read: 'Bài viết',
  redo: 'Làm lại',
  safety: 'Bảo mật',
  setting: 'Cài đặt',
  shop: 'Cửa hàng',
  solution: 'Hồ sơ',
  strikethrough: 'Gạch ngang',
  tags: 'Nhãn',
  team: 'Nhóm',
  underline: 'Gạch chân',
  undo: 'Hoàn tác',
  'unordered-list': 'Danh sách',
  upload: 'Tải lên',
  user: 'Người dùng',
  'video-camera': 'Video',
};

/**
 * Where antd gives a glyph a class that says what it means there: an icon of that name whose
 * `className` contains `classPart` is named `name`. Steps draw a failed step (the order progress
 * page's cancelled order) with the close glyph.
 */
export const ICON_NAMES_BY_CLASS: readonly { icon: string; classPart: string; name: string }[] = [
  { icon: 'close', classPart: 'steps-item-icon-error', name: 'Lỗi' },
];

/**
 * The default icon of antd's clear buttons (Input, TextArea, the pickers): the only name an input's
 * clear button has. The pickers' own word for it ('Xóa'); nothing longer, since a name that holds a
 * field's label ('Nội dung') would also be found by a search for that label.
 */
export const CLEAR_ICON_NAME = 'Xóa';

/** A select's clear button (rc-select names it 'Clear'): it clears the choice, not the field's text. */
export const SELECT_CLEAR_NAME = 'Xóa lựa chọn';

/** A number box's step buttons (rc-input-number: 'Increase Value', 'Decrease Value'). */
export const STEP_NAMES = { up: 'Tăng', down: 'Giảm' } as const;
