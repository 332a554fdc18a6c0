import { BID_PROGRESS_TYPE, type BidProgress, formatVnd, formatDate } from '@portal/contract';
import { Timeline } from 'antd';
import { QueryState } from '@/components/query-state';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { useSubmission } from '../api/get-submission';
import { groupPhone } from '../format';
import { FileLinks } from './file-links';

function ProgressTimeline({ title, rows }: { title: string; rows: BidProgress[] }) {
  const lookups = useTenderLookups();
  return (
    <section className="bid-section" aria-label={title}>
      <h3 className="bid-section__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="bid-muted">Chưa có</p>
      ) : (
        <Timeline
          items={rows.map((row) => ({
            key: row.id,
            content: (
              <div>
                <strong>{row.name}</strong>
                {row.date ? <span className="bid-muted"> · {formatDate(row.date)}</span> : null}
                <span className="bid-muted"> · {lookupLabel(lookups, 'progressStatus', row.status)}</span>
                <div>{row.content}</div>
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}

/** 'Thông tin nộp thầu' (spec 2 §2.4): the provider's submission, read-only. */
export function SubmitTab({ submissionId }: { submissionId: string }) {
  const query = useSubmission(submissionId);
  const lookups = useTenderLookups();
  return (
    <QueryState query={query}>
      {(s) => (
        <div className="bid-info">
          <section className="bid-section" aria-label="Thông tin nhà thầu">
            <h3 className="bid-section__title">Thông tin nhà thầu</h3>
            <dl className="bid-rows">
              {[
                ['Tên nhà dự thầu', s.name],
                ['Mã số thuế', s.taxCode],
                ['Người đại diện pháp luật', s.representative],
                ['Giá dự thầu', formatVnd(s.price)],
                ['Phương thức vận chuyển', lookupLabel(lookups, 'shippingMethod', s.shippingMethod)],
                ['Chiết khấu', `${s.discount}%`],
                ['Trạng thái', lookupLabel(lookups, 'bdSubmitStatus', s.status)],
              ].map(([label, value]) => (
                <div key={label} className="bid-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="bid-section" aria-label="Tài liệu đính kèm">
            <h3 className="bid-section__title">Tài liệu đính kèm</h3>
            <FileLinks files={s.files} isPrivate />
          </section>
          <section className="bid-section" aria-label="Thông tin liên hệ">
            <h3 className="bid-section__title">Thông tin liên hệ</h3>
            <dl className="bid-rows">
              {[
                ['Tên liên hệ', s.contactName],
                ['Số điện thoại', groupPhone(s.contactPhone)],
                ['Email', s.contactEmail],
                ['Chức vụ', s.contactPosition],
              ].map(([label, value]) => (
                <div key={label} className="bid-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {s.customValues.length > 0 ? (
            <section className="bid-section" aria-label="Thông tin bổ sung">
              <h3 className="bid-section__title">Thông tin bổ sung</h3>
              <dl className="bid-rows">
                {s.customValues.map((v) => (
                  <div key={v.id} className="bid-row">
                    <dt>{v.bidPostCategoryInformation.name}</dt>
                    <dd>{v.file ? <FileLinks files={[v.file]} isPrivate /> : v.content}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <ProgressTimeline title="Cung cấp hàng hoá" rows={s.progress.filter((p) => p.progressType === BID_PROGRESS_TYPE.Supply)} />
          <ProgressTimeline title="Thanh toán" rows={s.progress.filter((p) => p.progressType === BID_PROGRESS_TYPE.Payment)} />
          {s.note ? (
            <section className="bid-section" aria-label="Ghi chú">
              <h3 className="bid-section__title">Ghi chú</h3>
              <p className="bid-pre">{s.note}</p>
            </section>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
