import {
  companySizeName,
  formatDateTime,
  formatVnd,
  PARTNER_LABELS,
  type PartnerType,
  SUPPLIER_MSG,
  type SupplierProfile,
} from '@portal/contract';
import { Button, Card, Descriptions, Flex, QRCode, Statistic, Tag, Typography } from 'antd';
import { useIsPhone } from '@/components/responsive-table';
import { type ReactNode, useState } from 'react';
import { ItemList } from '@/components/item-list';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupplierProfile } from '../api/get-supplier-profile';
import { downloadLicence } from '../api/update-supplier-profile';
import { SupplierProfileDialog } from './supplier-profile-dialog';
import './supplier-profile-page.css';

export const SUPPLIER_PROFILE_TITLE = 'Hồ sơ nhà cung cấp';

/** Where the feedback QR leads: the portal's feedback tab on this site (spec 3 §9: "host omitted"). */
export const feedbackUrl = (origin: string) => `${origin}${paths.generalInfo.getHref('gop-y')}`;

type Props = {
  type: PartnerType;
  /** Only the main account changes the organisation's profile (docs/decisions/account.md). */
  canEdit: boolean;
  /** What the route adds below (a sub-user's own contact form). */
  extra?: ReactNode;
};

/**
 * /ho-so of a collaborator or provider (spec 3 §2): basic information, documents, statistics, the
 * 'Cập nhật' button and the feedback QR block.
 */
export function SupplierProfilePage({ type, canEdit, extra }: Props) {
  useDocumentTitle(SUPPLIER_PROFILE_TITLE);
  const supplier = useSupplierProfile(type);
  const [isEditing, setEditing] = useState(false);
  return (
    <section className="page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{SUPPLIER_PROFILE_TITLE}</PageTitle>
        {canEdit && supplier.data ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            Cập nhật
          </Button>
        ) : null}
      </Flex>
      <QueryState query={supplier}>
        {(data) => (
          <div className="supplier-profile">
            <BasicInfo type={type} profile={data} />
            <Documents type={type} profile={data} />
            <Statistics profile={data} />
            <FeedbackBlock />
            {extra}
            {isEditing ? <SupplierProfileDialog type={type} profile={data} onClose={() => setEditing(false)} /> : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}

const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');

function BasicInfo({ type, profile }: { type: PartnerType; profile: SupplierProfile }) {
  // Decided as the server drew it while the page hydrates (antd's responsive column would change after).
  const isPhone = useIsPhone();
  return (
    <Card title="Thông tin cơ bản" size="small">
      <Descriptions
        column={isPhone ? 1 : 2}
        size="small"
        items={[
          { key: 'name', label: 'Tên nhà cung cấp', children: profile.name },
          { key: 'type', label: 'Loại đối tác', children: PARTNER_LABELS[type] },
          { key: 'owner', label: 'Chủ sở hữu', children: profile.ownerName },
          { key: 'tax', label: 'Mã số thuế', children: profile.taxCode },
          { key: 'phone', label: 'Số điện thoại', children: profile.phoneNumber },
          { key: 'email', label: 'Email', children: profile.email },
          { key: 'category', label: 'Danh mục', children: profile.category?.name ?? '—' },
          { key: 'size', label: 'Quy mô công ty', children: companySizeName(profile.sizeKey) },
          {
            key: 'capital',
            label: 'Vốn điều lệ',
            children: profile.charterCapital === null ? '—' : formatVnd(profile.charterCapital),
          },
          { key: 'cooperated', label: 'Đã từng hợp tác', children: profile.isCooperated ? 'Có' : 'Chưa' },
          { key: 'representative', label: 'Người đại diện', children: dash(profile.representative) },
          {
            key: 'address',
            label: 'Địa chỉ',
            children: dash([profile.address, profile.province].filter(Boolean).join(', ')),
          },
          {
            key: 'status',
            label: 'Trạng thái',
            children: profile.status === 1 ? <Tag color="green">Đang hoạt động</Tag> : <Tag>Không hoạt động</Tag>,
          },
        ]}
      />
    </Card>
  );
}

function Documents({ type, profile }: { type: PartnerType; profile: SupplierProfile }) {
  return (
    <Card title="Tài liệu" size="small">
      <ItemList
        header={<Typography.Text strong>Giấy phép đăng ký kinh doanh</Typography.Text>}
        items={profile.businessLicenseFile}
        rowKey={(file) => file.fullPath}
        empty="Chưa có giấy phép kinh doanh"
        renderItem={(file) => (
          <Button type="link" onClick={() => void downloadLicence(type, file.id, file.name)}>
            {file.name}
          </Button>
        )}
      />
    </Card>
  );
}

/** Statistics: a provider's tenders and contracts (a collaborator has neither), and the last sign-in. */
function Statistics({ profile }: { profile: SupplierProfile }) {
  return (
    <Card title="Thống kê" size="small">
      <Flex wrap gap={32}>
        {profile.applyTotal !== null ? <Statistic title="Hồ sơ dự thầu đã nộp" value={profile.applyTotal} /> : null}
        {profile.signedTotal !== null ? <Statistic title="Hợp đồng đã ký" value={profile.signedTotal} /> : null}
        <Statistic
          title="Đăng nhập gần nhất"
          value={profile.lastLoginTime ? formatDateTime(profile.lastLoginTime) : SUPPLIER_MSG.neverLoggedIn}
        />
      </Flex>
    </Card>
  );
}

function FeedbackBlock() {
  const url = feedbackUrl(typeof window === 'undefined' ? '' : window.location.origin);
  return (
    <Card title="Góp ý" size="small">
      <Flex wrap gap={16} align="center">
        <QRCode value={url} size={128} aria-label="Mã QR dẫn tới trang góp ý" />
        <Typography.Paragraph style={{ margin: 0, maxWidth: 420 }}>
          Quét mã QR hoặc <Typography.Link href={paths.generalInfo.getHref('gop-y')}>mở trang góp ý</Typography.Link> để gửi ý kiến của bạn
          về chất lượng dịch vụ.
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
