import {
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  FolderFilled,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  formatDate,
  formatFileSize,
  MEDIA_LIMITS,
  type MediaFileType,
  type MediaNode,
  mediaEndpoints,
  type PartnerType,
} from '@portal/contract';
import { Breadcrumb, Button, Grid, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { LoadError } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { useSession } from '@/lib/session';
import { useListFilters } from '@/lib/use-list-filters';
import { useDownloadMediaFile } from '../api/download-media-file';
import { useDownloadMediaFiles } from '../api/download-media-files';
import { useDownloadMediaFolder } from '../api/download-media-folder';
import { useMediaFilterOption } from '../api/get-media-filter-option';
import { useMediaNode } from '../api/get-media-node';
import { type MediaTreeFilters, useMediaTree } from '../api/get-media-tree';
import './media.css';

export const MEDIA_TEXT = {
  root: 'Tài nguyên',
  search: 'Tìm tài liệu theo tên',
  type: 'Loại tệp',
  name: 'Tên',
  kind: 'Loại',
  size: 'Dung lượng',
  updated: 'Cập nhật',
  actions: 'Thao tác',
  folder: 'Thư mục',
  download: 'Tải xuống',
  downloadSelected: (n: number) => `Tải xuống (${n})`,
  clearSelection: 'Bỏ chọn',
  open: (name: string) => `Mở thư mục ${name}`,
  downloadOne: (name: string) => `Tải xuống ${name}`,
  select: (name: string) => `Chọn ${name}`,
  empty: 'Thư mục này chưa có tài liệu',
  noMatch: 'Không tìm thấy tài liệu phù hợp',
  searching: 'Kết quả trong thư mục này và các thư mục con',
} as const;

/** The URL parameter of the open folder (the tab keeps its own `tab`). */
export const FOLDER_PARAM = 'thu-muc';

const FILE_ICONS: Readonly<Record<MediaFileType, ReactNode>> = {
  pdf: <FilePdfOutlined style={{ color: '#d4380d' }} />,
  word: <FileWordOutlined style={{ color: '#1d39c4' }} />,
  excel: <FileExcelOutlined style={{ color: '#389e0d' }} />,
  image: <FileImageOutlined style={{ color: '#08979c' }} />,
  video: <VideoCameraOutlined style={{ color: '#531dab' }} />,
  other: <FileOutlined />,
};

const iconOf = (node: MediaNode) => (node.isFolder ? <FolderFilled style={{ color: '#faad14' }} /> : FILE_ICONS[node.fileType ?? 'other']);

/** The `tai-nguyen` tab of /thong-tin-chung: the resources library for the signed-in partner. */
export function MediaLibraryPanel() {
  const session = useSession();
  if (!session) return null;
  return <MediaLibrary type={session.type} />;
}

/**
 * The library as a partner browses it: a breadcrumb into folders, a search (below the open folder,
 * accents ignored) and a file-type filter, a paged list with checkboxes; the selection, a folder
 * or a file downloads as a ZIP or as itself.
 */
export function MediaLibrary({ type }: { type: PartnerType }) {
  const { filters, setFilters, setFilter, searchText, setSearchText, paging } = useListFilters<MediaTreeFilters>(
    { page: 1, limit: MEDIA_LIMITS.defaultLimit },
    { query: mediaEndpoints.tree.query, names: { ParentId: FOLDER_PARAM } },
  );
  const folderId = filters.ParentId;
  const tree = useMediaTree(type, filters);
  const folder = useMediaNode(type, folderId);
  const options = useMediaFilterOption(type);
  const [selected, setSelected] = useState<string[]>([]);
  const downloadFile = useDownloadMediaFile();
  const downloadFolder = useDownloadMediaFolder();
  const downloadSelection = useDownloadMediaFiles();
  const isNarrow = Grid.useBreakpoint().md === false;
  const isSearching = !!filters.search || !!filters.type;

  const openFolder = (id: string | undefined) => {
    setSelected([]);
    setSearchText('');
    // One new entry: Back returns to the folder as it was searched.
    setFilters((f) => ({ ...f, ParentId: id, search: undefined, type: undefined, page: 1 }));
  };

  const crumb = (label: string, id: string | undefined) => (
    <Button type="link" size="small" className="media-crumb" onClick={() => openFolder(id)}>
      {label}
    </Button>
  );
  const crumbs = [
    { key: 'root', title: folderId ? crumb(MEDIA_TEXT.root, undefined) : MEDIA_TEXT.root },
    ...(folder.data?.path ?? []).map((c) => ({ key: c.id, title: crumb(c.name, c.id) })),
    ...(folderId && folder.data ? [{ key: folderId, title: <span aria-current="page">{folder.data.name}</span> }] : []),
  ];

  const columns: TableColumnsType<MediaNode> = [
    {
      title: MEDIA_TEXT.name,
      key: 'name',
      render: (_v, node) => (
        <div className="media-name">
          <span className="media-name__icon" aria-hidden>
            {iconOf(node)}
          </span>
          <div className="media-name__text">
            {node.isFolder ? (
              <Button type="link" className="media-name__open" onClick={() => openFolder(node.id)} aria-label={MEDIA_TEXT.open(node.name)}>
                {node.name}
              </Button>
            ) : (
              <span>{node.name}</span>
            )}
            {isSearching && node.location ? <Typography.Text type="secondary">{node.location}</Typography.Text> : null}
            {isNarrow && !node.isFolder ? <Typography.Text type="secondary">{formatFileSize(node.size ?? 0)}</Typography.Text> : null}
          </div>
        </div>
      ),
    },
    ...(isNarrow
      ? []
      : ([
          {
            title: MEDIA_TEXT.kind,
            key: 'kind',
            width: 120,
            render: (_v, node) =>
              node.isFolder ? MEDIA_TEXT.folder : (options.data?.type.find((o) => o.key === node.fileType)?.name ?? ''),
          },
          { title: MEDIA_TEXT.size, key: 'size', width: 120, render: (_v, node) => (node.isFolder ? '—' : formatFileSize(node.size ?? 0)) },
          { title: MEDIA_TEXT.updated, key: 'updated', width: 120, render: (_v, node) => formatDate(node.updatedAt) },
        ] satisfies TableColumnsType<MediaNode>)),
    {
      title: MEDIA_TEXT.actions,
      key: 'actions',
      width: isNarrow ? 84 : 130,
      align: 'center',
      render: (_v, node) => {
        const pending = node.isFolder
          ? downloadFolder.isPending && downloadFolder.variables?.id === node.id
          : downloadFile.isPending && downloadFile.variables?.id === node.id;
        return (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={pending}
            aria-label={MEDIA_TEXT.downloadOne(node.name)}
            onClick={() => (node.isFolder ? downloadFolder : downloadFile).mutate({ id: node.id, name: node.name })}
          >
            {isNarrow ? null : MEDIA_TEXT.download}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="media-library" aria-label={MEDIA_TEXT.root}>
      <Breadcrumb className="media-library__crumbs" items={crumbs} />
      <div className="media-library__toolbar">
        <Space wrap className="media-library__filters">
          <SearchBox label={MEDIA_TEXT.search} value={searchText} onChange={setSearchText} width={isNarrow ? undefined : 280} />
          <FilterSelect<MediaFileType>
            label={MEDIA_TEXT.type}
            width={isNarrow ? 150 : 180}
            loading={options.isPending}
            options={(options.data?.type ?? []).map((o) => ({ value: o.key, label: o.name }))}
            value={filters.type}
            onChange={(value) => {
              setSelected([]);
              setFilter({ type: value });
            }}
          />
        </Space>
        <Space wrap>
          {selected.length ? <Button onClick={() => setSelected([])}>{MEDIA_TEXT.clearSelection}</Button> : null}
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={!selected.length}
            aria-label={MEDIA_TEXT.downloadSelected(selected.length)}
            loading={downloadSelection.isPending}
            onClick={() => downloadSelection.mutate(selected)}
          >
            {MEDIA_TEXT.downloadSelected(selected.length)}
          </Button>
        </Space>
      </div>
      {isSearching ? <Typography.Text type="secondary">{MEDIA_TEXT.searching}</Typography.Text> : null}
      {tree.isError ? (
        <LoadError error={tree.error} isRetrying={tree.isFetching} onRetry={() => void tree.refetch()} />
      ) : (
        <Table<MediaNode>
          rowKey="id"
          className="media-library__table"
          size="middle"
          columns={columns}
          dataSource={tree.data?.items ?? []}
          loading={tree.isFetching}
          locale={{ emptyText: isSearching ? MEDIA_TEXT.noMatch : MEDIA_TEXT.empty }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (node) => ({ 'aria-label': MEDIA_TEXT.select(node.name) }),
            columnWidth: 44,
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: tree.data?.pagination.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page, size) => paging.onPage(page, size),
          }}
        />
      )}
    </section>
  );
}
