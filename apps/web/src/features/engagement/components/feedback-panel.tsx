import {
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_MSG,
  FEEDBACK_AREA_LABELS,
  FEEDBACK_AREAS,
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  type FeedbackArea,
  type FeedbackBody,
  type FeedbackReason,
  feedbackBodySchema,
  MSG,
} from '@portal/contract';
import { Alert, Button, Card, Checkbox, Form, Input, Rate, Select, Tooltip, Typography } from 'antd';
import { cloneElement, isValidElement, type ReactElement, useState } from 'react';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useSendFeedback } from '../api/send-feedback';
import './engagement.css';

/** What each star means, read by screen readers and shown as the star's tooltip. */
export const STAR_LABELS = ['Rất không hài lòng', 'Không hài lòng', 'Bình thường', 'Hài lòng', 'Rất hài lòng'] as const;

const shape = feedbackBodySchema.shape;
// Rate passes ARIA attributes and a role on to its list; its props type does not list `role`.
const RADIO_GROUP = { role: 'radiogroup' } as object;
const REASON_OPTIONS = FEEDBACK_REASONS.map((reason) => ({ value: reason, label: FEEDBACK_REASON_LABELS[reason] }));
const AREA_OPTIONS = FEEDBACK_AREAS.map((area) => ({ value: area, label: FEEDBACK_AREA_LABELS[area] }));

type Values = { stars?: number; reasons?: FeedbackReason[]; otherReason?: string; comment?: string; area: FeedbackArea };

/**
 * Each star is a radio of the rating's radio group: give it a name ("4 sao – Hài lòng") and drop
 * the list semantics of its `li` (the group is the `ul`); its meaning is also its tooltip.
 * (antd's own `tooltips` would be replaced by this render, so the tooltip is added here.)
 */
function labelStar(node: ReactElement, { index = 0 }: { index?: number }) {
  const star = node as ReactElement<{ children?: ReactElement }>;
  const radio = star.props.children;
  const label = `${index + 1} sao – ${STAR_LABELS[index]}`;
  return (
    <Tooltip title={STAR_LABELS[index]}>
      {cloneElement(
        star,
        { role: 'none' } as object,
        isValidElement(radio) ? cloneElement(radio, { 'aria-label': label } as object) : radio,
      )}
    </Tooltip>
  );
}

/**
 * /thong-tin-chung?tab=gop-y (signed-in partners): stars ('Vui lòng đánh giá sao!'), at least one
 * reason from the list or typed in ('Vui lòng nhập một trong các lý do!'), a comment. The same
 * contract schema checks it here and on the server.
 */
export function FeedbackPanel() {
  const [form] = Form.useForm<Values>();
  const send = useSendFeedback();
  const [isSent, setSent] = useState(false);

  const submit = (values: Values) => {
    const body: FeedbackBody = {
      stars: values.stars as number,
      reasons: values.reasons ?? [],
      otherReason: values.otherReason ?? '',
      comment: values.comment ?? '',
      area: values.area,
    };
    send.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        setSent(true);
      },
      onError: (error) => applyServerErrors(form, error, { otherReason: 'reasons' }),
    });
  };

  return (
    <div className="engagement">
      <Card title={<h2 className="engagement__card-title">Góp ý cho Cổng đối tác</h2>}>
        {isSent ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={ENGAGEMENT_MSG.feedbackSent}
            description="Ý kiến của bạn giúp chúng tôi phục vụ đối tác tốt hơn."
            action={
              <Button size="small" onClick={() => setSent(false)}>
                Gửi góp ý khác
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              Hãy cho chúng tôi biết trải nghiệm của bạn khi sử dụng cổng đối tác.
            </Typography.Paragraph>
            <Form<Values>
              form={form}
              layout="vertical"
              name="feedback"
              initialValues={{ area: 'general', reasons: [] }}
              onFinish={submit}
              disabled={send.isPending}
            >
              <Form.Item name="stars" label={<span id="feedback-stars-label">Mức độ hài lòng</span>} rules={[zodRule(shape.stars)]}>
                <Rate characterRender={labelStar} {...RADIO_GROUP} aria-labelledby="feedback-stars-label" className="engagement__rate" />
              </Form.Item>
              <Form.Item
                name="reasons"
                label="Lý do"
                required
                dependencies={['otherReason']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: FeedbackReason[] | undefined) => {
                      const typed = String(getFieldValue('otherReason') ?? '').trim();
                      if (!value?.length && !typed) throw new Error(MSG.reason);
                    },
                  }),
                ]}
              >
                <Checkbox.Group options={REASON_OPTIONS} className="engagement__reasons" />
              </Form.Item>
              <Form.Item name="otherReason" label="Lý do khác" rules={[optionalZodRule(shape.otherReason)]}>
                <Input maxLength={ENGAGEMENT_LIMITS.otherReasonMax} placeholder="Nhập lý do khác (nếu có)" />
              </Form.Item>
              <Form.Item name="area" label="Góp ý về" rules={[zodRule(shape.area)]}>
                <Select options={AREA_OPTIONS} />
              </Form.Item>
              <Form.Item name="comment" label="Nhận xét chi tiết" rules={[optionalZodRule(shape.comment)]}>
                <Input.TextArea rows={4} maxLength={ENGAGEMENT_LIMITS.commentMax} showCount />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                Gửi góp ý
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
