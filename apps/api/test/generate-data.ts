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
};
