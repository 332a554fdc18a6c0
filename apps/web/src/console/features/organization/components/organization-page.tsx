import {
  accountHolderNames,
  accountHolderProblem,
  maxLengthOf,
  type Organization,
  type OrganizationBody,
  ORGANIZATION_LIMITS,
  ORGANIZATION_LOGO_EXTENSIONS,
  ORGANIZATION_MSG,
  organizationBodySchema,
  VIETNAM_BANKS,
} from '@portal/contract';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography, Upload } from 'antd';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useOrganization, useRemoveLogo, useSaveOrganization, useUploadLogo } from '../api/organization';

const fields = organizationBodySchema.shape;
const BANK_OPTIONS = VIETNAM_BANKS.map((b) => ({ value: b.bin, label: `${b.name} (${b.bin})` }));
const LOGO_ACCEPT = ORGANIZATION_LOGO_EXTENSIONS.map((ext) => `.${ext}`).join(',');

type Values = Omit<OrganizationBody, 'bankBin'> & { bankBin: OrganizationBody['bankBin'] | undefined };

const toValues = (o: Organization): Values => ({
  legalName: o.legalName,
  shortName: o.shortName,
  taxCode: o.taxCode,
  address: o.address,
  representative: o.representative,
  representativeTitle: o.representativeTitle,
  hotline: o.hotline,
  supportEmail: o.supportEmail,
  bankBin: o.bankBin ?? undefined,
  accountNumber: o.accountNumber,
  accountHolder: o.accountHolder,
});

function LogoCard({ organization }: { organization: Organization }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  return (
    <Card size="small" title="Logo" style={{ marginBottom: 16 }}>
      <Flex gap={16} align="center" wrap>
        {organization.logoUrl ? (
          <img src={organization.logoUrl} alt={`Logo ${organization.shortName || organization.legalName}`} height={48} />
        ) : (
          <Typography.Text type="secondary">Chưa có logo: trang và email dùng biểu tượng của cổng.</Typography.Text>
        )}
        <Upload
          accept={LOGO_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button loading={upload.isPending}>{organization.logoUrl ? 'Đổi logo' : 'Tải logo lên'}</Button>
        </Upload>
        {organization.logoUrl ? (
          <Button danger loading={remove.isPending} onClick={() => remove.mutate()}>
            Xóa logo
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        PNG hoặc JPEG, tối đa {ORGANIZATION_LIMITS.logoBytesMax / 1024 / 1024} MB; hiện ở chân trang và đầu mỗi email.
      </Typography.Paragraph>
    </Card>
  );
}

function OrganizationForm({ organization }: { organization: Organization }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveOrganization();
  const submit = (values: Values) =>
    save.mutate({ ...values, bankBin: values.bankBin ?? null }, { onError: (error) => applyServerErrors(form, error) });
  const fillHolder = () => {
    const [name] = accountHolderNames(form.getFieldValue('legalName') ?? '');
    form.setFieldValue('accountHolder', name ?? '');
    void form.validateFields(['accountHolder']);
  };
  const text = (name: keyof typeof fields, label: string, max: number) => (
    <Form.Item name={name} label={label} rules={[zodRule(fields[name])]}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="organization"
      initialValues={toValues(organization)}
      onFinish={submit}
      disabled={save.isPending}
    >
      <Card size="small" title="Đơn vị" style={{ marginBottom: 16 }}>
        <Row gutter={12}>
          <Col xs={24} md={16}>
            {text('legalName', 'Tên đơn vị (theo đăng ký kinh doanh)', ORGANIZATION_LIMITS.legalNameMax)}
          </Col>
          <Col xs={24} md={8}>
            {text('shortName', 'Tên viết tắt (tiêu đề trang, tên người gửi email)', ORGANIZATION_LIMITS.shortNameMax)}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="taxCode" label="Mã số thuế" rules={[zodRule(fields.taxCode)]}>
              <Input maxLength={maxLengthOf(fields.taxCode)} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            {text('address', 'Địa chỉ', ORGANIZATION_LIMITS.addressMax)}
          </Col>
          <Col xs={24} md={12}>
            {text('representative', 'Người đại diện', ORGANIZATION_LIMITS.personMax)}
          </Col>
          <Col xs={24} md={12}>
            {text('representativeTitle', 'Chức vụ', ORGANIZATION_LIMITS.personMax)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="hotline" label="Hotline" rules={[zodRule(fields.hotline)]}>
              <Input maxLength={ORGANIZATION_LIMITS.hotlineMax} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="supportEmail" label="Email hỗ trợ (địa chỉ trả lời của mọi email)" rules={[zodRule(fields.supportEmail)]}>
              <Input type="email" maxLength={maxLengthOf(fields.supportEmail)} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Tài khoản nhận thanh toán (VietQR)" style={{ marginBottom: 16 }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="bankBin" label="Ngân hàng">
              <Select allowClear options={BANK_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="accountNumber" label="Số tài khoản" rules={[optionalZodRule(fields.accountNumber)]}>
              <Input maxLength={ORGANIZATION_LIMITS.accountNumberMax} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Chủ tài khoản (như in trên tài khoản ngân hàng)" required={false}>
              <Flex gap={8} wrap>
                <Form.Item
                  name="accountHolder"
                  noStyle
                  dependencies={['legalName']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, value: string | undefined) => {
                        const problem = accountHolderProblem((value ?? '').trim(), getFieldValue('legalName') ?? '');
                        if (problem) throw new Error(problem);
                      },
                    }),
                  ]}
                >
                  <Input aria-label="Chủ tài khoản" maxLength={ORGANIZATION_LIMITS.accountHolderMax} style={{ flex: '1 1 280px' }} />
                </Form.Item>
                <Button onClick={fillHolder}>Điền theo tên đơn vị</Button>
              </Flex>
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {ORGANIZATION_MSG.bankIncomplete}. Báo cáo công nợ hằng tháng tạo mã VietQR theo tài khoản này.
        </Typography.Paragraph>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Lưu thông tin đơn vị
      </Button>
    </Form>
  );
}

/**
 * /quan-tri/thong-tin-don-vi: who the portal owner is, written once here and read by the debt
 * letters, the monthly reports' VietQR, the mails, the footer and the page titles.
 */
export function OrganizationPage() {
  const query = useOrganization();
  return (
    <>
      <Typography.Title level={3}>Thông tin đơn vị</Typography.Title>
      <QueryState query={query}>
        {(organization) => (
          <>
            <LogoCard organization={organization} />
            <OrganizationForm organization={organization} />
          </>
        )}
      </QueryState>
    </>
  );
}
