import { CONTENT_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findDialog, loadAntdTexts } from '@/testing/antd-helpers';
import { renderConsole } from '../testing';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  await Promise.all([loadAntdTexts(), import('./rich-text-editor/rich-text-editor-impl')]);
});

function Harness({ initial, onChange }: { initial: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Nội dung"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Đặt lại</p>')}>
        Đặt lại
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value in a labelled editing area; a value set from outside replaces the text', async () => {
    renderConsole(<Harness initial="<h2>Mục</h2><p><strong>Đậm</strong></p>" />);
    const area = await screen.findByRole('textbox', { name: 'Nội dung' });
    expect(area.querySelector('h2')?.textContent).toBe('Mục');
    expect(area.querySelector('strong')?.textContent).toBe('Đậm');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đặt lại' }));
    await waitFor(() => expect(area.textContent).toBe('Đặt lại'));
  });

  it('has a toolbar of named buttons, without an image button when nothing can upload', async () => {
    renderConsole(<Harness initial="" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Định dạng: Nội dung' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['In đậm', 'In nghiêng', 'Gạch chân', 'Trích dẫn', 'Chèn liên kết', 'Hoàn tác']));
    expect(names).not.toContain('Chèn ảnh');
    expect(within(toolbar).getByRole('button', { name: 'In đậm' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a javascript: link with the contract message', async () => {
    const onChange = vi.fn();
    renderConsole(<Harness initial="<p>Xem thêm</p>" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chèn liên kết' }));
    const dialog = await findDialog('Chèn liên kết');
    await user.type(within(dialog).getByLabelText('Địa chỉ liên kết'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Chèn' }));
    await waitFor(() => expect(within(dialog).getByText(CONTENT_MSG.link)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nội dung' }).querySelector('a')).toBeNull();
    for (const [html] of onChange.mock.calls) expect(html).not.toContain('javascript:');
  });
});
