import { Button, Image, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { saveBlob } from '@/lib/save-blob';

/** Types a browser shows safely inside the page; anything else is downloaded. */
export const isViewable = (mime: string) => mime === 'application/pdf' || /^image\/(png|jpe?g|gif|webp)$/.test(mime);

type StoredFileRef = { id: string; name: string; mime: string };

/**
 * A licence file, opened with the operator's token: an image in a dialog, a PDF in a new tab
 * (the browser's own PDF viewer, which a sandboxed iframe would block), other types downloaded.
 * The bytes come as a blob because the token is not a cookie; the blob keeps the type the server
 * checked on upload, so nothing is rendered as HTML.
 */
export function FileButton({ file, load }: { file: StoredFileRef; load: (fileId: string) => Promise<Blob> }) {
  const [url, setUrl] = useState<string>();
  const [isLoading, setLoading] = useState(false);

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const open = async () => {
    const isPdf = file.mime === 'application/pdf';
    // Opened inside the click, before the await, so no popup blocker refuses it.
    const tab = isPdf ? window.open('about:blank', '_blank') : null;
    setLoading(true);
    try {
      const blob = await load(file.id);
      const typed = new Blob([blob], { type: file.mime });
      if (isPdf && tab) {
        const pdfUrl = URL.createObjectURL(typed);
        tab.opener = null;
        tab.location.href = pdfUrl;
        setTimeout(() => URL.revokeObjectURL(pdfUrl), 5 * 60_000);
      } else if (isViewable(file.mime) && !isPdf) {
        setUrl(URL.createObjectURL(typed));
      } else {
        saveBlob(typed, file.name);
      }
    } catch {
      tab?.close();
      // the API client has told the operator
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button type="link" onClick={() => void open()} loading={isLoading} style={{ paddingInline: 0 }}>
        {file.name}
      </Button>
      <Modal
        open={Boolean(url)}
        title={file.name}
        width="min(1000px, 96vw)"
        footer={
          <Space>
            <Button href={url} download={file.name}>
              Tải xuống
            </Button>
            <Button type="primary" onClick={() => setUrl(undefined)}>
              Đóng
            </Button>
          </Space>
        }
        onCancel={() => setUrl(undefined)}
        destroyOnHidden
      >
        {url ? <Image src={url} alt={file.name} style={{ maxWidth: '100%' }} preview={false} /> : <Spin />}
      </Modal>
    </>
  );
}
