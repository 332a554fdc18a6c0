import { DEBT_LETTER_OPTIONS, type DeskDebtLetterDetail, type DeskDebtLetterRow, formatDate, formatVnd } from '@portal/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LetterStatusTag } from '@/components/debt-letter-tags';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getLetters, useLetterOptions, useLetters } from '../api/letters';
import { LetterComposeDialog } from './letter-compose-dialog';
import { DifferenceText, LETTER_DETAIL_TEXT, LetterDetailDialog } from './letter-detail-dialog';

export const LETTER_FILTER_KEYS = ['search', 'partnerId', 'responseStatus', 'state'] as const;
type FilterKey = (typeof LETTER_FILTER_KEYS)[number];

const STATE_OPTIONS = [
  { value: 'current', label: 'Thư hiện hành' },
  { value: 'superseded', label: 'Thư đã thay thế' },
  { value: 'all', label: 'Tất cả' },
];

/**
 * /quan-tri/cong-no/thu-xac-nhan: every collaborator's debt confirmation letters with their
 * answers and differences; 'Gửi thư xác nhận' composes one from the template; a letter opens with
 * its record (PDF) and, for the accountant, 'Gửi thư điều chỉnh'.
 */
export function LetterListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(LETTER_FILTER_KEYS);
  const query = listQuery(list);
  const letters = useLetters(query);
  const options = useLetterOptions();
  const [openId, setOpenId] = useState<string>();
  const [composing, setComposing] = useState<{ replaces?: DeskDebtLetterDetail }>();
  const collaborators = options.data?.collaborators;

  const filters = useMemo<ListFilter<FilterKey>[]>(
    () => [
      { kind: 'search', key: 'search', label: 'Tìm theo tên thư, mã thư' },
      {
        kind: 'select',
        key: 'partnerId',
        label: 'Cộng tác viên',
        searchable: true,
        options: (collaborators ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })),
      },
      {
        kind: 'select',
        key: 'responseStatus',
        label: 'Trạng thái phản hồi',
        options: DEBT_LETTER_OPTIONS.responseStatus.map((o) => ({ value: String(o.value), label: o.name })),
      },
      { kind: 'select', key: 'state', label: 'Hiệu lực', options: STATE_OPTIONS },
    ],
    [collaborators],
  );

  const columns: ListColumn<DeskDebtLetterRow>[] = [
    {
      key: 'code',
      title: 'Mã thư',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)} aria-label={`Xem thư ${row.code}`}>
          {row.code}
        </Button>
      ),
      exportValue: (row) => row.code,
    },
    { key: 'letterName', title: 'Tên thư', exportValue: (row) => row.letterName },
    {
      key: 'partner',
      title: 'Cộng tác viên',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.partner.name}</span>
          <Typography.Text type="secondary">{row.partner.code}</Typography.Text>
        </Flex>
      ),
      exportValue: (row) => `${row.partner.code} — ${row.partner.name}`,
    },
    { key: 'sentDate', title: 'Ngày gửi', render: (_, row) => formatDate(row.sentDate), exportValue: (row) => formatDate(row.sentDate) },
    {
      key: 'balanceDate',
      title: 'Ngày chốt số dư',
      render: (_, row) => formatDate(row.balanceDate),
      exportValue: (row) => formatDate(row.balanceDate),
    },
    {
      key: 'balanceAmount',
      title: 'Số dư theo sổ sách',
      align: 'right',
      render: (_, row) => formatVnd(row.balanceAmount),
      exportValue: (row) => row.balanceAmount,
    },
    {
      key: 'responseBalanceAmount',
      title: 'Số dư theo CTV',
      align: 'right',
      render: (_, row) =>
        row.responseStatus === 2
          ? formatVnd(row.balanceAmount)
          : row.responseBalanceAmount === null
            ? '—'
            : formatVnd(row.responseBalanceAmount),
      exportValue: (row) => (row.responseStatus === 2 ? row.balanceAmount : (row.responseBalanceAmount ?? '')),
    },
    {
      key: 'difference',
      title: LETTER_DETAIL_TEXT.difference,
      align: 'right',
      render: (_, row) => <DifferenceText value={row.difference} />,
      exportValue: (row) => row.difference ?? '',
    },
    {
      key: 'responseStatus',
      title: 'Trạng thái',
      render: (_, row) => (
        <Space size={4} wrap>
          <LetterStatusTag status={row.responseStatus} name={row.responseStatusName} />
          {row.superseded ? <Tag>{LETTER_DETAIL_TEXT.superseded}</Tag> : null}
        </Space>
      ),
      exportValue: (row) => `${row.responseStatusName}${row.superseded ? ` (${LETTER_DETAIL_TEXT.superseded})` : ''}`,
    },
  ];

  return (
    <>
      <Typography.Title level={3}>Thư xác nhận công nợ</Typography.Title>
      <ListPage<DeskDebtLetterRow, FilterKey>
        id="debt-letters"
        list={list}
        filters={filters}
        columns={columns}
        query={letters}
        rowKey={(row) => row.id}
        extra={
          canManage ? (
            <Button type="primary" onClick={() => setComposing({})}>
              Gửi thư xác nhận
            </Button>
          ) : null
        }
        exportAll={{ fileName: 'thu-xac-nhan-cong-no', fetchPage: (page, limit) => getLetters({ ...query, page, limit }) }}
      />
      {openId ? (
        <LetterDetailDialog
          letterId={openId}
          canManage={canManage}
          onClose={() => setOpenId(undefined)}
          onCorrect={(letter) => {
            setOpenId(undefined);
            setComposing({ replaces: letter });
          }}
        />
      ) : null}
      {composing ? <LetterComposeDialog replaces={composing.replaces} onClose={() => setComposing(undefined)} /> : null}
    </>
  );
}
