import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { CONTENT_MSG, isRichTextHref } from '@portal/contract';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Modal } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { RichTextEditorProps } from '../rich-text-editor';

/** The HTML of the editor's document; an empty document is '' (so a required rule sees "nothing"). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  icon,
  text,
  pressed,
  disabled,
  loading,
  onClick,
}: {
  label: string;
  icon?: ReactNode;
  /** Short visible text instead of an icon ('H2'): the name is then the label with it, read from the content. */
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="text"
      size="small"
      aria-label={text ? undefined : label}
      title={text ? `${label} (${text})` : label}
      aria-pressed={pressed}
      disabled={disabled}
      loading={loading}
      icon={icon}
      // Keep the text's selection: a click on the toolbar must not take the focus out of the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text ? (
        <>
          <span className="rte-sr">{label} (</span>
          <span style={{ fontWeight: 600, fontSize: 13 }}>{text}</span>
          <span className="rte-sr">)</span>
        </>
      ) : null}
    </Button>
  );
}

const Text = ({ children }: { children: string }) => <span style={{ fontWeight: 600, fontSize: 13 }}>{children}</span>;

/** Asks for a link's address; the contract's rule is the sanitiser's, so what is accepted here is kept. */
function LinkDialog({ initial, onSave, onClose }: { initial: string; onSave: (href: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      open
      title="Chèn liên kết"
      okText="Chèn"
      cancelText="Hủy"
      okButtonProps={{ htmlType: 'submit', form: 'rte-link' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        id="rte-link"
        name="rte-link"
        layout="vertical"
        initialValues={{ href: initial }}
        onFinish={(v) => onSave(v.href.trim())}
      >
        <Form.Item
          name="href"
          label="Địa chỉ liên kết"
          rules={[
            {
              required: true,
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim() || !isRichTextHref(value.trim())) throw new Error(CONTENT_MSG.link);
              },
            },
          ]}
        >
          <Input placeholder="https://… hoặc /tin-tuc" maxLength={2000} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Toolbar keys: arrows move between the buttons (the toolbar pattern), Tab leaves it. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export default function RichTextEditorImpl({
  value = '',
  onChange,
  label,
  id,
  disabled = false,
  onUploadImage,
  imageExtensions = ['jpg', 'jpeg', 'png'],
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  const fallbackId = useId();
  const areaId = id ?? `rte-${fallbackId}`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [isUploading, setUploading] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Code marks and blocks are not part of what the site shows (the sanitiser drops them).
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
          isAllowedUri: (url) => isRichTextHref(url),
        },
      }),
      // Images by address only: a pasted data: image would bypass the upload's checks.
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(ariaInvalid ? { 'aria-invalid': String(ariaInvalid) } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current?.(htmlOf(current)),
  });

  // A value set from outside (the form's reset, a loaded post) replaces the document; the editor's own changes come back equal.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // Without an update: TipTap's setEditable emits one by default, which the form took for an edit and
  // checked the empty body (a red 'Vui lòng nhập nội dung thư!' before anything was typed).
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            blockquote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const chain = () => editor?.chain().focus();
  const off = disabled || !editor;

  const onPickImage = async (file: File | undefined) => {
    if (!file || !onUploadImage || !editor) return;
    setUploading(true);
    try {
      const { fullPath } = await onUploadImage(file);
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.chain().focus().setImage({ src: fullPath, alt }).run();
    } catch {
      // The API client has told the operator why (type, size, content); the text stays as it was.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="rte" data-invalid={ariaInvalid === true || ariaInvalid === 'true'} aria-disabled={disabled}>
      <div className="rte-toolbar" role="toolbar" aria-label={`Định dạng: ${label}`} aria-controls={areaId} onKeyDown={onToolbarKeyDown}>
        <ToolButton
          label="Đề mục lớn"
          text="H2"
          pressed={state?.h2}
          disabled={off}
          onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="Đề mục nhỏ"
          text="H3"
          pressed={state?.h3}
          disabled={off}
          onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
        />
        <span className="rte-sep" aria-hidden />
        <ToolButton
          label="In đậm"
          icon={<BoldOutlined />}
          pressed={state?.bold}
          disabled={off}
          onClick={() => chain()?.toggleBold().run()}
        />
        <ToolButton
          label="In nghiêng"
          icon={<ItalicOutlined />}
          pressed={state?.italic}
          disabled={off}
          onClick={() => chain()?.toggleItalic().run()}
        />
        <ToolButton
          label="Gạch chân"
          icon={<UnderlineOutlined />}
          pressed={state?.underline}
          disabled={off}
          onClick={() => chain()?.toggleUnderline().run()}
        />
        <ToolButton
          label="Gạch ngang chữ"
          icon={<StrikethroughOutlined />}
          pressed={state?.strike}
          disabled={off}
          onClick={() => chain()?.toggleStrike().run()}
        />
        <span className="rte-sep" aria-hidden />
        <ToolButton
          label="Danh sách dấu chấm"
          icon={<UnorderedListOutlined />}
          pressed={state?.bulletList}
          disabled={off}
          onClick={() => chain()?.toggleBulletList().run()}
        />
        <ToolButton
          label="Danh sách đánh số"
          icon={<OrderedListOutlined />}
          pressed={state?.orderedList}
          disabled={off}
          onClick={() => chain()?.toggleOrderedList().run()}
        />
        <ToolButton
          label="Trích dẫn"
          icon={<Text>“ ”</Text>}
          pressed={state?.blockquote}
          disabled={off}
          onClick={() => chain()?.toggleBlockquote().run()}
        />
        <ToolButton label="Đường kẻ ngang" icon={<MinusOutlined />} disabled={off} onClick={() => chain()?.setHorizontalRule().run()} />
        <span className="rte-sep" aria-hidden />
        <ToolButton label="Chèn liên kết" icon={<LinkOutlined />} pressed={state?.link} disabled={off} onClick={() => setLinkOpen(true)} />
        <ToolButton
          label="Bỏ liên kết"
          icon={<DisconnectOutlined />}
          disabled={off || !state?.link}
          onClick={() => chain()?.extendMarkRange('link').unsetLink().run()}
        />
        {onUploadImage && (
          <>
            <ToolButton
              label="Chèn ảnh"
              icon={<PictureOutlined />}
              disabled={off}
              loading={isUploading}
              onClick={() => fileInput.current?.click()}
            />
            <input
              ref={fileInput}
              type="file"
              style={{ display: 'none' }}
              tabIndex={-1}
              aria-hidden
              accept={imageExtensions.map((e) => `.${e}`).join(',')}
              onChange={(event) => void onPickImage(event.target.files?.[0])}
            />
          </>
        )}
        <span className="rte-sep" aria-hidden />
        <ToolButton label="Hoàn tác" icon={<UndoOutlined />} disabled={off || !state?.canUndo} onClick={() => chain()?.undo().run()} />
        <ToolButton label="Làm lại" icon={<RedoOutlined />} disabled={off || !state?.canRedo} onClick={() => chain()?.redo().run()} />
      </div>
      <EditorContent editor={editor} className="rte-content" />
      {linkOpen && (
        <LinkDialog
          initial={(editor?.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            const c = chain()?.extendMarkRange('link');
            // With no text selected, the address itself becomes the link's text.
            if (editor?.state.selection.empty && !editor.isActive('link'))
              c?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else c?.setLink({ href }).run();
          }}
        />
      )}
    </div>
  );
}
