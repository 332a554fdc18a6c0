import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageTitle } from './page-title';

export const UNDER_CONSTRUCTION = 'Đang phát triển';

/** A route whose screen belongs to later work: its title and an "under construction" note. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <PageTitle>{title}</PageTitle>
      {children}
      <Empty description={UNDER_CONSTRUCTION} />
    </section>
  );
}
