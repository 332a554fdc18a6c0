import { notificationEndpoints, contentEndpoints, mediaEndpoints } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators } from './generate-data.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * The counts that triggers keep for the news list, the inbox and the resources library
 * (blog_post_counts, notification_inbox_counts, media_child_counts) stay equal to a real count(*)
 * through inserts, updates and deletes of one row and of many in one statement, and the lists built
 * on them answer the totals a count of the rows gives.
 */
let t: TestApp;
let ctv = '';

beforeAll(async () => {
  t = await createTestApp();
  ctv = await login(t.app, 'collaborator', 'ctv_demo');
});
afterAll(() => t.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T>(query)).rows;
const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Differences between a kept count table and the count(*) it stands for (none when in step). */
async function drift(kept: string, truth: string, keys: string[]): Promise<unknown[]> {
  return rows(
    sql.raw(`select * from (select ${keys.join(', ')}, n from ${kept} where n <> 0) k
             full join (${truth}) t using (${keys.join(', ')})
             where coalesce(k.n, 0) <> coalesce(t.n, 0)`),
  );
}

const newsDrift = () =>
  drift('blog_post_counts', `select category_id, is_home, count(*) as n from blog_posts where status = 'published' group by 1, 2`, [
    'category_id',
    'is_home',
  ]);
const inboxDrift = () =>
  drift(
    'notification_inbox_counts',
    'select user_id, area, read_at is null as is_unread, count(*) as n from notification_recipients group by 1, 2, 3',
    ['user_id', 'area', 'is_unread'],
  );
const mediaDrift = () =>
  drift(
    'media_child_counts',
    `select coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid) as parent_key, a as audience, count(*) as n
     from media_nodes, unnest(effective_types || '{*}'::text[]) as a group by 1, 2`,
    ['parent_key', 'audience'],
  );

describe('news: blog_post_counts', () => {
  it('stays equal to a count of the published posts', async () => {
    expect(await newsDrift()).toEqual([]);
    await generators.content(t.database.db, 300);
    expect(await newsDrift()).toEqual([]);
    // One row, then many, unpublished, moved, flagged for the home page, deleted.
    await t.database.db.execute(sql`update blog_posts set status = 'draft' where slug = 'gen-bai-viet-1'`);
    await t.database.db.execute(
      sql`update blog_posts set is_home = not is_home, category_id = (select id from blog_categories order by slug limit 1)
          where slug like 'gen-bai-viet-1%'`,
    );
    await t.database.db.execute(sql`delete from blog_posts where slug like 'gen-bai-viet-2%'`);
    expect(await newsDrift()).toEqual([]);
  });

  it('the readers’ list counts what it shows: not a post whose publication time is still to come', async () => {
    await t.database.db.execute(
      sql`update blog_posts set published_at = now() + interval '1 day' where slug in ('gen-bai-viet-31', 'gen-bai-viet-32')`,
    );
    const [truth] = await rows<{ all: number; home: number }>(
      sql`select count(*)::int as all, count(*) filter (where is_home)::int as home
          from blog_posts where status = 'published' and published_at <= now()`,
    );
    const list = await get(`${contentEndpoints.posts.path}?page=1&limit=9`);
    expect(list.pagination.totalCount).toBe(truth?.all);
    expect(list.items).toHaveLength(9);
    const home = await get(`${contentEndpoints.posts.path}?page=1&limit=9&isHome=true`);
    expect(home.pagination.totalCount).toBe(truth?.home);
    // A page past the end still carries the total.
    const past = await get(`${contentEndpoints.posts.path}?page=99999&limit=9`);
    expect(past).toMatchObject({ items: [], pagination: { totalCount: truth?.all } });
  });
});

