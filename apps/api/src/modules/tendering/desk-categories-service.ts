import { type CategoryBody, type DeskCategory, lookupName } from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './desk-categories-repository.ts';

/** The tender desk's bid categories: each with the information items a new post starts from. */

export async function listCategories(deps: AppDeps): Promise<DeskCategory[]> {
  const { cats, items } = await repo.listCategories(deps.db);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    postCount: c.postCount,
    items: items.filter((i) => i.categoryId === c.id).map((i) => ({ id: i.id, name: i.name, isRequired: i.isRequired, type: i.type })),
  }));
}

const numericIds = (items: CategoryBody['items']) =>
  items
    .map((i) => ({ ...i, id: i.id === undefined || i.id === '' ? undefined : Number(i.id) }))
    .map((i) => ({
      ...i,
      id: i.id !== undefined && Number.isSafeInteger(i.id) ? i.id : undefined,
    }));

export async function saveCategory(deps: AppDeps, actor: Actor, id: number | null, body: CategoryBody): Promise<DeskCategory> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? undefined : await repo.lockCategory(tx, id);
    if (id !== null && !before) throw new AppError('not_found');
    const beforeItems = before ? await repo.categoryItems(tx, before.id) : [];
    const category = before ?? (await repo.insertCategory(tx, body.name));
    if (before) await repo.renameCategory(tx, category.id, body.name);
    await repo.replaceCategoryItems(tx, category.id, numericIds(body.items));
    const afterItems = await repo.categoryItems(tx, category.id);
    const words = (rows: typeof afterItems) => rows.map((i) => `${i.name}${i.isRequired ? ' *' : ''} (${lookupName('infoType', i.type)})`);
    await audit.record(tx, actor, {
      objectType: 'bid_category',
      objectId: String(category.id),
      action: before ? 'update' : 'create',
      summary: body.name,
      before: before ? { name: before.name, items: words(beforeItems) } : {},
      after: { name: body.name, items: words(afterItems) },
    });
    return category.id;
  });
  const found = (await listCategories(deps)).find((c) => c.id === saved);
  if (!found) throw new AppError('not_found');
  return found;
}
