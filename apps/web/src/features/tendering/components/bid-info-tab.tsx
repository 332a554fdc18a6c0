import { formatDate, formatDateTime } from '@portal/contract';
import type { BidPostDetail } from '@portal/contract';
import { Children, type ReactNode } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { DaysLeftTag } from './days-left-tag';
import { FileLinks } from './file-links';

type Row = { label: string; value: ReactNode };

const hasValue = (value: ReactNode) => value !== null && value !== undefined && value !== '' && value !== false;

/** A titled block of label/value rows; absent when none of its rows has a value (spec 2 §2.3). */
function Section({ title, rows, children }: { title: string; rows?: Row[]; children?: ReactNode }) {
  const shown = (rows ?? []).filter((row) => hasValue(row.value));
  if (shown.length === 0 && Children.toArray(children).length === 0) return null;
  return (
    <section className="bid-section" aria-label={title}>
      <h3 className="bid-section__title">{title}</h3>
      {shown.length > 0 ? (
        <dl className="bid-rows">
          {shown.map((row) => (
            <div key={row.label} className="bid-row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

/** 'Thông tin bài thầu': what anyone may read of a bid post. */
export function BidInfoTab({ detail }: { detail: BidPostDetail }) {
  const lookups = useTenderLookups();
  const optional = detail.informations.filter((item) => !item.isRequired);
  const required = detail.informations.filter((item) => item.isRequired);
  const infoList = (items: typeof optional) =>
    items.length > 0 ? (
      <ul className="bid-info-items">
        {items.map((item) => (
          <li key={item.id}>
            {item.name} <span className="bid-muted">({lookupLabel(lookups, 'infoType', item.type)})</span>
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <div className="bid-info">
      <Section
        title="Thông tin gói thầu"
        rows={[
          { label: 'Tên gói thầu', value: detail.bidName },
          { label: 'Bên mời thầu', value: detail.invitingParty },
          { label: 'Lĩnh vực', value: detail.bidPostCategory.name },
          { label: 'Loại hợp đồng', value: lookupLabel(lookups, 'contractType', detail.contractType) },
          { label: 'Khu vực', value: lookupLabel(lookups, 'area', detail.area) },
          { label: 'Hình thức lựa chọn nhà thầu', value: lookupLabel(lookups, 'chooseMode', detail.chooseMode) },
          { label: 'Thời gian thực hiện hợp đồng', value: `${detail.deployDays ?? 0} ngày` },
        ]}
      />
      <Section
        title="Địa điểm"
        rows={[
          { label: 'Địa điểm phát hành', value: detail.issueLocation },
          { label: 'Địa điểm thực hiện', value: detail.deployLocation },
        ]}
      />
      <Section
        title="Thông tin thầu"
        rows={[
          { label: 'Thời điểm đăng tải', value: formatDateTime(detail.openDate) },
          {
            label: 'Thời điểm đóng thầu',
            value: detail.closeDate ? (
              <>
                {formatDateTime(detail.closeDate)} <DaysLeftTag closeDate={detail.closeDate} />
              </>
            ) : null,
          },
          { label: 'Thời điểm mở thầu', value: formatDate(detail.applyDate) },
          { label: 'Đối tượng dự thầu', value: lookupLabel(lookups, 'applyGroup', detail.applyGroup) },
          { label: 'Phương thức dự thầu', value: lookupLabel(lookups, 'publicMode', detail.publicMode) },
        ]}
      />
      <Section
        title="Thông tin liên hệ"
        rows={[
          { label: 'Người đại diện', value: detail.contactName },
          { label: 'Số điện thoại', value: detail.contactPhone },
          { label: 'Email', value: detail.contactEmail },
          { label: 'Chức vụ', value: detail.contactPosition },
        ]}
      />
      <Section title="Ghi chú">{detail.note ? <SafeHtml html={detail.note} className="bid-html" /> : null}</Section>
      <Section title="Tài liệu đính kèm">{detail.files.length > 0 ? <FileLinks files={detail.files} /> : null}</Section>
      <Section title="Thông tin bổ sung (không bắt buộc)">{infoList(optional)}</Section>
      <Section title="Yêu cầu bắt buộc">
        {detail.requirements ? <SafeHtml html={detail.requirements} className="bid-html" /> : null}
        {infoList(required)}
      </Section>
    </div>
  );
}
