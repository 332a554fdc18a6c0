import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileOutlined,
  FolderAddOutlined,
  FolderFilled,
  MoreOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  type DeskMediaNode,
  formatDate,
  formatFileSize,
  MEDIA_AUDIENCE_LABELS,
  MEDIA_FILE_TYPE_LABELS,
  MEDIA_FILE_TYPES,
  MEDIA_LIMITS,
  type MediaFileType,
  mediaDeskEndpoints,
  type PartnerType,
} from '@portal/contract';
import { Breadcrumb, Button, Dropdown, Grid, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { LoadError } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DeskMediaTreeParams, downloadDeskMediaFile, useDeleteMediaNode, useDeskMediaNode, useDeskMediaTree } from '../api/media';
import { FolderDialog, MEDIA_DESK_TEXT as T, MoveDialog, RenameFileDialog, UploadDialog } from './media-dialogs';
import './media-desk.css';
import { ResponsiveTable } from '@/components/responsive-table';

/** The open folder's URL parameter, so a folder of the desk can be linked to. */
export const DESK_FOLDER_PARAM = 'thu-muc';

type Dialog =
  | { kind: 'new-folder' }
  | { kind: 'edit-folder'; node: { id: string; name: string; visibleTypes: PartnerType[] | null } }
  | { kind: 'rename'; node: DeskMediaNode }
  | { kind: 'move'; node: DeskMediaNode }
  | { kind: 'delete'; node: DeskMediaNode }
  | { kind: 'upload'; folder: { id: string; name: string } };

