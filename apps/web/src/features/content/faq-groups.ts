import type { Faq } from '@portal/contract';

export type FaqGroup = { id: string; name: string; items: Faq[] };

/** Entries by category, in the order the server lists them (category order, then entry order). */
export function groupFaqs(items: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const item of items) {
    let group = groups.get(item.category.id);
    if (!group) {
      group = { id: item.category.id, name: item.category.name, items: [] };
      groups.set(item.category.id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