describe('inbox: notification_inbox_counts', () => {
  it('stays equal to a count of the inbox rows', async () => {
    expect(await inboxDrift()).toEqual([]);
    await generators.notifications(t.database.db, { notifications: 600, username: 'ctv_demo' });
    expect(await inboxDrift()).toEqual([]);
    // Read one, read many, unread some again, delete some (as the prune does).
    await t.database.db.execute(
      sql`update notification_recipients set read_at = now()
          where read_at is null and notification_id = (select notification_id from notification_recipients where read_at is null limit 1)`,
    );
    await t.database.db.execute(sql`update notification_recipients set read_at = now() where read_at is null and area = 'debts'`);
    await t.database.db.execute(sql`update notification_recipients set read_at = null where area = 'account'`);
    await t.database.db.execute(
      sql`delete from notifications where id in (select id from notifications where kind = 'orders.generated' limit 50)`,
    );
    expect(await inboxDrift()).toEqual([]);
  });

  it('the inbox and the bell count 12 months, not rows older that the prune has not deleted yet', async () => {
    await t.database.db.execute(
      sql`update notification_recipients set created_at = now() - interval '13 months'
          where notification_id in (select id from notifications where kind like '%.generated' order by created_at limit 40)`,
    );
    expect(await inboxDrift()).toEqual([]);
    const [truth] = await rows<{ all: number; unread: number; ordersUnread: number }>(sql`
      select count(*)::int as all, count(*) filter (where r.read_at is null)::int as unread,
             count(*) filter (where r.read_at is null and r.area = 'orders')::int as "ordersUnread"
      from notification_recipients r join users u on u.id = r.user_id
      where u.username = 'ctv_demo' and r.created_at >= now() - interval '12 months'`);
    const inbox = await get(`${notificationEndpoints.list.path}?page=1&limit=10`, ctv);
    expect(inbox.pagination.totalCount).toBe(truth?.all);
    expect(inbox.items).toHaveLength(10);
    const filtered = await get(`${notificationEndpoints.list.path}?page=1&limit=10&area=orders&unread=true`, ctv);
    expect(filtered.pagination.totalCount).toBe(truth?.ordersUnread);
    expect(filtered.items.every((i: { area: string; read: boolean }) => i.area === 'orders' && !i.read)).toBe(true);
    const bell = await get(notificationEndpoints.unreadCount.path, ctv);
    expect(bell.total).toBe(truth?.unread);
    expect(bell.byArea.orders).toBe(truth?.ordersUnread);
    expect(Object.values(bell.byArea).every((n) => (n as number) > 0)).toBe(true);
    const past = await get(`${notificationEndpoints.list.path}?page=99999&limit=10`, ctv);
    expect(past).toMatchObject({ items: [], pagination: { totalCount: truth?.all } });
  });
});

describe('library: media_child_counts', () => {
  it('stays equal to a count of each folder’s children per audience, through moves, visibility changes and deletes', async () => {
    expect(await mediaDrift()).toEqual([]);
    await generators.media(t.database.db, { folders: 6, subfolders: 3, files: 4, bigFiles: 50 });
    expect(await mediaDrift()).toEqual([]);
    // A subtree moved under another top folder, a folder's audience narrowed (its subtree's
    // effective types rewritten in one statement, as the service does), a top folder deleted with
    // everything below it (cascade).
    const [a, b, c] = await rows<{ id: string }>(
      sql`select id from media_nodes where parent_id is null and name like '% — bộ %' order by name limit 3`,
    );
    const [sub] = await rows<{ id: string }>(sql`select id from media_nodes where parent_id = ${a?.id} and is_folder limit 1`);
    await t.database.db.execute(sql`
      update media_nodes set parent_id = case when id = ${sub?.id} then ${b?.id}::uuid else parent_id end,
             name = case when id = ${sub?.id} then name || ' (chuyển)' else name end,
             ancestors = array[${b?.id}::uuid] || ancestors[array_position(ancestors, ${sub?.id}::uuid):]
      where id = ${sub?.id} or ancestors @> array[${sub?.id}]::uuid[]`);
    await t.database.db.execute(sql`
      update media_nodes set effective_types = array(select unnest(effective_types) intersect select 'company')
      where id = ${b?.id} or ancestors @> array[${b?.id}]::uuid[]`);
    await t.database.db.execute(sql`delete from media_nodes where id = ${c?.id}`);
    expect(await mediaDrift()).toEqual([]);
  });

  it('a folder’s page carries the total of what the caller’s type sees', async () => {
    const [big] = await rows<{ id: string }>(sql`select id from media_nodes where parent_id is null and name like 'Kho tài liệu lớn%'`);
    const [truth] = await rows<{ n: number }>(
      sql`select count(*)::int as n from media_nodes where parent_id = ${big?.id} and effective_types @> '{collaborator}'`,
    );
    const page = await get(`${mediaEndpoints.tree.path}?page=1&limit=20&ParentId=${big?.id}`, ctv);
    expect(page.pagination.totalCount).toBe(truth?.n);
    expect(page.items).toHaveLength(20);
    expect(page.items[0].location).toBe('Kho tài liệu lớn (sinh tự động)');
    const [top] = await rows<{ n: number }>(
      sql`select count(*)::int as n from media_nodes where parent_id is null and effective_types @> '{collaborator}'`,
    );
    expect((await get(`${mediaEndpoints.tree.path}?page=1&limit=20`, ctv)).pagination.totalCount).toBe(top?.n);
  });
});