function AudienceTags({ types }: { types: readonly string[] }) {
  if (!types.length) return <Typography.Text type="secondary">{T.nobody}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {types.map((t) => (
        <Tag key={t} color="blue">
          {MEDIA_AUDIENCE_LABELS[t as PartnerType]}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * 'Thư viện tài liệu' (permission content.media): browse the tree by folder, create and edit
 * folders with the partner types that see them, upload several files, rename, move and delete.
 * Every change is audited by the server.
 */
export function MediaLibraryPage() {
  const { filters, setFilters, setFilter, searchText, setSearchText, paging } = useListFilters<DeskMediaTreeParams>(
    { page: 1, limit: MEDIA_LIMITS.defaultLimit },
    { query: mediaDeskEndpoints.tree.query, names: { parentId: DESK_FOLDER_PARAM } },
  );
  const folderId = filters.parentId;
  const tree = useDeskMediaTree(filters);
  const folder = useDeskMediaNode(folderId);
  const remove = useDeleteMediaNode();
  const [dialog, setDialog] = useState<Dialog>();
  const isNarrow = Grid.useBreakpoint().md === false;
  const isSearching = !!filters.search || !!filters.type;

  const openFolder = (id: string | undefined) => {
    setSearchText('');
    setFilters((f) => ({ ...f, parentId: id, search: undefined, type: undefined, page: 1 }));
  };

  const crumb = (label: string, id: string | undefined) => (
    <Button type="link" size="small" className="media-desk__crumb" onClick={() => openFolder(id)}>
      {label}
    </Button>
  );
  const current = folder.data;
  const narrowed = current?.isFolder && (current.visibleTypes ?? []).length !== current.effectiveTypes.length;

  const actions = (node: DeskMediaNode) => [
    node.isFolder
      ? { key: 'edit', icon: <EditOutlined aria-hidden />, label: T.editFolder, onClick: () => setDialog({ kind: 'edit-folder', node }) }
      : { key: 'rename', icon: <EditOutlined aria-hidden />, label: T.rename, onClick: () => setDialog({ kind: 'rename', node }) },
    ...(node.isFolder
      ? []
      : [
          {
            key: 'download',
            icon: <DownloadOutlined aria-hidden />,
            label: T.download,
            onClick: () => void downloadDeskMediaFile(node).catch(() => undefined),
          },
        ]),
    { key: 'move', icon: <SwapOutlined aria-hidden />, label: T.move, onClick: () => setDialog({ kind: 'move', node }) },
    {
      key: 'delete',
      icon: <DeleteOutlined aria-hidden />,
      label: T.delete,
      danger: true,
      onClick: () => setDialog({ kind: 'delete', node }),
    },
  ];

  const columns: TableColumnsType<DeskMediaNode> = [
    {
      title: T.name,
      key: 'name',
      render: (_v, node) => (
        <div className="media-desk__name">
          <span aria-hidden className="media-desk__icon">
            {node.isFolder ? <FolderFilled style={{ color: '#faad14' }} /> : <FileOutlined />}
          </span>
          <div className="media-desk__name-text">
            {node.isFolder ? (
              <Button type="link" className="media-desk__open" aria-label={T.open(node.name)} onClick={() => openFolder(node.id)}>
                {node.name}
              </Button>
            ) : (
              <span>{node.name}</span>
            )}
            {isSearching && node.location ? <Typography.Text type="secondary">{node.location}</Typography.Text> : null}
            {isNarrow ? (
              <Typography.Text type="secondary">
                {node.isFolder ? <AudienceTags types={node.effectiveTypes} /> : formatFileSize(node.size ?? 0)}
              </Typography.Text>
            ) : null}
          </div>
        </div>
      ),
    },
    ...(isNarrow
      ? []
      : ([
          {
            title: T.audience,
            key: 'audience',
            width: 320,
            render: (_v, node) => (node.isFolder ? <AudienceTags types={node.effectiveTypes} /> : null),
          },
          {
            title: T.kind,
            key: 'kind',
            width: 100,
            render: (_v, node) => (node.isFolder ? T.folder : MEDIA_FILE_TYPE_LABELS[node.fileType ?? 'other']),
          },
          { title: T.size, key: 'size', width: 110, render: (_v, node) => (node.isFolder ? '—' : formatFileSize(node.size ?? 0)) },
          { title: T.updated, key: 'updated', width: 110, render: (_v, node) => formatDate(node.updatedAt) },
        ] satisfies TableColumnsType<DeskMediaNode>)),
    {
      title: T.actions,
      key: 'actions',
      width: 90,
      align: 'center',
      render: (_v, node) => (
        <Dropdown menu={{ items: actions(node) }} trigger={['click']}>
          <Button size="small" icon={<MoreOutlined />} aria-label={T.actionsOf(node.name)} />
        </Dropdown>
      ),
    },
  ];

  return (
    <div className="media-desk">
      <Typography.Title level={3}>{T.title}</Typography.Title>
      <Breadcrumb
        className="media-desk__crumbs"
        items={[
          { key: 'root', title: folderId ? crumb(T.root, undefined) : T.root },
          ...(current?.path ?? []).map((c) => ({ key: c.id, title: crumb(c.name, c.id) })),
          ...(folderId && current ? [{ key: folderId, title: <span aria-current="page">{current.name}</span> }] : []),
        ]}
      />
      {current?.isFolder ? (
        <div className="media-desk__folder-info">
          <Typography.Text strong>{T.visibleTo}</Typography.Text> <AudienceTags types={current.effectiveTypes} />
          {narrowed ? <Typography.Text type="warning"> ({T.narrowed})</Typography.Text> : null}
        </div>
      ) : null}
      <div className="media-desk__toolbar">
        <Space wrap>
          <SearchBox label={T.search} value={searchText} onChange={setSearchText} width={isNarrow ? undefined : 280} />
          <FilterSelect<MediaFileType>
            label={T.type}
            width={160}
            options={MEDIA_FILE_TYPES.map((t) => ({ value: t, label: MEDIA_FILE_TYPE_LABELS[t] }))}
            value={filters.type}
            onChange={(value) => setFilter({ type: value })}
          />
        </Space>
        <Space wrap>
          <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => setDialog({ kind: 'new-folder' })}>
            {T.newFolder}
          </Button>
          {current?.isFolder ? (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog({ kind: 'edit-folder', node: current })}>
              {T.editFolder}
            </Button>
          ) : null}
          <Tooltip title={current?.isFolder ? undefined : T.uploadNeedsFolder}>
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              disabled={!current?.isFolder}
              onClick={() => current && setDialog({ kind: 'upload', folder: current })}
            >
              {T.upload}
            </Button>
          </Tooltip>
        </Space>
      </div>
      {tree.isError ? (
        <LoadError error={tree.error} isRetrying={tree.isFetching} onRetry={() => void tree.refetch()} />
      ) : (
        <ResponsiveTable<DeskMediaNode>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={tree.data?.items ?? []}
          loading={tree.isFetching}
          locale={{ emptyText: T.empty }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: tree.data?.pagination.count ?? 0,
            hideOnSinglePage: true,
            onChange: (page, size) => paging.onPage(page, size),
          }}
        />
      )}
      {dialog?.kind === 'new-folder' ? <FolderDialog parentId={folderId ?? null} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'edit-folder' ? <FolderDialog parentId={null} folder={dialog.node} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'rename' ? <RenameFileDialog file={dialog.node} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'move' ? <MoveDialog node={dialog.node} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'upload' ? <UploadDialog folder={dialog.folder} onClose={() => setDialog(undefined)} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? T.deleteTitle(dialog.node) : ''}
        description={dialog?.kind === 'delete' ? T.deleteBody(dialog.node) : undefined}
        okText={T.delete}
        danger
        onConfirm={() => (dialog?.kind === 'delete' ? remove.mutateAsync(dialog.node.id) : Promise.resolve())}
        onClose={() => setDialog(undefined)}
      />
    </div>
  );
}
