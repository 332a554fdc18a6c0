import { BID_POST_STATUS, type DeskPostDetail, lookupName, REQUEST_TYPE, SUBMIT_STATUS } from '@portal/contract';
import { Button, Card, Checkbox, Descriptions, Flex, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileButton } from '../../../components/file-viewer';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { getTenderFile, type PostMove, useSubmissions, useTender, useTenderActions } from '../api/tenders';
import { RequestsTab } from './requests-tab';
import { SubmissionDrawer } from './submission-drawer';
import { SubmissionsCompare } from './submissions-compare';
import { DAYS_LEFT_COLORS, daysLeft, POST_STATUS_COLORS, postStatusName } from './tender-labels';

export type TenderPermissions = { canManage: boolean; canSeeAudit: boolean };

const TABS = ['info', 'submissions', 'requests'] as const;
type Tab = (typeof TABS)[number];

type Move = { status: PostMove; title: string; okText: string; description: string; danger?: boolean };

function movesFor(post: DeskPostDetail): Move[] {
  if (post.status === BID_POST_STATUS.Draft)
    return [
      {
        status: 1,
        title: 'Mở bài thầu',
        okText: 'Mở',
        description: `Công khai "${post.name}" và nhận hồ sơ đến ${formatDateTime(post.closeDate)}?`,
      },
    ];
  if (post.status === BID_POST_STATUS.Open)
    return [{ status: 2, title: 'Chuyển sang xét thầu', okText: 'Chuyển', description: 'Ngừng nhận hồ sơ và bắt đầu xét thầu?' }];
  if (post.status === BID_POST_STATUS.Review)
    return [{ status: 3, title: 'Đóng bài thầu', okText: 'Đóng', danger: true, description: 'Đóng bài thầu mà không công bố kết quả?' }];
  return [];
}

function InfoTab({ post }: { post: DeskPostDetail }) {
  const left = daysLeft(post.closeDate);
  const item = (key: string, label: string, value: React.ReactNode) => ({ key, label, children: value ?? '—' });
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Thông tin gói thầu">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            item('bidName', 'Gói thầu', post.bidName),
            item('party', 'Bên mời thầu', post.invitingParty),
            item('category', 'Lĩnh vực', post.bidPostCategory.name),
            item('contractType', 'Loại hợp đồng', lookupName('contractType', post.contractType)),
            item('area', 'Khu vực', lookupName('area', post.area)),
            item('chooseMode', 'Hình thức lựa chọn', lookupName('chooseMode', post.chooseMode)),
            item('publicMode', 'Phương thức', lookupName('publicMode', post.publicMode)),
            item('applyGroup', 'Nhóm dự thầu', lookupName('applyGroup', post.applyGroup)),
            item('deployDays', 'Thời gian thực hiện', `${post.deployDays ?? 0} ngày`),
            item('issueLocation', 'Địa điểm phát hành', post.issueLocation),
            item('deployLocation', 'Địa điểm thực hiện', post.deployLocation),
            item('openDate', 'Mở nhận hồ sơ', formatDateTime(post.openDate)),
            item(
              'closeDate',
              'Đóng thầu',
              <Space size={4}>
                {formatDateTime(post.closeDate)}
                <Tag color={DAYS_LEFT_COLORS[left.tone]}>{left.text}</Tag>
              </Space>,
            ),
            item('applyDate', 'Mở thầu', formatDateTime(post.applyDate)),
            item(
              'contact',
              'Liên hệ',
              [post.contactName, post.contactPosition, post.contactPhone, post.contactEmail].filter(Boolean).join(' · ') || '—',
            ),
            item('results', 'Công bố kết quả', formatDateTime(post.resultsPublishedAt)),
          ]}
        />
      </Card>
      {post.note && (
        <Card size="small" title="Ghi chú">
          <SafeHtml html={post.note} />
        </Card>
      )}
      {post.requirements && (
        <Card size="small" title="Yêu cầu bắt buộc">
          <SafeHtml html={post.requirements} />
        </Card>
      )}
      <Card size="small" title="Tệp đính kèm">
        <ItemList
          items={post.files}
          rowKey={(f) => f.id}
          empty="Chưa có tệp"
          renderItem={(f) => (
            <FileButton
              file={{ id: f.id, name: f.name, mime: /\.pdf$/i.test(f.name) ? 'application/pdf' : 'application/octet-stream' }}
              load={getTenderFile}
            />
          )}
        />
      </Card>
      <Card size="small" title="Thông tin yêu cầu nhà thầu cung cấp">
        <ItemList
          items={post.informations}
          rowKey={(i) => i.id}
          empty="Không có"
          renderItem={(i) => (
            <Space>
              {i.name}
              <Tag>{lookupName('infoType', i.type)}</Tag>
              {i.isRequired && <Tag color="red">Bắt buộc</Tag>}
            </Space>
          )}
        />
      </Card>
    </Flex>
  );
}

