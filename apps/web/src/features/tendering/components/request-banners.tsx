import {
  deadlineLeft,
  type PartyRequest,
  REPLY_STATUS,
  REQUEST_TYPE,
  TENDER_MSG,
  lookupName,
  formatDate,
  formatDateTime,
} from '@portal/contract';
import { Button, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { useCan } from '@/lib/permissions';
import { useCreateReply } from '../api/create-reply';
import { usePartyRequests } from '../api/get-party-requests';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { openAdditionalRequest, openMeetRequest } from '../bid-rules';
import { groupPhone } from '../format';
import { InlineRetry } from './inline-retry';

type BannerProps = {
  submissionId: string;
  bidPostId: number;
  /** Opens the submission dialog (SPEC-NOTES 19: documents are added by updating the submission). */
  onUpdateSubmission: () => void;
};

/** The reply box: text required, send disabled while blank (spec 2 §5 "Reply to a meeting request"). */
function ReplyBox({
  request,
  submissionId,
  bidPostId,
  withStatus,
}: {
  request: PartyRequest;
  submissionId: string;
  bidPostId: number;
  withStatus: boolean;
}) {
  const lookups = useTenderLookups();
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const [replyStatus, setReplyStatus] = useState<number>(REPLY_STATUS.AgreeToMeet);
  const reply = useCreateReply();
  const errorId = useId();
  const blank = content.trim() === '';
  return (
    <div className="bid-reply">
      {withStatus ? (
        <Radio.Group
          aria-label="Phản hồi"
          value={replyStatus}
          onChange={(event) => setReplyStatus(event.target.value as number)}
          options={lookups.replyStatus.map((item) => ({ value: item.id, label: item.name }))}
        />
      ) : null}
      <Input.TextArea
        aria-label="Nội dung phản hồi"
        aria-invalid={touched && blank}
        aria-describedby={touched && blank ? errorId : undefined}
        rows={3}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      {touched && blank ? (
        <div id={errorId} className="bid-field-error" role="alert">
          {TENDER_MSG.replyContent}
        </div>
      ) : null}
      <Button
        type="primary"
        disabled={blank}
        loading={reply.isPending}
        onClick={() =>
          // A failure keeps the text (the client shows the notice, SPEC-NOTES 1).
          reply.mutate({
            requestId: request.id,
            requestType: withStatus ? REQUEST_TYPE.Meet : REQUEST_TYPE.Additional,
            content: content.trim(),
            ...(withStatus ? { replyStatus } : {}),
            submissionId,
            bidPostId,
          })
        }
      >
        Gửi phản hồi
      </Button>
    </div>
  );
}

/** Spec 2 §4.4: the inviting party's meeting and additional-document requests, while unanswered. */
export function RequestBanners({ submissionId, bidPostId, onUpdateSubmission }: BannerProps) {
  const query = usePartyRequests(submissionId);
  const lookups = useTenderLookups();
  // A staff member sees the requests; it answers them with 'bid.request' and updates documents with 'bid.submit'.
  const canReply = useCan('bid.request');
  const canUpdate = useCan('bid.submit');
  if (query.isError) return <InlineRetry onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const requests = query.data ?? [];
  const meet = openMeetRequest(requests);
  const additional = openAdditionalRequest(requests);
  return (
    <>
      {meet ? (
        <section className="bid-banner bid-banner--info" aria-label={lookupName('requestType', REQUEST_TYPE.Meet)}>
          <strong>Bên mời thầu mời bạn gặp mặt</strong>
          <dl className="bid-rows">
            {meet.dateMeet ? (
              <div className="bid-row">
                <dt>Thời gian</dt>
                <dd>{formatDateTime(meet.dateMeet)}</dd>
              </div>
            ) : null}
            {meet.address ? (
              <div className="bid-row">
                <dt>Địa điểm</dt>
                <dd>{meet.address}</dd>
              </div>
            ) : null}
            {meet.nameContact ? (
              <div className="bid-row">
                <dt>Người liên hệ</dt>
                <dd>
                  {meet.nameContact}
                  {meet.phoneContact ? ` — ${groupPhone(meet.phoneContact)}` : ''}
                </dd>
              </div>
            ) : null}
          </dl>
          {meet.content ? <p>{meet.content}</p> : null}
          {canReply ? <ReplyBox request={meet} submissionId={submissionId} bidPostId={bidPostId} withStatus /> : null}
        </section>
      ) : null}
      {additional ? (
        <section className="bid-banner bid-banner--warning" aria-label={lookupName('requestType', REQUEST_TYPE.Additional)}>
          <strong>Bên mời thầu yêu cầu bổ sung tài liệu</strong>
          {additional.additional.length > 0 ? (
            <ul>
              {additional.additional.map((code) => (
                <li key={code}>{lookupLabel(lookups, 'requestAdditional', code)}</li>
              ))}
            </ul>
          ) : null}
          {additional.content ? <p>{additional.content}</p> : null}
          {additional.dateRequired ? <Deadline date={additional.dateRequired} /> : null}
          {canUpdate ? (
            <div className="bid-banner__actions">
              {/* The action bar's button for the same step, by the same name. */}
              <Button onClick={onUpdateSubmission}>Bổ sung hồ sơ</Button>
            </div>
          ) : null}
          {canReply ? <ReplyBox request={additional} submissionId={submissionId} bidPostId={bidPostId} withStatus={false} /> : null}
        </section>
      ) : null}
    </>
  );
}

/** Spec 2 §4.4: green above 3 days, orange 1–3, 'hôm nay', red 'đã quá N ngày'. */
export function Deadline({ date, now }: { date: string; now?: Date }) {
  const { text, tone } = deadlineLeft(date, now);
  return (
    <p className="bid-deadline">
      Hạn bổ sung: {formatDate(date)}{' '}
      <span className={`days-left days-left--${tone}`} data-tone={tone}>
        ({text})
      </span>
    </p>
  );
}
