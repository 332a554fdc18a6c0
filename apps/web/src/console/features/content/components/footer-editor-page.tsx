import {
  FOOTER_FIELDS,
  FOOTER_LINK_FIELDS,
  FOOTER_LISTS,
  type Footer,
  footerLinkSchema,
  footerTextSchema,
  maxLengthOf,
} from '@portal/contract';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Space, Typography } from 'antd';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule } from '@/lib/zod-rule';
import { useFooter, useSaveFooter } from '../api/footer';
import { FOOTER_FIELD_LABELS, FOOTER_LIST_LABELS } from '../../../lib/labels';
import { type FooterFormValues, footerToForm, formToFooter } from './footer-form';

const FIELD_LABELS = FOOTER_FIELD_LABELS;
const LIST_LABELS = FOOTER_LIST_LABELS;

const textRule = optionalZodRule(footerTextSchema);
const linkRule = optionalZodRule(footerLinkSchema);

/** The footer of every partner page: each key of spec 1 §3, links checked, a live preview beside it. */
export function FooterEditorPage() {
  const footer = useFooter();
  return (
    <>
      <Typography.Title level={3}>Chân trang</Typography.Title>
      <QueryState query={footer}>{(data) => <FooterEditor footer={data} />}</QueryState>
    </>
  );
}

function FooterEditor({ footer }: { footer: Footer }) {
  const [form] = Form.useForm<FooterFormValues>();
  const save = useSaveFooter();
  const values = Form.useWatch([], form) as FooterFormValues | undefined;

  const submit = (v: FooterFormValues) => save.mutate(formToFooter(v, footer), { onError: (error) => applyServerErrors(form, error) });

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={14}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Hotline, email hỗ trợ, dòng bản quyền và thông tin công ty ở chân trang lấy từ 'Thông tin đơn vị' (quản trị viên cập nhật)."
        />
        <Form form={form} layout="vertical" name="footer" initialValues={footerToForm(footer)} onFinish={submit} disabled={save.isPending}>
          <Card size="small" title="Thông tin chung" style={{ marginBottom: 16 }}>
            <Row gutter={12}>
              {FOOTER_FIELDS.map((key) => (
                <Col xs={24} md={12} key={key}>
                  <Form.Item name={key} label={FIELD_LABELS[key]} rules={[FOOTER_LINK_FIELDS.includes(key) ? linkRule : textRule]}>
                    <Input maxLength={maxLengthOf(footerTextSchema)} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
          {FOOTER_LISTS.map(({ prefix, hasTitle }) => (
            <Card size="small" key={prefix} title={LIST_LABELS[prefix]} style={{ marginBottom: 16 }}>
              {hasTitle && (
                <Form.Item name={['lists', prefix, 'title']} label="Tiêu đề cột" rules={[textRule]}>
                  <Input maxLength={maxLengthOf(footerTextSchema)} />
                </Form.Item>
              )}
              <Form.List name={['lists', prefix, 'items']}>
                {(fields, { add, remove }) => (
                  <Flex vertical gap={8}>
                    {fields.map((field, index) => (
                      <Space.Compact key={field.key} block>
                        <Form.Item name={[field.name, 'text']} noStyle rules={[textRule]}>
                          <Input
                            aria-label={`${LIST_LABELS[prefix]} ${index + 1}: nội dung`}
                            placeholder="Nội dung"
                            style={{ width: '45%' }}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'link']} noStyle rules={[linkRule]}>
                          <Input
                            aria-label={`${LIST_LABELS[prefix]} ${index + 1}: liên kết`}
                            placeholder="https://… hoặc /duong-dan"
                            style={{ width: '45%' }}
                          />
                        </Form.Item>
                        <Button onClick={() => remove(field.name)} aria-label="Xóa dòng">
                          Xóa
                        </Button>
                      </Space.Compact>
                    ))}
                    <Button type="dashed" onClick={() => add({ text: '', link: '' })}>
                      Thêm dòng
                    </Button>
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Lưu chân trang
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        <div style={{ position: 'sticky', top: 72 }}>
          <Typography.Title level={5}>Xem trước</Typography.Title>
          <FooterPreview values={values ?? footerToForm(footer)} owner={footer} />
        </div>
      </Col>
    </Row>
  );
}

/** A plain rendering of what partners will see; links are shown, never followed from here. */
export function FooterPreview({ values, owner }: { values: FooterFormValues; owner: Footer }) {
  return (
    <footer className="console-footer-preview" data-testid="footer-preview">
      <Row gutter={[16, 12]}>
        {FOOTER_LISTS.map(({ prefix, hasTitle }) => {
          const list = values.lists?.[prefix];
          return (
            <Col xs={24} sm={12} key={prefix}>
              <strong>{hasTitle ? list?.title || LIST_LABELS[prefix] : LIST_LABELS[prefix]}</strong>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 16 }}>
                {(list?.items ?? []).filter(Boolean).map((item, i) => (
                  <li key={`${prefix}-${i}`} title={item.link}>
                    {item.text || item.link}
                  </li>
                ))}
              </ul>
            </Col>
          );
        })}
      </Row>
      <div style={{ marginTop: 12 }}>
        Hotline: {owner.headerHotlinePhone} · {owner.supportEmail}
      </div>
      <div>
        {values.storeTitle}: {values.chPlayLink ? 'Google Play' : ''} {values.appStoreLink ? 'App Store' : ''}
      </div>
      <div style={{ marginTop: 8, opacity: 0.8 }}>{owner.copyright}</div>
    </footer>
  );
}
