import { COOPERATION_TYPE_LABELS, type CooperationPage, type PartnerType } from '@portal/contract';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { useCooperationPages } from '../api/get-cooperation-pages';
import { CooperationContactForm } from './cooperation-contact-form';
import './engagement.css';

/**
 * /thong-tin-chung?tab=hop-tac (spec 1 §2.1, everyone): the programme of each partner type as a
 * tab (title, summary, benefits, the operator's HTML through SafeHtml) and the contact form.
 * "Liên hệ hợp tác" on a programme picks its type in the form and moves there.
 */
export function CooperationPanel() {
  const pages = useCooperationPages();
  const [active, setActive] = useState<PartnerType | undefined>();
  const [wanted, setWanted] = useState<{ type: PartnerType; at: number } | undefined>();
  const formRef = useRef<HTMLDivElement>(null);

  const contactFor = (type: PartnerType) => {
    setWanted({ type, at: Date.now() });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <div className="engagement">
      <QueryState query={pages} errorTitle="Không tải được chương trình hợp tác">
        {(list) =>
          list.length === 0 ? (
            <Typography.Paragraph type="secondary">Chương trình hợp tác đang được cập nhật.</Typography.Paragraph>
          ) : (
            <Tabs
              className="engagement__programmes"
              activeKey={active ?? list[0]?.partnerType}
              onChange={(key) => setActive(key as PartnerType)}
              items={list.map((page) => ({
                key: page.partnerType,
                label: COOPERATION_TYPE_LABELS[page.partnerType],
                children: <Programme page={page} onContact={() => contactFor(page.partnerType)} />,
              }))}
            />
          )
        }
      </QueryState>
      <div ref={formRef} className="engagement__contact">
        <Card title={<h2 className="engagement__card-title">Liên hệ hợp tác</h2>}>
          <Typography.Paragraph type="secondary">
            Để lại thông tin, bộ phận phát triển đối tác sẽ liên hệ lại với bạn trong vòng 1–2 ngày làm việc.
          </Typography.Paragraph>
          <CooperationContactForm key={wanted?.at} initialType={wanted?.type} />
        </Card>
      </div>
    </div>
  );
}

function Programme({ page, onContact }: { page: CooperationPage; onContact: () => void }) {
  return (
    <article className="engagement__programme" aria-labelledby={`programme-${page.partnerType}`}>
      <h2 id={`programme-${page.partnerType}`} className="engagement__programme-title">
        {page.title}
      </h2>
      {page.summary ? <p className="engagement__summary">{page.summary}</p> : null}
      {page.benefits.length ? (
        <ul className="engagement__benefits" aria-label="Quyền lợi">
          {page.benefits.map((benefit) => (
            <li key={benefit}>
              <CheckCircleFilled className="engagement__benefit-icon" aria-hidden />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <SafeHtml className="engagement__body" html={page.body} />
      <Button type="primary" onClick={onContact}>
        Liên hệ hợp tác
      </Button>
    </article>
  );
}
