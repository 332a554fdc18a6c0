import { BID_POST_STATUS, type BidPostRow, SUBMIT_STATUS, formatDate, tenderingPartnerEndpoints } from '@portal/contract';
import { Space, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageTitle } from '@/components/page-title';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { listFiltersCodec, useListFilters } from '@/lib/use-list-filters';
import { type BidListFilters, bidsQueryOptions, useBidListCategories, useBids } from '../api/get-bids';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { DaysLeftTag } from './days-left-tag';
import { useDocumentTitle } from '@/lib/use-document-title';

export const MY_BIDS_TEXT = {
  title: 'Thầu của tôi',
  mine: 'Thầu đã nộp',
  all: 'Tất cả bài thầu',
  search: 'Tìm theo tên bài thầu hoặc gói thầu',
  category: 'Lĩnh vực',
  status: 'Trạng thái bài thầu',
  waiting: 'Chờ phản hồi',
  empty: 'Chưa nộp hồ sơ',
} as const;

/** Submission status → Tag colour (final results green/red, waits on the provider orange). */
const SUBMIT_COLORS: Record<number, string> = {
  [SUBMIT_STATUS.Applied]: 'blue',
  [SUBMIT_STATUS.RequestUpdate]: 'orange',
  [SUBMIT_STATUS.RequestMeet]: 'gold',
  [SUBMIT_STATUS.Updated]: 'cyan',
  [SUBMIT_STATUS.Approve]: 'green',
  [SUBMIT_STATUS.Reject]: 'red',
  [SUBMIT_STATUS.Close]: 'default',
};
const POST_COLORS: Record<number, string> = {
  [BID_POST_STATUS.Open]: 'green',
  [BID_POST_STATUS.Review]: 'gold',
  [BID_POST_STATUS.Close]: 'default',
};

const INITIAL: BidListFilters = { page: 1, limit: 10, mine: true };

/** What the page reads first (the route's loader: the server draws the page with it): the bids as the address filters them. */
export const myBidsFirstQueries = (search: URLSearchParams) => [
  bidsQueryOptions(listFiltersCodec(tenderingPartnerEndpoints.list.query, INITIAL).read(search)),
];

/**
 * The provider's way back to its bids (spec 2 §7's signed-in list): every post it submitted to,
 * whatever the post's status, with its submission's status and a mark where a request of the
 * inviting party waits; a second tab pages through every published post. A row opens the bid.
 */
export function MyBidsPage() {
  useDocumentTitle('Thầu của tôi');
  const list = useListFilters<BidListFilters>(INITIAL, { query: tenderingPartnerEndpoints.list.query });
  const { filters, setFilter } = list;
  const bids = useBids(filters);
  const categories = useBidListCategories();
  const lookups = useTenderLookups();
  const navigate = useNavigate();
  const open = (row: BidPostRow) => paths.bidDetail.getHref(row.id, row.submit ? 'submit' : undefined);

  const columns: TableColumnsType<BidPostRow> = [
    {
      title: 'Bài thầu',
      key: 'name',
      width: 320,
      render: (_v, row) => (
        <div>
          <Link to={open(row)} onClick={(e) => e.stopPropagation()}>
            {row.name}
          </Link>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {row.bidName}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Lĩnh vực', key: 'category', width: 160, render: (_v, row) => row.bidPostCategory.name },
    {
      title: 'Đóng thầu',
      key: 'closeDate',
      width: 150,
      render: (_v, row) => (
        <Space orientation="vertical" size={0}>
          {formatDate(row.closeDate)}
          {row.status === BID_POST_STATUS.Open ? <DaysLeftTag closeDate={row.closeDate} /> : null}
        </Space>
      ),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 140,
      render: (_v, row) => <Tag color={POST_COLORS[row.status]}>{lookupLabel(lookups, 'status', row.status)}</Tag>,
    },
    ...(filters.mine
      ? ([
          {
            title: 'Hồ sơ dự thầu',
            key: 'submit',
            width: 190,
            render: (_v, row) =>
              row.submit ? (
                <Tag color={SUBMIT_COLORS[row.submit.status]}>{lookupLabel(lookups, 'bdSubmitStatus', row.submit.status)}</Tag>
              ) : (
                MY_BIDS_TEXT.empty
              ),
          },
          {
            title: 'Yêu cầu',
            key: 'waiting',
            width: 140,
            render: (_v, row) => (row.submit?.isRequestWaiting ? <Tag color="volcano">{MY_BIDS_TEXT.waiting}</Tag> : '—'),
          },
        ] satisfies TableColumnsType<BidPostRow>)
      : []),
  ];

  return (
    <div className="page my-bids-page">
      <PageTitle>{MY_BIDS_TEXT.title}</PageTitle>
      <Tabs
        activeKey={filters.mine ? 'mine' : 'all'}
        onChange={(key) => setFilter({ mine: key === 'mine', status: undefined })}
        items={[
          { key: 'mine', label: MY_BIDS_TEXT.mine },
          { key: 'all', label: MY_BIDS_TEXT.all },
        ]}
      />
      <Space wrap className="filter-bar" style={{ marginBottom: 16 }}>
        <SearchBox label={MY_BIDS_TEXT.search} value={list.searchText} onChange={list.setSearchText} width={300} />
        <FilterSelect<number>
          label={MY_BIDS_TEXT.category}
          loading={categories.isLoading}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.categoryId as number | undefined}
          onChange={(categoryId) => setFilter({ categoryId })}
        />
        <FilterSelect<number>
          key={filters.mine ? 'mine' : 'all'}
          label={MY_BIDS_TEXT.status}
          options={[BID_POST_STATUS.Open, BID_POST_STATUS.Review, BID_POST_STATUS.Close].map((s) => ({
            value: s,
            label: lookupLabel(lookups, 'status', s),
          }))}
          value={filters.status as number | undefined}
          onChange={(status) => setFilter({ status })}
        />
      </Space>
      <PagedTable<BidPostRow>
        query={bids}
        columns={columns}
        paging={list.paging}
        onRow={(row) => ({ onClick: () => navigate(open(row)), style: { cursor: 'pointer' } })}
      />
    </div>
  );
}