function ResultsDialog({ postId, open, onClose }: { postId: number; open: boolean; onClose: () => void }) {
  const submissions = useSubmissions(postId);
  const act = useTenderActions();
  const [winners, setWinners] = useState<string[]>([]);
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await act.mutateAsync({ kind: 'results', id: postId, winnerIds: winners });
      onClose();
    } catch {
      // told by the API client; the choice stays
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      title="Công bố kết quả"
      okText="Công bố"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ disabled: winners.length === 0 }}
      confirmLoading={isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Chọn hồ sơ trúng thầu. Các hồ sơ còn lại không trúng thầu; bài thầu được đóng và mọi nhà thầu nhận email kết quả.
      </Typography.Paragraph>
      <QueryState query={submissions}>
        {(data) => (
          <Checkbox.Group
            value={winners}
            onChange={(v) => setWinners(v as string[])}
            options={data.items.map((s) => ({
              value: s.id,
              label: `${s.provider.name} — ${s.price === null ? 'niêm phong' : new Intl.NumberFormat('vi-VN').format(s.price)}`,
              // A rejected submission cannot win any more.
              disabled: s.status === SUBMIT_STATUS.Reject,
            }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        )}
      </QueryState>
    </Modal>
  );
}

/** A bid post's page: its information and status actions, the submissions side by side, the clarification requests. */
export function TenderDetailPage({ id, can }: { id: number; can: TenderPermissions }) {
  const post = useTender(id);
  const submissions = useSubmissions(id);
  const act = useTenderActions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'info';
  const [move, setMove] = useState<Move>();
  const [isDeleting, setDeleting] = useState(false);
  const [isPublishing, setPublishing] = useState(false);
  const [openSubmission, setOpenSubmission] = useState<string>();

  return (
    <QueryState query={post}>
      {(data) => (
        <Flex vertical gap={16}>
          <Flex wrap gap={12} align="center" justify="space-between">
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {data.name}
              </Typography.Title>
              <Tag color={POST_STATUS_COLORS[data.status]}>{postStatusName(data.status)}</Tag>
              {data.resultsPublishedAt && <Tag color="blue">Đã công bố kết quả</Tag>}
            </Space>
            <Space wrap>
              {can.canManage && data.status !== BID_POST_STATUS.Close && (
                <Button onClick={() => navigate(consolePaths.tenderEdit.getHref(data.id))}>Sửa</Button>
              )}
              {can.canManage &&
                movesFor(data).map((m) => (
                  <Button key={m.status} type={m.status === 1 ? 'primary' : 'default'} danger={m.danger} onClick={() => setMove(m)}>
                    {m.title}
                  </Button>
                ))}
              {can.canManage && data.status === BID_POST_STATUS.Review && (
                <Button type="primary" onClick={() => setPublishing(true)}>
                  Công bố kết quả
                </Button>
              )}
              {can.canManage && data.status === BID_POST_STATUS.Draft && (
                <Button danger onClick={() => setDeleting(true)}>
                  Xóa
                </Button>
              )}
              {can.canSeeAudit && (
                <Link to={consolePaths.audit.getHref({ objectType: 'bid_post', search: data.name })}>Nhật ký thao tác</Link>
              )}
            </Space>
          </Flex>
          <Tabs
            activeKey={tab}
            onChange={(key) =>
              setParams(
                (p) => {
                  p.set('tab', key);
                  return p;
                },
                { replace: true },
              )
            }
            items={[
              { key: 'info', label: 'Thông tin bài thầu', children: <InfoTab post={data} /> },
              {
                key: 'submissions',
                label: `Hồ sơ dự thầu (${data.submissionCount})`,
                children: (
                  <QueryState query={submissions}>{(list) => <SubmissionsCompare data={list} onOpen={setOpenSubmission} />}</QueryState>
                ),
              },
              {
                key: 'requests',
                label: lookupName('requestType', REQUEST_TYPE.Clarify),
                children: <RequestsTab postId={data.id} canManage={can.canManage} />,
              },
            ]}
          />
          <SubmissionDrawer submissionId={openSubmission} canManage={can.canManage} onClose={() => setOpenSubmission(undefined)} />
          <ConfirmDialog
            open={move !== undefined}
            title={move?.title ?? ''}
            description={move?.description}
            okText={move?.okText}
            danger={move?.danger}
            onConfirm={async () => move && act.mutateAsync({ kind: 'status', id: data.id, status: move.status })}
            onClose={() => setMove(undefined)}
          />
          <ConfirmDialog
            open={isDeleting}
            title="Xóa bài thầu"
            description={`Xóa bài thầu nháp "${data.name}"?`}
            okText="Xóa"
            danger
            onConfirm={async () => {
              await act.mutateAsync({ kind: 'delete', id: data.id });
              navigate(consolePaths.tenders.getHref());
            }}
            onClose={() => setDeleting(false)}
          />
          <ResultsDialog postId={data.id} open={isPublishing} onClose={() => setPublishing(false)} />
        </Flex>
      )}
    </QueryState>
  );
}
