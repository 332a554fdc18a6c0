import { Button, Space } from 'antd';

/** A row's 'Sửa' and 'Xóa', named after the row for screen readers. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Space size={4}>
      <Button size="small" aria-label={`Sửa ${name}`} onClick={onEdit}>
        Sửa
      </Button>
      <Button size="small" danger aria-label={`Xóa ${name}`} onClick={onDelete}>
        Xóa
      </Button>
    </Space>
  );
}
