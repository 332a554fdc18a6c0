import { LIMITS } from '@portal/contract';
import { Collapse } from 'antd';
import { useState } from 'react';
import { LoadingBlock } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { SearchBox } from '@/components/search-box';
import { useDebounced } from '@/lib/use-debounced';
import { useFaqs } from '../api/get-faqs';
import { groupFaqs } from '../faq-groups';
import { ContentLoadError } from './content-load-error';
import './news.css';

export const FAQ_TEXT = {
  search: 'Tìm câu hỏi',
  empty: 'Chưa có câu hỏi nào.',
  noMatch: 'Không tìm thấy câu hỏi phù hợp.',
  loadError: 'Không tải được câu hỏi thường gặp',
} as const;

/**
 * The FAQ tab of `/thong-tin-chung` (spec 1 §2.1): the published questions by category, each
 * opening its answer; the search (accents ignored, on the server) narrows them as typing pauses.
 */
export function FaqPanel() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), LIMITS.searchDebounceMs) || undefined;
  const faqs = useFaqs(search);
  const groups = groupFaqs(faqs.data?.items ?? []);

  return (
    <div className="faq-panel">
      <div className="faq-panel__search">
        <SearchBox label={FAQ_TEXT.search} value={text} onChange={setText} />
      </div>
      {faqs.isError ? (
        <ContentLoadError title={FAQ_TEXT.loadError} isRetrying={faqs.isFetching} onRetry={() => void faqs.refetch()} />
      ) : faqs.isPending ? (
        <LoadingBlock />
      ) : groups.length === 0 ? (
        <p className="section-note">{search ? FAQ_TEXT.noMatch : FAQ_TEXT.empty}</p>
      ) : (
        <div aria-busy={faqs.isPlaceholderData}>
          {groups.map((group) => (
            <section key={group.id} className="faq-group" aria-labelledby={`faq-group-${group.id}`}>
              <h2 id={`faq-group-${group.id}`} className="faq-group__title">
                {group.name}
              </h2>
              <Collapse
                items={group.items.map((faq) => ({
                  key: faq.id,
                  label: faq.question,
                  children: <SafeHtml html={faq.answer} className="faq-answer" />,
                }))}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
