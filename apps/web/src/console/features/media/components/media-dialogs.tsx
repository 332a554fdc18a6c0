import {
  type DeskMediaNode,
  MEDIA_AUDIENCE_LABELS,
  MEDIA_AUDIENCES,
  MEDIA_UPLOAD_RULE,
  maxLengthOf,
  mediaNameSchema,
  type PartnerType,
} from '@portal/contract';
import { Checkbox, Col, Form, Input, Modal, Select, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { FileListUpload } from '@/components/file-list-upload';
import { zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { CONSOLE_TEXT } from '../../../lib/labels';
import {
  useCreateMediaFolder,
  useDeskMediaFolders,
  useMoveMediaNode,
  useRenameMediaFile,
  useUpdateMediaFolder,
  useUploadMediaFiles,
} from '../api/media';

export const MEDIA_DESK_TEXT = {
  title: 'Thư viện tài liệu',
  root: 'Thư viện',
  newFolder: 'Tạo thư mục',
  editFolder: 'Sửa thư mục',
  upload: 'Tải lên tệp',
  uploadHere: (folder: string) => `Tải tệp lên thư mục "${folder}"`,
  uploadNeedsFolder: 'Mở một thư mục để tải tệp lên',
  pickFiles: 'Chọn tệp',
  files: 'Tệp',
  name: 'Tên',
  folderName: 'Tên thư mục',
  fileName: 'Tên tệp',
  audience: 'Đối tượng được xem',
  audienceHint: 'Thư mục con chỉ hiển thị với các đối tượng mà mọi thư mục cha cũng cho phép.',
  nobody: 'Chưa hiển thị với đối tác nào',
  narrowed: 'Bị giới hạn bởi thư mục cha',
  rename: 'Đổi tên',
  move: 'Chuyển',
  moveTitle: (name: string) => `Chuyển "${name}"`,
  target: 'Thư mục đích',
  topLevel: 'Thư mục gốc (cấp cao nhất)',
  delete: 'Xóa',
  deleteTitle: (node: DeskMediaNode) => (node.isFolder ? `Xóa thư mục "${node.name}"` : `Xóa tệp "${node.name}"`),
  deleteBody: (node: DeskMediaNode) =>
    node.isFolder
      ? 'Thư mục cùng mọi thư mục con và tệp bên trong sẽ bị xóa vĩnh viễn. Đối tác sẽ không còn thấy chúng.'
      : 'Tệp sẽ bị xóa vĩnh viễn. Đối tác sẽ không còn thấy tệp này.',
  download: 'Tải xuống',
  open: (name: string) => `Mở thư mục ${name}`,
  actionsOf: (name: string) => `Thao tác với ${name}`,
  search: 'Tìm theo tên trong thư mục này',
  type: 'Loại tệp',
  kind: 'Loại',
  size: 'Dung lượng',
  updated: 'Cập nhật',
  actions: 'Thao tác',
  folder: 'Thư mục',
  empty: 'Thư mục trống',
  visibleTo: 'Hiển thị với:',
} as const;

const nameRules = [zodRule(mediaNameSchema)];
const NAME_MAX = maxLengthOf(mediaNameSchema);

type FolderValues = { name: string; visibleTypes: PartnerType[] };

/** Create a folder (in `parentId`) or edit one: its name and the partner types that see it. */
export function FolderDialog({
  parentId,
  folder,
  onClose,
}: {
  parentId: string | null;
  folder?: { id: string; name: string; visibleTypes: PartnerType[] | null };
  onClose: () => void;
}) {
  const [form] = Form.useForm<FolderValues>();
  const create = useCreateMediaFolder();
  const update = useUpdateMediaFolder();
  return (
    <FormDialog<FolderValues>
      id="media-folder-form"
      title={folder ? MEDIA_DESK_TEXT.editFolder : MEDIA_DESK_TEXT.newFolder}
      width={520}
      form={form}
      initialValues={{ name: folder?.name ?? '', visibleTypes: folder?.visibleTypes ?? [...MEDIA_AUDIENCES] }}
      isPending={create.isPending || update.isPending}
      onSave={(values) =>
        folder
          ? update.mutateAsync({ id: folder.id, body: { name: values.name, visibleTypes: values.visibleTypes ?? [] } })
          : create.mutateAsync({ parentId, name: values.name, visibleTypes: values.visibleTypes ?? [] })
      }
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="name" label={MEDIA_DESK_TEXT.folderName} rules={nameRules}>
          <Input maxLength={NAME_MAX} autoFocus />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="visibleTypes" label={MEDIA_DESK_TEXT.audience} extra={MEDIA_DESK_TEXT.audienceHint}>
          <Checkbox.Group options={MEDIA_AUDIENCES.map((t) => ({ value: t, label: MEDIA_AUDIENCE_LABELS[t] }))} />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

/** A new name for a file (its extension stays). */
export function RenameFileDialog({ file, onClose }: { file: DeskMediaNode; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameMediaFile();
  return (
    <FormDialog<{ name: string }>
      id="media-rename-form"
      title={MEDIA_DESK_TEXT.rename}
      width={480}
      form={form}
      initialValues={{ name: file.name }}
      isPending={rename.isPending}
      onSave={(values) => rename.mutateAsync({ id: file.id, name: values.name })}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="name" label={MEDIA_DESK_TEXT.fileName} rules={nameRules}>
          <Input maxLength={NAME_MAX} autoFocus />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

const TOP = '__top__';

/** Into another folder (a folder may go to the top; never into itself or below itself). */
export function MoveDialog({ node, onClose }: { node: DeskMediaNode; onClose: () => void }) {
  const [form] = Form.useForm<{ target: string }>();
  const folders = useDeskMediaFolders();
  const move = useMoveMediaNode();
  const options = [
    ...(node.isFolder ? [{ value: TOP, label: MEDIA_DESK_TEXT.topLevel }] : []),
    ...(folders.data?.items ?? [])
      // Not itself, nor anything below it (its location starts with its own path).
      .filter((f) => f.id !== node.id && f.id !== node.parentId)
      .filter((f) => !node.isFolder || !`${f.location} / `.startsWith(`${[node.location, node.name].filter(Boolean).join(' / ')} / `))
      .map((f) => ({ value: f.id, label: [f.location, f.name].filter(Boolean).join(' / ') })),
  ];
  return (
    <FormDialog<{ target: string }>
      id="media-move-form"
      title={MEDIA_DESK_TEXT.moveTitle(node.name)}
      width={560}
      form={form}
      initialValues={{}}
      isPending={move.isPending}
      onSave={(values) => move.mutateAsync({ id: node.id, parentId: values.target === TOP ? null : values.target })}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="target" label={MEDIA_DESK_TEXT.target} rules={[{ required: true, message: 'Vui lòng chọn thư mục đích!' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={folders.isPending}
            options={options}
            aria-label={MEDIA_DESK_TEXT.target}
          />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

const UPLOAD_INPUT = 'media-upload-files';

/** Several files into a folder at once; each is checked as it is picked (type, size, count) and again by the server. */
export function UploadDialog({ folder, onClose }: { folder: { id: string; name: string }; onClose: () => void }) {
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const upload = useUploadMediaFiles();
  const files = picked.flatMap((f) => (f.originFileObj ? [{ file: f.originFileObj as File, name: f.name }] : []));
  return (
    <Modal
      open
      width={560}
      title={MEDIA_DESK_TEXT.uploadHere(folder.name)}
      okText={MEDIA_DESK_TEXT.upload}
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ disabled: !files.length }}
      confirmLoading={upload.isPending}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void upload.mutateAsync({ folderId: folder.id, files }).then(onClose, () => undefined)}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <label htmlFor={UPLOAD_INPUT}>{MEDIA_DESK_TEXT.files}</label>
      </Typography.Paragraph>
      <FileListUpload
        id={UPLOAD_INPUT}
        value={picked}
        onChange={setPicked}
        extensions={MEDIA_UPLOAD_RULE.extensions}
        maxBytes={MEDIA_UPLOAD_RULE.maxBytes}
        maxFiles={MEDIA_UPLOAD_RULE.maxFiles}
        renamable
        buttonLabel={MEDIA_DESK_TEXT.pickFiles}
        disabled={upload.isPending}
      />
    </Modal>
  );
}
