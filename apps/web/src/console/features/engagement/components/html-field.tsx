import { Col, Input, Row, Typography } from 'antd';
import { SafeHtml } from '@/components/safe-html';

type HtmlFieldProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  'aria-describedby'?: string;
};

/**
 * An HTML field with its live preview, as partners will see it (through SafeHtml). A Form.Item
 * control (value/onChange): the rich-text editor can take its place without touching the form.
 * The server sanitises whatever is typed when it is saved.
 */
export function HtmlField({ id, value = '', onChange, maxLength, ...aria }: HtmlFieldProps) {
  const previewId = id ? `${id}-preview` : undefined;
  return (
    <Row gutter={[16, 8]}>
      <Col xs={24} lg={12}>
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 10, maxRows: 24 }}
          maxLength={maxLength}
          spellCheck={false}
          {...aria}
        />
      </Col>
      <Col xs={24} lg={12}>
        <section aria-labelledby={previewId} className="html-field__preview">
          <Typography.Text type="secondary" id={previewId}>
            Xem trước
          </Typography.Text>
          {value.trim() ? <SafeHtml html={value} /> : <Typography.Paragraph type="secondary">Chưa có nội dung.</Typography.Paragraph>}
        </section>
      </Col>
    </Row>
  );
}
