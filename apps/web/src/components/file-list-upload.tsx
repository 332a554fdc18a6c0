import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useId, useRef, useState } from 'react';
import { RenamableFile } from './renamable-file';
import { checkUploadList, TENDER_MSG, UPLOAD_EXTENSIONS, type UploadRuleOptions, uploadHint } from '@portal/contract';

type FileListUploadProps = UploadRuleOptions & {
  /** Form.Item passes the value and onChange of the field (a list of antd UploadFile). */
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  buttonLabel?: string;
  id?: string;
  disabled?: boolean;
  /** Spec 1 §5: each listed file can be renamed inline (the new name is the one sent). */
  renamable?: boolean;
  /** Opens a listed file; without it a stored file opens its `url`, and one without a URL is told so. */
  onOpen?: (file: UploadFile) => void;
};

/**
 * Spec 1 §5 upload list: files stay in the browser until the form is sent; a wrong type or an
 * oversized file is refused with the spec's message, a duplicate is ignored, any file can be
 * removed. Under the button it says which types, sizes and how many files it takes, from the
 * same options the check uses.
 */
export function FileListUpload({
  value = [],
  onChange,
  buttonLabel = 'Chọn file',
  id,
  disabled,
  renamable = false,
  onOpen,
  ...ruleOptions
}: FileListUploadProps) {
  const [refusals, setRefusals] = useState<string[]>([]);
  // Several files picked at once arrive one by one before the parent re-renders.
  const latest = useRef(value);
  latest.current = value;

  const accept = (ruleOptions.extensions ?? UPLOAD_EXTENSIONS).map((extension) => `.${extension}`).join(',');
  const hintId = useId();

  return (
    <div className="file-list-upload">
      <Upload
        // The field's label points at the file input itself (Form.Item passes the id).
        id={id}
        multiple
        accept={accept}
        aria-describedby={hintId}
        disabled={disabled}
        fileList={value}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) setRefusals([]);
          const listed = latest.current.map((item) => ({ name: item.name, size: item.size ?? 0 }));
          // The contract's rule, the same one the server applies to the parts it receives.
          const check = checkUploadList({ name: file.name, size: file.size }, listed, ruleOptions);
          if (check.kind === 'reject') setRefusals((current) => [...current, check.message]);
          if (check.kind === 'accept') {
            const next: UploadFile[] = [
              ...latest.current,
              { uid: file.uid, name: file.name, size: file.size, type: file.type, status: 'done', originFileObj: file },
            ];
            latest.current = next;
            onChange?.(next);
          }
          // The list is ours: antd neither uploads nor adds the file itself.
          return Upload.LIST_IGNORE;
        }}
        itemRender={
          renamable
            ? (_node, file) => (
                <RenamableFile
                  file={file}
                  disabled={disabled}
                  onOpen={onOpen ?? openStoredFile}
                  onRename={(name) => {
                    const next = latest.current.map((item) => (item.uid === file.uid ? { ...item, name } : item));
                    latest.current = next;
                    onChange?.(next);
                  }}
                  onRemove={() => {
                    const next = latest.current.filter((item) => item.uid !== file.uid);
                    latest.current = next;
                    onChange?.(next);
                  }}
                />
              )
            : undefined
        }
        onRemove={(file) => {
          const next = latest.current.filter((item) => item.uid !== file.uid);
          latest.current = next;
          onChange?.(next);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
          {buttonLabel}
        </Button>
      </Upload>
      <div id={hintId} className="file-list-upload__hint">
        {uploadHint(ruleOptions)}
      </div>
      {refusals.length > 0 ? (
        <ul className="file-list-upload__refusals" role="alert">
          {refusals.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A stored file opens its URL; a file with none is told so (spec 2 §5). */
function openStoredFile(file: UploadFile) {
  if (file.url) window.open(file.url, '_blank', 'noopener');
  else window.alert(TENDER_MSG.fileNoUrl);
}
