import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Bulk data for benchmarks and plan checks, generated inside PostgreSQL (generate_series), so a
 * million rows take seconds. Each area adds its generator here.
 */
export const generators = {
  /**
   * `n` more partners with realistic Vietnamese names, spread over types, statuses and two
   * years. Numbering continues after the rows of earlier calls, so a table can be grown in steps.
   */
  async partners(db: Db, n: number) {
    const { rows } = await db.execute<{ next: string }>(
      sql`select coalesce(max(substr(code, 5)::bigint), 0)::text as next from partners where code like 'GEN-%'`,
    );
    const from = Number(rows[0]?.next ?? 0) + 1;
    await db.execute(sql`
      insert into partners (type, code, name, owner_name, tax_code, phone, email, status, created_at)
      select
        (array['collaborator','company','provider'])[1 + g % 3]::account_type,
        'GEN-' || lpad(g::text, 8, '0'),
        (array['Công ty TNHH ','Công ty Cổ phần ','Hộ kinh doanh ','Phòng khám '])[1 + g % 4]
          || (array['Minh','An','Phúc','Thành','Hòa','Bình','Tâm','Khang'])[1 + (g / 4) % 8] || ' '
          || (array['Y tế','Dược','Thiết bị','Xét nghiệm','Sức khỏe'])[1 + (g / 32) % 5] || ' ' || g,
        (array['Nguyễn','Trần','Lê','Phạm','Hoàng'])[1 + g % 5] || ' Văn ' || (array['An','Bình','Cường','Dũng'])[1 + g % 4],
        (3000000000 + g)::text,
        '09' || lpad((g % 100000000)::text, 8, '0'),
        'gen' || g || '@vidu.vn',
        (array['active','active','active','pending','locked'])[1 + g % 5]::account_status,
        now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(${from}::int, ${from + n - 1}::int) as g`);
    await db.execute(sql`analyze partners`);
  },
  /**
   * `n` more bid posts (mostly Open, closing over the next months), each with a submission of the
   * demo provider `ncc_demo`, one clarification request and three history entries: the public
   * bid-post list and the provider's request and history lists over many tenders.
   */
  async tenders(db: Db, n: number) {
    await db.execute(sql`
      with cat as (select min(id) as id from bid_categories),
      posts as (
        insert into bid_posts (name, bid_name, inviting_party, category_id, contract_type, area, choose_mode, public_mode,
                               apply_group, open_date, close_date, status)
        select 'Gói thầu sinh tự động ' || g,
               'Gói thầu số ' || g || '/GEN',
               'Công ty Cổ phần Y tế Sài Gòn',
               (select id from cat), g % 4, g % 4, g % 5, g % 4, g % 3,
               now() - interval '10 days',
               now() + (1 + g % 120) * interval '1 day',
               (array[1, 1, 1, 2, 3])[1 + g % 5]
        from generate_series(1, ${n}::int) as g
        returning id),
      provider as (select partner_id from users where username = 'ncc_demo'),
      subs as (
        insert into bid_submissions (bid_post_id, partner_id, status, name, tax_code, representative, price, shipping_method,
                                     discount, contact_name, contact_phone, contact_email, contact_position)
        select posts.id, provider.partner_id, 0, 'Công ty TNHH Thiết bị Y tế Phương Nam', '0309876543', 'Võ Thành Nam',
               1000000 + posts.id, 0, 2, 'Võ Thành Nam', '0287300111', 'kinhdoanh@phuongnammed.vn', 'Giám đốc'
        from posts, provider
        returning id, bid_post_id, partner_id),
      reqs as (
        insert into bid_requests (submission_id, bid_post_id, partner_id, type, created_by_type, title, content, date_request)
        select id, bid_post_id, partner_id, 0, 'Partner', 'Yêu cầu làm rõ ' || bid_post_id, 'Nội dung yêu cầu làm rõ', current_date + 3
        from subs
        returning id)
      insert into bid_history (submission_id, performer, action_type, subject, content, search, at)
      select subs.id, 'Công ty TNHH Thiết bị Y tế Phương Nam', k % 3, 'submission', jsonb_build_object('price', subs.bid_post_id),
             'công ty tnhh thiết bị y tế phương nam {"price":' || subs.bid_post_id || '}', now() - k * interval '1 hour'
      from subs, generate_series(1, 3) as k`);
    await db.execute(sql`analyze bid_posts, bid_submissions, bid_requests, bid_history`);
  },
};
