import {
  type AdminPopup,
  POPUP_FREQUENCIES,
  POPUP_FREQUENCY_LABELS,
  POPUP_LIMITS,
  POPUP_MSG,
  type PopupBody,
  type PopupFrequency,
  popupBodySchema,
} from '@portal/contract';
import { Button, Card, DatePicker, Form, Input, Radio, Segmented, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { AddonInputNumber } from '@/components/addon-input';
import { QueryState } from '@/components/query-state';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { usePopups, useSavePopup } from '../api/popup';

const AUDIENCES = [
  { value: 'all', label: 'Tất cả đối tác' },
  { value: '0', label: 'Cộng tác viên' },
  { value: '1', label: 'Nhà cung cấp' },
  { value: '2', label: 'Doanh nghiệp' },
] as const;
type Audience = (typeof AUDIENCES)[number]['value'];

type PopupFormValues = {
  name: string;
  content: string;
  link: string;
  imageUrl: string;
  active: boolean;
  period: [Dayjs, Dayjs];
  frequency: PopupFrequency;
  frequencyDays?: number | null;
};

const FREQUENCY_OPTIONS = POPUP_FREQUENCIES.map((f) => ({ value: f, label: POPUP_FREQUENCY_LABELS[f] }));
const FREQUENCY_HELP: Readonly<Record<PopupFrequency, string>> = {
  every_session: 'Đóng popup thì không hiện lại cho đến lần đăng nhập sau.',
  once: 'Mỗi tài khoản chỉ thấy một lần: đóng là không hiện lại.',
  every_n_days: 'Đóng popup thì hiện lại sau số ngày chọn bên dưới.',
};

const shape = popupBodySchema.shape;

function toForm(popup: AdminPopup | undefined): Partial<PopupFormValues> {
  if (!popup) return { active: true, content: '', link: '', frequency: 'every_session' };
  return {
    name: popup.name,
    content: popup.content,
    link: popup.link ?? '',
    imageUrl: popup.imageUrl,
    active: popup.active,
    period: [dayjs(popup.startTime), dayjs(popup.endTime)],
    frequency: popup.frequency,
    frequencyDays: popup.frequencyDays,
  };
}

/** One popup per audience (spec 1 §3): pick the audience, edit its popup, save. */
export function PopupEditorPage() {
  const popups = usePopups();
  const [audience, setAudience] = useState<Audience>('all');
  return (
    <>
      <Typography.Title level={3}>Popup</Typography.Title>
      <Segmented<Audience> options={[...AUDIENCES]} value={audience} onChange={setAudience} style={{ marginBottom: 16 }} />
      <QueryState query={popups}>
        {(list) => {
          const groupType = audience === 'all' ? null : (Number(audience) as 0 | 1 | 2);
          const current = list.find((p) => p.groupType === groupType);
          return <PopupForm key={`${audience}-${current?.updatedAt ?? 'new'}`} popup={current} groupType={groupType} />;
        }}
      </QueryState>
    </>
  );
}

function PopupForm({ popup, groupType }: { popup: AdminPopup | undefined; groupType: 0 | 1 | 2 | null }) {
  const [form] = Form.useForm<PopupFormValues>();
  const save = useSavePopup();
  const frequency = Form.useWatch('frequency', form) ?? popup?.frequency ?? 'every_session';
  const submit = (v: PopupFormValues) => {
    const body: PopupBody = {
      name: v.name,
      content: v.content ?? '',
      link: v.link || null,
      imageUrl: v.imageUrl,
      active: v.active,
      startTime: v.period[0].format(),
      endTime: v.period[1].format(),
      groupType,
      frequency: v.frequency,
      frequencyDays: v.frequency === 'every_n_days' ? (v.frequencyDays ?? null) : null,
    };
    save.mutate(body, { onError: (error) => applyServerErrors(form, error, { startTime: 'period', endTime: 'period' }) });
  };
  return (
    <Card size="small" style={{ maxWidth: 760 }}>
      {popup ? (
        <Typography.Paragraph type="secondary">Cập nhật lần cuối: {dayjs(popup.updatedAt).format('DD/MM/YYYY HH:mm')}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">Chưa có popup cho nhóm này.</Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="popup" initialValues={toForm(popup)} onFinish={submit} disabled={save.isPending}>
        <Form.Item name="name" label="Tên popup" rules={[zodRule(shape.name)]}>
          <Input maxLength={POPUP_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="imageUrl" label="Ảnh (đường dẫn)" rules={[zodRule(shape.imageUrl)]}>
          <Input maxLength={POPUP_LIMITS.urlMax} placeholder="https://… hoặc /anh.png" />
        </Form.Item>
        <Form.Item name="link" label="Liên kết khi bấm" rules={[optionalZodRule(shape.link)]}>
          <Input maxLength={POPUP_LIMITS.urlMax} placeholder="https://…" />
        </Form.Item>
        <Form.Item name="content" label="Nội dung" rules={[optionalZodRule(shape.content)]}>
          <Input.TextArea rows={5} maxLength={POPUP_LIMITS.contentMax} />
        </Form.Item>
        <Form.Item
          name="period"
          label="Thời gian hiển thị"
          rules={[
            { required: true, message: POPUP_MSG.time },
            {
              validator: async (_r, value: [Dayjs, Dayjs] | undefined) => {
                if (value && !value[1].isAfter(value[0])) throw new Error(POPUP_MSG.period);
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime format="DD/MM/YYYY HH:mm" />
        </Form.Item>
        <Form.Item name="frequency" label="Tần suất hiển thị lại" extra={FREQUENCY_HELP[frequency]} rules={[zodRule(shape.frequency)]}>
          <Radio.Group options={FREQUENCY_OPTIONS} />
        </Form.Item>
        {frequency === 'every_n_days' ? (
          <Form.Item name="frequencyDays" label="Số ngày" rules={[zodRule(shape.frequencyDays.unwrap().unwrap())]}>
            <AddonInputNumber min={1} max={POPUP_LIMITS.frequencyDaysMax} precision={0} after="ngày" style={{ width: 180 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="active" label="Đang bật" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Lưu popup
        </Button>
      </Form>
    </Card>
  );
}
