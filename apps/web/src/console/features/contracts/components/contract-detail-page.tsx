import {
  CONTRACT_PROGRESS_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractDetail,
  type ContractStatus,
  contractFieldSchemas,
  contractProgressBodySchema,
  contractStatusColor,
  formatDate,
  formatVnd,
  MSG,
  maxLengthOf,
} from '@portal/contract';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
  Typography,
  type UploadFile,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileListUpload } from '@/components/file-list-upload';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { FileButton } from '../../../components/file-viewer';
import { consolePaths } from '../../../config/paths';
import { formatSize } from '../../../lib/format';
import {
  getContractFile,
  useAddContractProgress,
  useContract,
  useRemoveContractFile,
  useRemoveContractProgress,
  useSetContractStatus,
  useUploadContractFiles,
} from '../api/contracts';
import { ContractDialog } from './contract-dialog';

export type ContractPermissions = { canManage: boolean; canSeeAudit: boolean };

function FilesCard({ contract, canManage }: { contract: ContractDetail; canManage: boolean }) {
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const upload = useUploadContractFiles(contract.id);
  const remove = useRemoveContractFile(contract.id);
  return (
    <Card title={`Tài liệu (${contract.files.length})`}>
      <ItemList
        items={contract.files}
        rowKey={(file) => file.id}
        empty="Chưa có tài liệu"
        renderItem={(file) => (
          <>
            {file.name} <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
          </>
        )}
        renderActions={(file) => (
          <>
            <FileButton file={file} load={(id) => getContractFile(contract.id, id)} />
            {canManage && (
              <Popconfirm title={`Xóa tài liệu ${file.name}?`} okText="Xóa" cancelText="Hủy" onConfirm={() => remove.mutateAsync(file.id)}>
                <Button size="small" danger aria-label={`Xóa ${file.name}`}>
                  Xóa
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {canManage && (
        <Space orientation="vertical" style={{ marginTop: 16, width: '100%' }}>
          <FileListUpload value={picked} onChange={setPicked} buttonLabel="Chọn tài liệu" />
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={upload.isPending}
            onClick={() =>
              upload.mutate(
                picked.map((p) => p.originFileObj as File),
                { onSuccess: () => setPicked([]) },
              )
            }
          >
            Tải lên
          </Button>
        </Space>
      )}
    </Card>
  );
}

type ProgressForm = { progressType: 1 | 2; date: Dayjs; name: string; content?: string };

function ProgressCard({ contract, canManage }: { contract: ContractDetail; canManage: boolean }) {
  const [form] = Form.useForm<ProgressForm>();
  const add = useAddContractProgress(contract.id);
  const remove = useRemoveContractProgress(contract.id);
  const fields = contractProgressBodySchema.shape;
  return (
    <Card title="Tiến độ">
      <Row gutter={16}>
        {([1, 2] as const).map((type) => (
          <Col xs={24} md={12} key={type}>
            <Typography.Title level={5}>{CONTRACT_PROGRESS_LABELS[type]}</Typography.Title>
            <ItemList
              size="small"
              items={contract.progress.filter((p) => p.progressType === type)}
              rowKey={(p) => p.id}
              empty="Chưa có tiến độ"
              renderItem={(p) => (
                <Flex vertical gap={4}>
                  <Typography.Text strong>{`${formatDate(p.date)} — ${p.name}`}</Typography.Text>
                  {p.content ? <Typography.Text type="secondary">{p.content}</Typography.Text> : null}
                </Flex>
              )}
              renderActions={
                canManage
                  ? (p) => (
                      <Popconfirm title="Xóa tiến độ này?" okText="Xóa" cancelText="Hủy" onConfirm={() => remove.mutateAsync(p.id)}>
                        <Button size="small" danger aria-label={`Xóa tiến độ ${p.name}`}>
                          Xóa
                        </Button>
                      </Popconfirm>
                    )
                  : undefined
              }
            />
          </Col>
        ))}
      </Row>
      {canManage && (
        <Form<ProgressForm>
          form={form}
          layout="inline"
          name="progress"
          style={{ marginTop: 16, rowGap: 8 }}
          initialValues={{ progressType: 1 }}
          onFinish={({ date, ...rest }) =>
            add.mutate(
              { ...rest, content: rest.content ?? '', date: date.format('YYYY-MM-DD') },
              { onSuccess: () => form.resetFields(), onError: (error) => applyServerErrors(form, error) },
            )
          }
        >
          <Form.Item name="progressType" label="Loại">
            <Select style={{ width: 180 }} options={([1, 2] as const).map((t) => ({ value: t, label: CONTRACT_PROGRESS_LABELS[t] }))} />
          </Form.Item>
          <Form.Item name="date" label="Ngày" rules={[requiredRule(MSG.required)]}>
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item name="name" label="Tên tiến độ" rules={[zodRule(fields.name)]}>
            <Input maxLength={maxLengthOf(fields.name)} />
          </Form.Item>
          <Form.Item name="content" label="Nội dung" rules={[optionalZodRule(fields.content)]}>
            <Input maxLength={maxLengthOf(contractFieldSchemas.note)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            Thêm tiến độ
          </Button>
        </Form>
      )}
    </Card>
  );
}

function ContractView({ contract, can }: { contract: ContractDetail; can: ContractPermissions }) {
  const [editing, setEditing] = useState(false);
  const setStatus = useSetContractStatus(contract.id);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {contract.code} — {contract.name}
        </Typography.Title>
        <Space wrap>
          {can.canManage ? (
            <Select<ContractStatus>
              aria-label="Trạng thái hợp đồng"
              style={{ width: 180 }}
              value={contract.status as ContractStatus}
              loading={setStatus.isPending}
              onChange={(status) => setStatus.mutate(status)}
              options={CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }))}
            />
          ) : (
            <Tag color={contractStatusColor(contract.status)}>{contract.statusName}</Tag>
          )}
          {can.canManage && <Button onClick={() => setEditing(true)}>Sửa hợp đồng</Button>}
          {can.canSeeAudit && (
            <Link to={consolePaths.audit.getHref({ objectType: 'contract', search: contract.id })}>Nhật ký thao tác</Link>
          )}
        </Space>
      </Flex>
      <Card>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Nhà cung cấp">
            <Link to={consolePaths.partnerDetail.getHref(contract.provider.id)}>
              {contract.provider.code} — {contract.provider.name}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label="Loại hợp đồng">{contract.contractTypeName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Danh mục">{contract.contractCategory?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Giá trị">{formatVnd(contract.totalValue)}</Descriptions.Item>
          <Descriptions.Item label="Ngày ký">{formatDate(contract.dateSigned)}</Descriptions.Item>
          <Descriptions.Item label="Hiệu lực">
            {formatDate(contract.dateFrom)} – {formatDate(contract.dateTo)}
          </Descriptions.Item>
          <Descriptions.Item label="Người liên hệ">
            {contract.contactName}
            {contract.contactPosition ? ` (${contract.contactPosition})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Liên hệ">
            {contract.contactPhone} · {contract.contactEmail}
          </Descriptions.Item>
          {contract.note ? <Descriptions.Item label="Ghi chú">{contract.note}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <FilesCard contract={contract} canManage={can.canManage} />
      <ProgressCard contract={contract} canManage={can.canManage} />
      {editing && <ContractDialog contract={contract} onClose={() => setEditing(false)} />}
    </Space>
  );
}

/** /quan-tri/hop-dong/{id}: a contract, its documents and progress; every change is audited. */
export function ContractDetailPage({ id, can }: { id: string; can: ContractPermissions }) {
  const query = useContract(id);
  return <QueryState query={query}>{(contract) => <ContractView contract={contract} can={can} />}</QueryState>;
}
