import {
  CONTRACT_PROGRESS_LABELS,
  type ContractDetail,
  type ContractProgress,
  formatDate,
  formatVnd,
  type PartnerType,
  remainingDaysLabel,
} from '@portal/contract';
import { Button, Descriptions, Empty, Modal, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { useDownloadContractArchive, useDownloadContractFile } from '../api/download-contract-files';
import { useContract } from '../api/get-contract';
import { ContractStatusTag } from './contract-status-tag';

type Props = { type: PartnerType; contractId: string | undefined; onClose: () => void };

export const DETAIL_TEXT = {
  title: 'Chi tiết hợp đồng',
  infoTab: 'Thông tin',
  filesTab: 'Tài liệu',
  supply: CONTRACT_PROGRESS_LABELS[1],
  payment: CONTRACT_PROGRESS_LABELS[2],
  noProgress: 'Chưa có tiến độ',
  noFiles: 'Chưa có tài liệu',
  download: 'Tải xuống',
  downloadAll: 'Tải tất cả',
} as const;

function ProgressTimeline({ title, entries }: { title: string; entries: ContractProgress[] }) {
  return (
    <section aria-label={title} className="contract-timeline">
      <Typography.Title level={5}>{title}</Typography.Title>
      {entries.length ? (
        <Timeline
          items={entries.map((p) => ({
            key: p.id,
            content: (
              <div>
                <Typography.Text strong>{formatDate(p.date)}</Typography.Text> — {p.name}
                {p.content ? <div className="contract-timeline__content">{p.content}</div> : null}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAIL_TEXT.noProgress} />
      )}
    </section>
  );
}

function InfoTab({ contract }: { contract: ContractDetail }) {
  const remaining = remainingDaysLabel(contract.dateTo);
  // The server sends progress newest first; each timeline keeps that order.
  const supply = contract.progress.filter((p) => p.progressType === 1);
  const payment = contract.progress.filter((p) => p.progressType === 2);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label="Tên hợp đồng">{contract.name}</Descriptions.Item>
        <Descriptions.Item label="Số hợp đồng">{contract.code}</Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <ContractStatusTag status={contract.status} name={contract.statusName} />
        </Descriptions.Item>
        <Descriptions.Item label="Loại hợp đồng">{contract.contractTypeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Danh mục">{contract.contractCategory?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Nhà cung cấp">{contract.provider.name}</Descriptions.Item>
        <Descriptions.Item label="Ngày ký">{formatDate(contract.dateSigned)}</Descriptions.Item>
        <Descriptions.Item label="Giá trị hợp đồng">{formatVnd(contract.totalValue)}</Descriptions.Item>
        <Descriptions.Item label="Ngày bắt đầu">{formatDate(contract.dateFrom)}</Descriptions.Item>
        <Descriptions.Item label="Ngày kết thúc">
          <Space size="small" wrap>
            {formatDate(contract.dateTo)}
            <Tag color={remaining.color}>{remaining.label}</Tag>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Người liên hệ">{contract.contactName || '—'}</Descriptions.Item>
        <Descriptions.Item label="Chức vụ">{contract.contactPosition || '—'}</Descriptions.Item>
        <Descriptions.Item label="Số điện thoại">{contract.contactPhone || '—'}</Descriptions.Item>
        <Descriptions.Item label="Email">{contract.contactEmail || '—'}</Descriptions.Item>
      </Descriptions>
      <div className="contract-timelines">
        <ProgressTimeline title={DETAIL_TEXT.supply} entries={supply} />
        <ProgressTimeline title={DETAIL_TEXT.payment} entries={payment} />
      </div>
    </Space>
  );
}

function FilesTab({ type, contract }: { type: PartnerType; contract: ContractDetail }) {
  const downloadFile = useDownloadContractFile(type);
  const downloadAll = useDownloadContractArchive(type);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button
        type="primary"
        disabled={contract.files.length === 0}
        loading={downloadAll.isPending}
        onClick={() => downloadAll.mutate({ id: contract.id, code: contract.code })}
      >
        {DETAIL_TEXT.downloadAll}
      </Button>
      <ItemList
        bordered
        items={contract.files}
        rowKey={(file) => file.id}
        empty={DETAIL_TEXT.noFiles}
        renderItem={(file) => file.name}
        renderActions={(file) => (
          <Button
            type="link"
            aria-label={`${DETAIL_TEXT.download} ${file.name}`}
            loading={downloadFile.isPending && downloadFile.variables?.file.id === file.id}
            onClick={() => downloadFile.mutate({ contractId: contract.id, file })}
          >
            {DETAIL_TEXT.download}
          </Button>
        )}
      />
    </Space>
  );
}

/** Spec 1 §2.7: the detail modal, loaded when opened (spec 1 §4), with its info and documents tabs. */
export function ContractDetailModal({ type, contractId, onClose }: Props) {
  const query = useContract(type, contractId);
  return (
    <Modal open={Boolean(contractId)} title={DETAIL_TEXT.title} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <QueryState query={query}>
        {(contract) => (
          <Tabs
            items={[
              { key: 'info', label: DETAIL_TEXT.infoTab, children: <InfoTab contract={contract} /> },
              {
                key: 'files',
                label: `${DETAIL_TEXT.filesTab} (${contract.files.length})`,
                children: <FilesTab type={type} contract={contract} />,
              },
            ]}
          />
        )}
      </QueryState>
    </Modal>
  );
}
