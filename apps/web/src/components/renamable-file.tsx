import { keptFileSchema, maxLengthOf } from '@portal/contract';
import type { UploadFile } from 'antd';
import { useState } from 'react';

type RenamableFileProps = {
  file: UploadFile;
  disabled?: boolean;
  onOpen: (file: UploadFile) => void;
  onRename: (name: string) => void;
  onRemove: () => void;
};

/** One row of the upload list: open, rename inline (Enter or leaving the field keeps it, Escape drops it), remove. */
export function RenamableFile({ file, disabled, onOpen, onRename, onRemove }: RenamableFileProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const name = draft?.trim();
    if (name && name !== file.name) onRename(name);
    setDraft(null);
  };
  return (
    <div className="file-list-upload__item">
      {draft === null ? (
        <button type="button" className="file-list-upload__name" onClick={() => onOpen(file)}>
          {file.name}
        </button>
      ) : (
        <input
          className="file-list-upload__rename"
          aria-label={`Tên mới cho ${file.name}`}
          value={draft}
          maxLength={maxLengthOf(keptFileSchema.shape.name)}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      )}
      {disabled ? null : (
        <span className="file-list-upload__actions">
          <button type="button" aria-label={`Đổi tên ${file.name}`} onClick={() => setDraft(file.name)}>
            Đổi tên
          </button>
          <button type="button" aria-label={`Xóa ${file.name}`} onClick={onRemove}>
            Xóa
          </button>
        </span>
      )}
    </div>
  );
}
