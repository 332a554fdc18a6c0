import { type DebtSettings, REPORT_LIMITS } from '@portal/contract';
import { Alert, Button, Card, Form, InputNumber, Select, Typography } from 'antd';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { MoneyInput } from '../../../components/money-input';
import { useDebtSettings, useSaveDebtSettings } from '../api/report-desk';

type Values = Omit<DebtSettings, 'reminderOffsets'> & { reminderOffsets: string[] };

function SettingsForm({ settings, canManage }: { settings: DebtSettings; canManage: boolean }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveDebtSettings();
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="debt-settings"
      disabled={!canManage || save.isPending}
      initialValues={{ ...settings, reminderOffsets: settings.reminderOffsets.map(String) }}
      onFinish={(values) =>
        save.mutate(
          { ...values, reminderOffsets: values.reminderOffsets.map(Number).filter(Number.isFinite) },
          { onError: (error) => applyServerErrors(form, error) },
        )
      }
      style={{ maxWidth: 640 }}
    >
      <Card size="small" title="Báo cáo và nhắc nợ" style={{ marginBottom: 16 }}>
        <Form.Item
          name="reminderOffsets"
          label="Mốc nhắc thanh toán (số ngày so với hạn: -3 là 3 ngày trước hạn, 0 là đúng hạn, 7 là 7 ngày sau hạn)"
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} placeholder="-3, 0, 3, 7" />
        </Form.Item>
        <Form.Item name="dueDays" label="Hạn thanh toán: số ngày sau ngày cuối tháng báo cáo">
          <InputNumber min={0} max={REPORT_LIMITS.dueDaysMax} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="homeSamplingFee" label="Phí lấy mẫu tại nhà (mỗi đơn lấy mẫu tại nhà)">
          <MoneyInput style={{ width: 200 }} />
        </Form.Item>
      </Card>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Tài khoản nhận thanh toán (VietQR) là tài khoản ngân hàng trong 'Thông tin đơn vị', do quản trị viên cập nhật."
      />
      {canManage ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Lưu cài đặt
        </Button>
      ) : null}
    </Form>
  );
}

/** /quan-tri/cong-no/cai-dat: the reminder ladder, due days and sampling fee (the bank account is the owner's setting). */
export function SettingsPage({ canManage }: { canManage: boolean }) {
  const query = useDebtSettings();
  return (
    <>
      <Typography.Title level={3}>Cài đặt công nợ</Typography.Title>
      <QueryState query={query}>{(settings) => <SettingsForm settings={settings} canManage={canManage} />}</QueryState>
    </>
  );
}
