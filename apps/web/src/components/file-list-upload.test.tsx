import { LIMITS, MSG, UPLOAD_EXTENSIONS } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileListUpload } from './file-list-upload';

function Harness(props: { maxFiles?: number; extensions?: readonly string[] }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  return <FileListUpload id="files" value={files} onChange={setFiles} {...props} />;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileListUpload', () => {
  it('says which types, size and count it takes, and the file input is described by it', () => {
    render(<Harness />);
    const hint = `Chấp nhận: JPG, JPEG, PNG, PDF, DOC, DOCX, SVG; tối đa ${LIMITS.uploadMaxMb} MB mỗi file, tối đa ${LIMITS.uploadMaxFiles} file`;
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(hint);
    expect(fileInput()).toHaveAttribute('accept', UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(','));
  });

  it('tells the limits it was given, the same ones it enforces', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness maxFiles={1} extensions={['pdf']} />);
    expect(screen.getByText(`Chấp nhận: PDF; tối đa ${LIMITS.uploadMaxMb} MB mỗi file, tối đa 1 file`)).toBeInTheDocument();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await user.upload(fileInput(), new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(MSG.tooManyFiles(1))).toBeInTheDocument());
    await user.upload(fileInput(), new File(['x'], 'c.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText(MSG.fileType('c.png'))).toBeInTheDocument());
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });
});
