import { Button, Space } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type RowActionsProps = {
  /** How the row is named in the buttons' labels and the questions ('dịch vụ XN-01'). */
  name: string;
  active: boolean;
  /** Booked rows are never deleted, only stopped. */
  used: boolean;
  stopLabel: string;
  resumeLabel: string;
  /** What stopping means for collaborators, said before the operator confirms. */
  stopDescription: string;
  onEdit: () => void;
  onSetActive: (active: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

/**
 * Edit, stop / resume and delete of a catalogue row (a service or a facility). Stopping hides it
 * from the order wizard and deleting cannot be undone, so both ask first; resuming does not.
 */
export function RowActions({
  name,
  active,
  used,
  stopLabel,
  resumeLabel,
  stopDescription,
  onEdit,
  onSetActive,
  onDelete,
}: RowActionsProps) {
  const [asking, setAsking] = useState<'stop' | 'delete'>();
  const [isResuming, setResuming] = useState(false);
  const resume = async () => {
    setResuming(true);
    try {
      await onSetActive(true);
    } catch {
      // the API client has told the operator
    } finally {
      setResuming(false);
    }
  };
  return (
    <Space size={4}>
      <Button size="small" aria-label={`Sửa ${name}`} onClick={onEdit}>
        Sửa
      </Button>
      {active ? (
        <Button size="small" aria-label={`${stopLabel} ${name}`} onClick={() => setAsking('stop')}>
          Ngừng
        </Button>
      ) : (
        <Button size="small" aria-label={`${resumeLabel} ${name}`} loading={isResuming} onClick={() => void resume()}>
          Mở lại
        </Button>
      )}
      {!used && (
        <Button size="small" danger aria-label={`Xóa ${name}`} onClick={() => setAsking('delete')}>
          Xóa
        </Button>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking === 'delete' ? `Xóa ${name}` : `${stopLabel} ${name}`}
        okText={asking === 'delete' ? 'Xóa' : stopLabel}
        danger={asking === 'delete'}
        description={asking === 'delete' ? `Xóa ${name}? Thao tác này không thể hoàn tác.` : stopDescription}
        onConfirm={() => (asking === 'delete' ? onDelete() : onSetActive(false))}
        onClose={() => setAsking(undefined)}
      />
    </Space>
  );
}
