import { CONTENT_IMAGE_EXTENSIONS, checkUploadList, uploadHint } from '@portal/contract';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useCover } from '../api/news';
import type { CoverValue } from './news-form';

export const COVER_RULES = { extensions: CONTENT_IMAGE_EXTENSIONS, maxFiles: 1 } as const;

/** The message for a chosen cover that the upload rule refuses (type, size, empty), or undefined. */
export function coverProblem(value: CoverValue | undefined): string | undefined {
  if (value?.kind !== 'new') return undefined;
  const check = checkUploadList({ name: value.file.name, size: value.file.size }, [], COVER_RULES);
  return check.kind === 'reject' ? check.message : undefined;
}

/** An object URL for a blob or file, revoked when it changes or the field goes. */
function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The post's cover: a preview of the stored image (read with the operator's token: a draft's
 * cover is not public) or of the chosen file, "Chọn ảnh" and "Xóa ảnh". A form field (value/onChange).
 */
export function CoverImageField({
  value = { kind: 'none' },
  onChange,
  id,
}: {
  value?: CoverValue;
  onChange?: (v: CoverValue) => void;
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const stored = useCover(value.kind === 'keep' ? value.fileId : undefined);
  const url = useObjectUrl(value.kind === 'new' ? value.file : value.kind === 'keep' ? stored.data : undefined);
  return (
    <Flex vertical gap={8} align="flex-start">
      {value.kind !== 'none' && (
        <div style={{ width: 240, maxWidth: '100%', aspectRatio: '16 / 9', background: '#f5f5f5', borderRadius: 6, overflow: 'hidden' }}>
          {url ? (
            <img src={url} alt="Xem trước ảnh bìa" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography.Text type="secondary" style={{ display: 'block', padding: 12 }}>
              {stored.isError ? 'Không tải được ảnh bìa' : 'Đang tải ảnh…'}
            </Typography.Text>
          )}
        </div>
      )}
      <Flex gap={8} wrap>
        <Button id={id} onClick={() => input.current?.click()}>
          {value.kind === 'none' ? 'Chọn ảnh bìa' : 'Đổi ảnh bìa'}
        </Button>
        {value.kind !== 'none' && (
          <Button danger onClick={() => onChange?.({ kind: 'none' })}>
            Xóa ảnh bìa
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{uploadHint(COVER_RULES)}</Typography.Text>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        data-testid="cover-input"
        accept={CONTENT_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange?.({ kind: 'new', file });
          event.target.value = '';
        }}
      />
    </Flex>
  );
}
