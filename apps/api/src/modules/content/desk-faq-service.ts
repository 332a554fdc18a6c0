import {
  CONTENT_MSG,
  type DeskFaq,
  type DeskFaqCategory,
  type DeskFaqCategoryBody,
  type DeskFaqList,
  type DeskFaqListQuery,
  type deskFaqBodySchema,
  foldForSearch,
} from '@portal/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import { faqSearchText, faqView } from './content-service.ts';
import * as repo from './faq-repository.ts';

/** The content desk's FAQ entries and their categories (`/api/admin/content/faqs`, `/faq-categories`), every change audited. */

/** The operator's body (contract: `contentDeskEndpoints.createFaq`); its answer is sanitised here, before anything stores it. */
type FaqWrite = z.output<typeof deskFaqBodySchema>;

const deskView = (join: repo.FaqJoin): DeskFaq => ({
  ...faqView(join),
  published: join.faq.published,
  updatedAt: join.faq.updatedAt.toISOString(),
});

export async function listFaqs(deps: AppDeps, query: DeskFaqListQuery): Promise<DeskFaqList> {
  const limit = query.limit;
  const search = query.search ? foldForSearch(query.search) : undefined;
  const { rows, total } = await repo.listFaqs(deps.db, { categoryId: query.categoryId, search: search || undefined }, query.page, limit);
  return { items: rows.map(deskView), pagination: pagination(query.page, limit, total) };
}

export async function getFaq(deps: AppDeps, id: string, db: Executor = deps.db): Promise<DeskFaq> {
  const found = await repo.findFaq(db, id);
  if (!found) throw new AppError('not_found');
  return deskView(found);
}

const auditView = (f: DeskFaq) => ({
  question: f.question,
  answer: f.answer,
  category: f.category.name,
  sort: f.sort,
  published: f.published ? 'Có' : 'Không',
});

function faqValues(body: FaqWrite) {
  const answer = sanitizeRichText(body.answer);
  return {
    categoryId: body.categoryId,
    question: body.question,
    answer,
    sort: body.sort,
    published: body.published,
    searchText: faqSearchText(body.question, answer),
  };
}

async function requireCategory(tx: Executor, id: string) {
  if (!(await repo.findCategory(tx, id))) throw AppError.field('categoryId', CONTENT_MSG.category);
}

export async function createFaq(deps: AppDeps, actor: Actor, body: FaqWrite): Promise<DeskFaq> {
  return deps.db.transaction(async (tx) => {
    await requireCategory(tx, body.categoryId);
    const row = await repo.insertFaq(tx, faqValues(body));
    const after = await getFaq(deps, row.id, tx);
    await audit.record(tx, actor, {
      objectType: 'faq',
      objectId: row.id,
      action: 'create',
      summary: `Tạo câu hỏi "${row.question}"`,
      after: auditView(after),
    });
    return after;
  });
}

export async function updateFaq(deps: AppDeps, actor: Actor, id: string, body: FaqWrite): Promise<DeskFaq> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockFaq(tx, id))) throw new AppError('not_found');
    await requireCategory(tx, body.categoryId);
    const before = await getFaq(deps, id, tx);
    await repo.updateFaq(tx, id, faqValues(body));
    const after = await getFaq(deps, id, tx);
    await audit.record(tx, actor, {
      objectType: 'faq',
      objectId: id,
      action: 'update',
      summary: `Cập nhật câu hỏi "${after.question}"`,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

export async function deleteFaq(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockFaq(tx, id))) throw new AppError('not_found');
    const before = await getFaq(deps, id, tx);
    await repo.deleteFaq(tx, id);
    await audit.record(tx, actor, {
      objectType: 'faq',
      objectId: id,
      action: 'delete',
      summary: `Xóa câu hỏi "${before.question}"`,
      before: auditView(before),
    });
  });
}

// ——— categories ———

export async function listCategories(deps: AppDeps): Promise<DeskFaqCategory[]> {
  return (await repo.listCategories(deps.db)).map((c) => ({ id: c.id, name: c.name, sort: c.sort, faqCount: c.faqCount }));
}

async function categoryRow(deps: AppDeps, id: string): Promise<DeskFaqCategory> {
  const found = (await listCategories(deps)).find((c) => c.id === id);
  if (!found) throw new AppError('not_found');
  return found;
}

export async function createCategory(deps: AppDeps, actor: Actor, body: DeskFaqCategoryBody): Promise<DeskFaqCategory> {
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, { name: body.name, sort: body.sort });
    await audit.record(tx, actor, {
      objectType: 'faq_category',
      objectId: row.id,
      action: 'create',
      summary: `Tạo danh mục câu hỏi "${row.name}"`,
      after: { name: body.name, sort: body.sort },
    });
    return row.id;
  });
  return categoryRow(deps, id);
}

export async function updateCategory(deps: AppDeps, actor: Actor, id: string, body: DeskFaqCategoryBody): Promise<DeskFaqCategory> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockCategory(tx, id);
    if (!current) throw new AppError('not_found');
    await repo.updateCategory(tx, id, { name: body.name, sort: body.sort });
    await audit.record(tx, actor, {
      objectType: 'faq_category',
      objectId: id,
      action: 'update',
      summary: `Cập nhật danh mục câu hỏi "${body.name}"`,
      before: { name: current.name, sort: current.sort },
      after: { name: body.name, sort: body.sort },
    });
  });
  return categoryRow(deps, id);
}

/** A category that still has entries stays (422). */
export async function deleteCategory(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockCategory(tx, id);
    if (!current) throw new AppError('not_found');
    if ((await repo.faqsInCategory(tx, id)) > 0) throw new AppError('business_rule', CONTENT_MSG.categoryInUse);
    await repo.deleteCategory(tx, id);
    await audit.record(tx, actor, {
      objectType: 'faq_category',
      objectId: id,
      action: 'delete',
      summary: `Xóa danh mục câu hỏi "${current.name}"`,
      before: { name: current.name, sort: current.sort },
    });
  });
}
