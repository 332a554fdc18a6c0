import { lazy, Suspense } from 'react';
import './rich-text-editor/rich-text-editor.css';

/**
 * The console's rich-text editor (news bodies, FAQ answers, and any desk that stores HTML): a
 * value/onChange field for an antd Form.Item. The editor itself (TipTap) is a chunk of its own,
 * fetched the first time a form shows one, so neither the partner app nor the console's first
 * load carry it. The HTML it produces is what the server's sanitiser keeps: headings 2–4,
 * paragraphs, bold/italic/underline/strike, lists, blockquotes, rules, links and images.
 */
export type RichTextEditorProps = {
  /** The HTML; '' for an empty text. */
  value?: string;
  onChange?: (html: string) => void;
  /** The editing area's accessible name (the field's label). */
  label: string;
  /** Given by Form.Item: the editing area's id. */
  id?: string;
  disabled?: boolean;
  /**
   * Stores an image the author inserts and answers its public address; without it the toolbar
   * has no image button.
   */
  onUploadImage?: (file: File) => Promise<{ fullPath: string }>;
  /** The image types the upload takes (the file picker's filter), e.g. ['jpg', 'jpeg', 'png']. */
  imageExtensions?: readonly string[];
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

const Editor = lazy(() => import('./rich-text-editor/rich-text-editor-impl'));

/** The editor's place while its code arrives: the same frame, so the form does not jump. */
function EditorLoading({ label }: { label: string }) {
  return (
    <div className="rte" aria-busy="true">
      <div className="rte-toolbar" />
      <div className="rte-content rte-loading" role="status">
        Đang tải trình soạn thảo {label.toLowerCase()}…
      </div>
    </div>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}
