import { FOOTER_FIELDS, FOOTER_LISTS, type Footer, type FooterListPrefix, type FooterUpdateBody } from '@portal/contract';

export type FooterItem = { text: string; link: string };
export type FooterFormValues = Record<(typeof FOOTER_FIELDS)[number], string> & {
  lists: Record<FooterListPrefix, { title: string; items: FooterItem[] }>;
};

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The stored keys → the editor's shape (lists of text + link). Pure, tested. */
export function footerToForm(footer: Footer): FooterFormValues {
  const fields = Object.fromEntries(FOOTER_FIELDS.map((k) => [k, str(footer[k])])) as Record<(typeof FOOTER_FIELDS)[number], string>;
  const lists = {} as FooterFormValues['lists'];
  for (const { prefix } of FOOTER_LISTS) {
    const count = Number(footer[`${prefix}Count`] ?? 0) || 0;
    const items: FooterItem[] = [];
    for (let i = 1; i <= count; i++) items.push({ text: str(footer[`${prefix}Text${i}`]), link: str(footer[`${prefix}Link${i}`]) });
    lists[prefix] = { title: str(footer[`${prefix}Title`]), items };
  }
  return { ...fields, lists };
}

/** The editor's shape → every key to write; entries dropped from a list are cleared. Pure, tested. */
export function formToFooter(values: FooterFormValues, before: Footer): FooterUpdateBody {
  const body: FooterUpdateBody = {};
  for (const k of FOOTER_FIELDS) body[k] = (values[k] ?? '').trim();
  for (const { prefix, hasTitle } of FOOTER_LISTS) {
    const list = values.lists?.[prefix] ?? { title: '', items: [] };
    if (hasTitle) body[`${prefix}Title`] = (list.title ?? '').trim();
    const items = (list.items ?? []).filter((item) => item && (item.text?.trim() || item.link?.trim()));
    body[`${prefix}Count`] = String(items.length);
    items.forEach((item, i) => {
      body[`${prefix}Text${i + 1}`] = (item.text ?? '').trim();
      body[`${prefix}Link${i + 1}`] = (item.link ?? '').trim();
    });
    const oldCount = Number(before[`${prefix}Count`] ?? 0) || 0;
    for (let i = items.length + 1; i <= oldCount; i++) {
      body[`${prefix}Text${i}`] = '';
      body[`${prefix}Link${i}`] = '';
    }
  }
  return body;
}
