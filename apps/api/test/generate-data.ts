import { foldForSearch } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';

/**
 * Bulk data for benchmarks and plan checks, generated inside PostgreSQL (generate_series), so a
 * million rows take seconds. Each area adds its generator here.
 */
/** Orders inserted per statement: a million go in fifty statements of bounded memory. */
const ORDER_CHUNK = 20_000;
/** Roster rows inserted per statement (the counts trigger groups each statement's rows once). */
const EMPLOYEE_CHUNK = 100_000;
/** News posts and library files inserted per statement. */
const CONTENT_CHUNK = 100_000;
/** Generated tenders (and provider contracts) per statement. */
const TENDER_CHUNK = 100_000;
/** The code of the generated contract that carries the big roster. */
export const BIG_CONTRACT_CODE = 'GEN-HD-LON';
/** The generated media folder that holds the big file list. */
export const BIG_MEDIA_FOLDER = 'Kho tài liệu lớn (sinh tự động)';

/** Debt letters inserted per statement. */
const LETTER_CHUNK = 100_000;
/** The body of every generated debt letter (how a later call finds where the numbering stands). */
const GENERATED_LETTER_BODY = '<p>Thư xác nhận công nợ sinh tự động</p>';

/** A text[] parameter. */
const textArray = (values: readonly string[]) =>
  sql`(${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[])`;
/** Words as shown and as `foldForSearch` stores them (the same fold the services apply). */
const shownAndFolded = (values: readonly string[]) => ({ shown: textArray(values), folded: textArray(values.map(foldForSearch)) });

const POST_TOPICS = shownAndFolded([
  'Khám sức khỏe định kỳ cho người lao động',
  'Xét nghiệm máu tổng quát: những điều cần biết',
  'Tầm soát ung thư sớm',
  'Tiêm chủng cho trẻ em và người lớn',
  'Dinh dưỡng hợp lý mùa nắng nóng',
  'Chăm sóc sức khỏe người cao tuổi',
  'Phòng bệnh sốt xuất huyết',
  'Quy trình lấy mẫu xét nghiệm tại nhà',
]);
const POST_CATEGORIES = ['Sức khỏe doanh nghiệp', 'Y học thường thức', 'Dinh dưỡng', 'Tin hoạt động phòng khám', 'Sự kiện và ưu đãi'];
const MEDIA_NAMES = shownAndFolded([
  'Hướng dẫn sử dụng cổng đối tác',
  'Quy trình lấy mẫu xét nghiệm',
  'Bảng giá dịch vụ',
  'Mẫu hợp đồng hợp tác',
  'Phiếu đăng ký khám sức khỏe',
  'Tài liệu đào tạo cộng tác viên',
  'Hình ảnh hoạt động',
  'Báo cáo kết quả khám',
]);

/**
 * Inserts patients numbered `from` to `from + count - 1` (the numbers make their names, phones and
 * e-mails), round-robin over the partners of `owners` (an array of ids), in wards of TP Hồ Chí Minh.
 */
const insertPatients = (owners: SQL, from: number, count: number) => sql`
  with owners as ${owners},
  ward as (select array_agg(code order by code) as codes from wards where province_code = '79')
  insert into patients (partner_id, full_name, phone, birthday, gender, email, province_code, district_code, ward_code, address, created_at)
  select owners.ids[1 + g % array_length(owners.ids, 1)],
    (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng','Bùi','Đỗ','Ngô'])[1 + g % 10] || ' '
      || (array['Văn','Thị','Minh','Thanh','Quốc','Ngọc','Hoàng','Thu'])[1 + (g / 10) % 8] || ' '
      || (array['An','Bình','Chi','Dũng','Hà','Hùng','Lan','Mai','Nam','Phúc','Quân','Trang'])[1 + (g / 80) % 12],
    '09' || lpad((g % 100000000)::text, 8, '0'),
    date '1950-01-01' + (g * 37 % 20000),
    g % 2,
    'gen' || g || '@vidu.vn',
    '79', '79', ward.codes[1 + g % array_length(ward.codes, 1)],
    (1 + g % 300) || ' Nguyễn Trãi',
    now() - (g % 730) * interval '1 day'
  from generate_series(${from}::int, ${from + count - 1}::int) as g, owners, ward`;

/** The demo collaborator `ctv_demo`, as the `owners` of generated rows. */
const CTV_DEMO = sql`(select array[partner_id] as ids from users where username = 'ctv_demo')`;
/** Patients inserted per statement (the count trigger groups each statement's rows once). */
const PATIENT_CHUNK = 100_000;

/**
 * `perParent` files in each folder `parents` selects (id, ancestors, effective_types, k: a rotation of
 * the names), numbered from `first`, each with its `files` row (no bytes stored: the lists never open them).
 */
const mediaFileNodes = (parents: SQL, perParent: number, prefix: string, first = 1) => sql`
  with parent as materialized (${parents}),
  src as materialized (
    select parent.id as parent_id, parent.ancestors || parent.id as ancestors, parent.effective_types, g,
           gen_random_uuid() as file_id, 1 + (g + parent.k) % 8 as t,
           (array['pdf','word','excel','image','video','other'])[1 + g % 6] as file_type
    from parent, generate_series(${first}::int, ${first + perParent - 1}::int) as g),
  named as (
    -- Five digits at least (never cut: a million files keep distinct names).
    select src.*, ${MEDIA_NAMES.shown}[t] || ' ' || ${prefix}::text || ' ' || lpad(g::text, greatest(5, length(g::text)), '0')
             || (array['.pdf','.docx','.xlsx','.png','.mp4','.txt'])[1 + g % 6] as name,
           ${MEDIA_NAMES.folded}[t] || ' ' || ${foldForSearch(prefix)}::text || ' ' || lpad(g::text, greatest(5, length(g::text)), '0')
             || (array['.pdf','.docx','.xlsx','.png','.mp4','.txt'])[1 + g % 6] as folded
    from src),
  f as (
    insert into files (id, partner_id, purpose, original_name, mime, size, sha256)
    select file_id, null, 'media', name,
           (array['application/pdf','application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet','image/png','video/mp4','text/plain'])[1 + g % 6],
           10000 + g * 37 % 5000000, md5(file_id::text) || md5(name)
    from named)
  insert into media_nodes (parent_id, is_folder, name, ancestors, visible_types, effective_types, file_id, file_type, search_text)
  select parent_id, false, name, ancestors, null, effective_types, file_id, file_type, folded from named`;

export const generators = {
  /**
   * `n` more partners with realistic Vietnamese names, spread over types, statuses and two
   * years. Numbering continues after the rows of earlier calls, so a table can be grown in steps.
   */
  async partners(db: Db, n: number) {
    const { rows } = await db.execute<{ next: string }>(
      sql`select coalesce(max(substr(code, 5)::bigint), 0)::text as next from partners where code ~ '^GEN-[0-9]+$'`,
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
   * `n` more patients of the demo collaborator `ctv_demo` and no orders (the patient list as it
   * grows), numbered after the generated patients of earlier calls, like those of `orders`.
   */
  async patients(db: Db, n: number) {
    const { rows } = await db.execute<{ patients: number }>(
      sql`select count(*)::int as patients from patients where email like 'gen%@vidu.vn'`,
    );
    const from = (rows[0]?.patients ?? 0) + 1;
    for (let first = from; first < from + n; first += PATIENT_CHUNK)
      await db.execute(insertPatients(CTV_DEMO, first, Math.min(PATIENT_CHUNK, from + n - first)));
    await db.execute(sql`vacuum (analyze) patients, patient_counts`);
  },
  /**
   * `patients` more patients and `orders` more orders, all of the demo collaborator `ctv_demo`
   * (the worst case: one collaborator's list over all of them), with Vietnamese names, wards of
   * TP Hồ Chí Minh, every status, result and progress step, both methods, two years of bookings
   * and 1–3 catalogue services each. Numbering continues, so the tables can be grown in steps.
   * The counters the triggers keep (patients' totals, the collaborator's totals per status, the
   * report's and the desk's counts) are rebuilt once at the end instead of row by row or chunk by
   * chunk. With `collaborators`, everything goes to that many generated collaborators (`GEN-CTV-…`)
   * instead.
   */
  async orders(db: Db, counts: { orders: number; patients: number; collaborators?: number }) {
    const { rows } = await db.execute<{ patients: number; orders: number; collaborators: number }>(sql`
      select (select count(*)::int from patients where email like 'gen%@vidu.vn') as patients,
             (select count(*)::int from medical_orders where progress_token like 'G%') as orders,
             (select count(*)::int from partners where code like 'GEN-CTV-%') as collaborators`);
    const from = { patients: (rows[0]?.patients ?? 0) + 1, orders: (rows[0]?.orders ?? 0) + 1 };
    // With `collaborators`, the patients and orders are spread over that many generated
    // collaborators (the order desk's case) instead of all being ctv_demo's.
    const many = counts.collaborators ?? 0;
    const made = rows[0]?.collaborators ?? 0;
    if (many > made)
      await db.execute(sql`
        insert into partners (type, code, name, owner_name, tax_code, phone, email, status, created_at)
        select 'collaborator', 'GEN-CTV-' || lpad(g::text, 6, '0'), 'Cộng tác viên ' || g,
               (array['Nguyễn','Trần','Lê','Phạm','Hoàng'])[1 + g % 5] || ' Thị ' || (array['Hoa','Lan','Mai','Thu'])[1 + g % 4],
               (8000000000 + g)::text, '08' || lpad(g::text, 8, '0'), 'ctv' || g || '@vidu.vn', 'active', now() - (g % 365) * interval '1 day'
        from generate_series(${made + 1}::int, ${many}::int) as g`);
    const owners = many ? sql`(select array_agg(id order by code) as ids from partners where code like 'GEN-CTV-%')` : CTV_DEMO;
    // One transaction without the connection's statement timeout (a million rows take minutes on a
    // small machine); the triggers are off inside it only, and the orders go in chunks.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`alter table medical_orders disable trigger medical_orders_patient_totals`);
      await tx.execute(sql`alter table medical_orders disable trigger medical_orders_partner_totals`);
      await tx.execute(sql`alter table medical_orders disable trigger medical_orders_count_insert`);
      await tx.execute(sql`alter table medical_orders disable trigger medical_orders_count_update`);
      await tx.execute(insertPatients(owners, from.patients, counts.patients));
      // The owners' patients numbered once, each order picking its patient by number through an
      // index. (Picked from one array of them all, an order cost 2–4 ms once ctv_demo had a million
      // patients: every row read the whole array again, from a temporary file past work_mem.)
      const numbered = await tx.execute(sql`
        create temp table order_patients on commit drop as
        with owners as ${owners}
        select (row_number() over (order by created_at, id) - 1)::int as n, id
        from patients where partner_id = any((select ids from owners)::uuid[])`);
      const k = numbered.rowCount ?? 0;
      await tx.execute(sql`create unique index on order_patients (n)`);
      await tx.execute(sql`analyze order_patients`);
      for (let first = from.orders; first < from.orders + counts.orders; first += ORDER_CHUNK) {
        const last = Math.min(first + ORDER_CHUNK, from.orders + counts.orders) - 1;
        await tx.execute(sql`
        with fac as (select array_agg(id order by code) as ids from facilities where active),
        cat as (select array_agg(id order by code) as ids, array_agg(code order by code) as codes, array_agg(name order by code) as names,
                       array_agg(price order by code) as prices, array_agg(fee_price order by code) as fees, count(*)::int as k
                from catalogue_services where active),
        gen as (
          select g, p.*, (array[1, 2, 3, 4, 4, 4, 5])[1 + g % 7] as status,
                 now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second' as created,
                 array_remove(array[1 + g % cat.k, case when g % 3 > 0 then 1 + (g * 7 + 3) % cat.k end,
                                    case when g % 3 = 2 then 1 + (g * 13 + 5) % cat.k end], null) as picks
          from generate_series(${first}::int, ${last}::int) as g, cat,
               lateral (select * from patients where id = (select id from order_patients where n = g % nullif(${k}::int, 0))) as p),
        ins as (
          insert into medical_orders (partner_id, patient_id, patient_name, patient_phone, patient_email, patient_birthday, patient_gender,
                                      province_code, district_code, ward_code, address, method_type, facility_id, appointment_at,
                                      appointment_day, note, cancel_notes, status, result, step, sample_taken_at, in_lab_at, result_ready_at,
                                      service_total, consultation_fee, progress_token, created_at, updated_at)
          select gen.partner_id, gen.id, gen.full_name, gen.phone, gen.email, gen.birthday, gen.gender,
                 gen.province_code, gen.district_code, gen.ward_code, gen.address,
                 case when g % 2 = 0 then 'HOME' else 'HOSPITAL' end,
                 case when g % 2 = 0 then null else fac.ids[1 + g % array_length(fac.ids, 1)] end,
                 appt.at, (appt.at + interval '7 hours')::date,
                 'lý do đặt lịch: Khám sức khỏe',
                 case when gen.status = 5 then 'Thay đổi thời gian khám' end,
                 gen.status,
                 case gen.status when 4 then 'DA_CO_KET_QUA' when 3 then (array['DANG_XET_NGHIEM','CO_KET_QUA_MOT_PHAN'])[1 + g % 2] else 'CHUA_CO_KET_QUA' end,
                 case gen.status when 4 then 'RESULT_READY' when 3 then (array['SAMPLE_TAKEN','IN_LAB'])[1 + g % 2] else 'BOOKED' end,
                 case when gen.status in (3, 4) then appt.at + interval '15 minutes' end,
                 case when gen.status = 4 or (gen.status = 3 and g % 2 = 1) then appt.at + interval '2 hours' end,
                 case when gen.status = 4 then appt.at + interval '26 hours' end,
                 (select sum(cat.prices[i]) from unnest(gen.picks) as i),
                 (select sum(cat.fees[i]) from unnest(gen.picks) as i),
                 'G' || lpad(g::text, 42, '0'),
                 gen.created, gen.created
          from gen, cat, fac,
               lateral (select date_trunc('day', gen.created) + (1 + g % 10) * interval '1 day'
                               + ((array[1, 2, 3, 4, 6, 7, 8, 9])[1 + g % 8]) * interval '1 hour' as at) as appt
          returning id, progress_token)
        insert into medical_order_services (order_id, service_id, service_code, service_name, price, fee_price, sort)
        select ins.id, cat.ids[i], cat.codes[i], cat.names[i], cat.prices[i], cat.fees[i], (n - 1)::smallint
        from ins join gen on gen.g = substr(ins.progress_token, 2)::int, cat,
             unnest(gen.picks) with ordinality as pick(i, n)`);
      }
      await tx.execute(
        sql`update medical_orders set sid = 'XN' || lpad(no::text, 8, '0') where sample_taken_at is not null and sid is null`,
      );
      // The counters the disabled triggers keep, rebuilt from the rows.
      await tx.execute(sql`
        update patients p set order_count = s.n, total = s.total
        from (select patient_id, count(*)::int as n, coalesce(sum(service_total) filter (where status <> 5), 0) as total
              from medical_orders group by patient_id) s
        where p.id = s.patient_id and (p.order_count, p.total) is distinct from (s.n, s.total)`);
      await tx.execute(sql`
        insert into partner_order_totals (partner_id, status, n, service_total)
        select partner_id, status, count(*), sum(service_total) from medical_orders group by partner_id, status
        on conflict (partner_id, status) do update set n = excluded.n, service_total = excluded.service_total`);
      // The report's and the desk's counts likewise (a chunk over many collaborators is thousands of groups).
      await tx.execute(sql`delete from order_report_counts`);
      await tx.execute(sql`
        insert into order_report_counts (partner_id, status, result, service_total, n)
        select partner_id, status, result, service_total, count(*) from medical_orders group by 1, 2, 3, 4`);
      await tx.execute(sql`delete from order_desk_counts`);
      await tx.execute(sql`
        insert into order_desk_counts (slot, status, result, method_type, step, n)
        select (hashtext(partner_id::text) & 15)::smallint, status, result, method_type, step, count(*) from medical_orders group by 1, 2, 3, 4, 5`);
      await tx.execute(sql`alter table medical_orders enable trigger medical_orders_patient_totals`);
      await tx.execute(sql`alter table medical_orders enable trigger medical_orders_partner_totals`);
      await tx.execute(sql`alter table medical_orders enable trigger medical_orders_count_insert`);
      await tx.execute(sql`alter table medical_orders enable trigger medical_orders_count_update`);
    });
    await db.execute(sql`vacuum (analyze) patients, medical_orders, medical_order_services, order_report_counts, order_desk_counts`);
  },
  /**
   * Company data for `dn_demo` (the worst case: one parent company's lists over all of it):
   * `contracts` more contracts spread round-robin over dn_demo and its sub-units (every status and
   * type, five years of start dates, values from 50 million to 2 billion đồng); `employees` more
   * people on one contract (`BIG_CONTRACT_CODE`, created on the first call, started 30 days ago);
   * `spread` more people spread over the generated contracts other than that one. People have
   * Vietnamese names, both genders, every exam state (partial and full ones with a health class,
   * mostly, and an exam date in the last year). Numbering continues, so the tables grow in steps.
   * Set-based: INSERT … SELECT generate_series in chunks; the statement-level trigger keeps
   * company_contract_counts right (one grouped upsert per chunk).
   */
  async companies(db: Db, counts: { contracts: number; employees: number; spread?: number }) {
    const spread = counts.spread ?? 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const { rows } = await tx.execute<{ owner: string; contracts: number; big: string | null }>(sql`
        select u.partner_id as owner,
               (select count(*)::int from company_contracts where code like 'GEN-HD-0%') as contracts,
               (select id from company_contracts where lower(code) = lower(${BIG_CONTRACT_CODE})) as big
        from users u where u.username = 'dn_demo'`);
      const owner = rows[0]?.owner;
      if (!owner) throw new Error('dn_demo is not seeded');
      let big = rows[0]?.big ?? null;
      if (!big) {
        const made = await tx.execute<{ id: string }>(sql`
          insert into company_contracts (company_id, owner_id, code, name, status, contract_type_id, date_start, date_end, planned_employees, total_value)
          values (${owner}, ${owner}, ${BIG_CONTRACT_CODE}, 'Khám sức khỏe định kỳ — Toàn công ty (sinh tự động)', 'in_progress', 1,
                  current_date - 30, current_date + 335, 1000000, 1500000000000)
          returning id`);
        big = made.rows[0]?.id ?? null;
      }
      const from = (rows[0]?.contracts ?? 0) + 1;
      if (counts.contracts > 0)
        await tx.execute(sql`
          with units as (
            select array_agg(id order by code) as ids
            from partners where id = ${owner} or (parent_id = ${owner} and type = 'company'))
          insert into company_contracts (company_id, owner_id, code, name, status, contract_type_id, date_start, date_end,
                                         planned_employees, total_value, note, created_at)
          select units.ids[1 + g % array_length(units.ids, 1)], ${owner}::uuid,
                 'GEN-HD-' || lpad(g::text, 7, '0'),
                 (array['Khám sức khỏe định kỳ ','Khám sức khỏe tuyển dụng ','Khám bệnh nghề nghiệp ','Xét nghiệm tầm soát '])[1 + g % 4]
                   || (2022 + g % 5) || ' — Đợt ' || g,
                 (array['draft','pending','in_progress','in_progress','completed','completed','declined'])[1 + g % 7],
                 1 + g % 4,
                 start, start + (30 + g % 300),
                 50 + g % 950,
                 (50 + (g * 7919) % 1950)::bigint * 1000000,
                 '',
                 now() - (g % 1800) * interval '1 day'
          from generate_series(${from}::int, ${from + counts.contracts - 1}::int) as g, units,
               lateral (select current_date - (g * 37 % 1800) as start) as d`);
      const people = sql.raw(`
        (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng','Bùi','Đỗ','Ngô'])[1 + g % 10] || ' '
          || (array['Văn','Thị','Minh','Thanh','Quốc','Ngọc','Hoàng','Thu'])[1 + (g / 10) % 8] || ' '
          || (array['An','Bình','Chi','Dũng','Hà','Hùng','Lan','Mai','Nam','Phúc','Quân','Trang'])[1 + (g / 80) % 12] || ' ' || g`);
      const insertPeople = async (prefix: string, first: number, last: number, contractOf: SQL) => {
        await tx.execute(sql`
          with pool as materialized (
            select array_agg(id order by code) as ids from company_contracts
            where code like 'GEN-HD-0%' and owner_id = ${owner})
          insert into contract_employees (contract_id, cccd, bhyt, name, birth_date, gender, phone, email, address,
                                          exam_state, health_class, examined_at)
          select ${contractOf}, ${prefix} || lpad(g::text, 8, '0'), 'DN479' || lpad(g::text, 10, '0'), ${people},
                 date '1965-01-01' + (g * 37 % 14000), (g / 3) % 2, '09' || lpad((g % 100000000)::text, 8, '0'),
                 'nv' || g || '@minhanpharma.vn', (1 + g % 300) || ' Nguyễn Trãi, TP. Hồ Chí Minh',
                 st.state,
                 case when st.state in ('partial', 'full') and g % 10 <> 0 then 1 + (g / 7) % 5 end,
                 case when st.state in ('partial', 'full') then current_date - (g % 365) end
          from generate_series(${first}::int, ${last}::int) as g, pool,
               lateral (select (array['unregistered','registered','scheduled','partial','full','full','absent'])[1 + g % 7] as state) as st`);
      };
      const chunked = async (prefix: string, start: number, n: number, contractOf: SQL) => {
        for (let first = start; first < start + n; first += EMPLOYEE_CHUNK)
          await insertPeople(prefix, first, Math.min(first + EMPLOYEE_CHUNK, start + n) - 1, contractOf);
      };
      const sizes = await tx.execute<{ big: number; spread: number }>(sql`
        select coalesce(sum(n) filter (where contract_id = ${big}), 0)::int as big,
               coalesce(sum(n) filter (where contract_id <> ${big}), 0)::int as spread
        from company_contract_counts
        where contract_id in (select id from company_contracts where code like 'GEN-HD-%')`);
      if (counts.employees > 0) await chunked('0791', (sizes.rows[0]?.big ?? 0) + 1, counts.employees, sql`${big}::uuid`);
      if (spread > 0) await chunked('0792', (sizes.rows[0]?.spread ?? 0) + 1, spread, sql`pool.ids[1 + g % array_length(pool.ids, 1)]`);
    });
    await db.execute(
      sql`vacuum (analyze) company_contracts, contract_employees, company_contract_counts, company_roster_counts, company_contract_list_counts`,
    );
  },
  /**
   * `n` more bid posts (mostly Open, closing over the next months), each with a submission of the
   * demo provider `ncc_demo`, one clarification request and (unless `history: false`) three history
   * entries: the public bid-post list and the provider's own bids, request and history lists over
   * many tenders. Numbering continues, so the tables can be grown in steps; 100,000 posts a
   * statement, in one transaction without the connection's statement timeout.
   */
  async tenders(db: Db, n: number, options: { history?: boolean } = {}) {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from bid_posts where bid_name like 'Gói thầu số %/GEN'`);
    const from = (rows[0]?.n ?? 0) + 1;
    const history = options.history ?? true;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (let first = from; first < from + n; first += TENDER_CHUNK) {
        const last = Math.min(first + TENDER_CHUNK, from + n) - 1;
        await tx.execute(sql`
          with cat as (select min(id) as id from bid_categories),
          posts as (
            insert into bid_posts (name, bid_name, inviting_party, category_id, contract_type, area, choose_mode, public_mode,
                                   apply_group, open_date, close_date, status)
            select 'Gói thầu sinh tự động ' || g,
                   'Gói thầu số ' || g || '/GEN',
                   ${DEMO_ORGANIZATION.legalName},
                   (select id from cat), g % 4, g % 4, g % 5, g % 4, g % 3,
                   now() - interval '10 days',
                   now() + (1 + g % 120) * interval '1 day',
                   (array[1, 1, 1, 2, 3])[1 + g % 5]
            from generate_series(${first}::int, ${last}::int) as g
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
          from subs, generate_series(1, ${history ? 3 : 0}::int) as k`);
      }
    });
    await db.execute(sql`analyze bid_posts, bid_submissions, bid_requests, bid_history`);
  },
  /**
   * `n` more contracts of the demo provider `ncc_demo` ('GEN-NCC-…', every status and type, signed
   * over three years), each with a supply and (every other one) a payment progress entry: the
   * provider's contract list over many contracts. Numbering continues; 100,000 a statement.
   */
  async providerContracts(db: Db, n: number) {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from contracts where code like 'GEN-NCC-%'`);
    const from = (rows[0]?.n ?? 0) + 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (let first = from; first < from + n; first += TENDER_CHUNK) {
        const last = Math.min(first + TENDER_CHUNK, from + n) - 1;
        await tx.execute(sql`
          with provider as (select partner_id from users where username = 'ncc_demo'),
          cat as (select array_agg(id order by sort, name) as ids from contract_categories),
          typ as (select array_agg(id order by id) as ids from contract_types),
          made as (
            insert into contracts (partner_id, code, name, status, contract_type_id, category_id, date_signed, date_from, date_to,
                                   total_value, contact_name, contact_phone, contact_email, contact_position)
            select provider.partner_id, 'GEN-NCC-' || lpad(g::text, 8, '0'), 'Hợp đồng cung cấp vật tư số ' || g,
                   (array['Draft', 'Active', 'Active', 'Suspended', 'Ended'])[1 + g % 5],
                   typ.ids[1 + g % array_length(typ.ids, 1)], cat.ids[1 + g % array_length(cat.ids, 1)],
                   current_date - (g % 1095), current_date - (g % 1095) + 5, current_date - (g % 1095) + 370,
                   1000000 * (1 + g % 500), 'Võ Thành Nam', '0287300111', 'kinhdoanh@phuongnammed.vn', 'Giám đốc kinh doanh'
            from generate_series(${first}::int, ${last}::int) as g, provider, cat, typ
            returning id, date_signed, substr(code, 9)::int as g)
          insert into contract_progress (contract_id, progress_type, date, name, content)
          select made.id, k, made.date_signed + 10 * k, (array['Giao hàng đợt 1', 'Thanh toán đợt 1'])[k], ''
          from made, generate_series(1, 2) as k
          where k = 1 or made.g % 2 = 0`);
      }
    });
    await db.execute(sql`analyze contracts, contract_progress, contract_counts`);
  },
  /**
   * `posts` more published news posts (public list, newest first), spread over five generated
   * categories and three years, each with a title from eight topics (one of them 'Khám sức khỏe
   * định kỳ…'), a description, ~2 kB of body HTML and its folded `search_text`, as the desk writes
   * it (`postSearchText`: the title and the description through `foldForSearch`). Numbering continues.
   */
  async content(db: Db, posts: number) {
    const cats = sql.join(
      POST_CATEGORIES.map((name, i) => sql`(${name}, ${`gen-chuyen-muc-${i + 1}`}, ${100 + i})`),
      sql`, `,
    );
    await db.execute(sql`insert into blog_categories (name, slug, sort) values ${cats} on conflict (slug) do nothing`);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from blog_posts where slug like 'gen-bai-viet-%'`);
    const start = (rows[0]?.n ?? 0) + 1;
    // 100,000 posts a statement: a million in ten statements of bounded memory.
    for (let from = start; from < start + posts; from += CONTENT_CHUNK) {
      const last = Math.min(from + CONTENT_CHUNK - 1, start + posts - 1);
      await db.execute(sql`
      with cat as (select array_agg(id order by slug) as ids from blog_categories where slug like 'gen-chuyen-muc-%'),
      src as (
        select g, ${POST_TOPICS.shown} as shown, ${POST_TOPICS.folded} as folded, 1 + g % 8 as t,
               now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second' as at
        from generate_series(${from}::int, ${last}::int) as g)
      insert into blog_posts (category_id, title, slug, description, content, is_home, status, published_at, search_text, created_at, updated_at)
      select cat.ids[1 + src.g % 5],
             src.shown[src.t] || ' (bài ' || src.g || ')',
             'gen-bai-viet-' || src.g,
             'Bài viết số ' || src.g || ' của chuyên mục, tóm tắt nội dung chính cho người đọc.',
             repeat('<p>Nội dung bài viết với các khuyến cáo của bác sĩ, số liệu và hướng dẫn chi tiết cho người đọc.</p>', 20),
             src.g % 50 = 0, 'published', src.at,
             src.folded[src.t] || ' (bai ' || src.g || ') bai viet so ' || src.g || ' cua chuyen muc, tom tat noi dung chinh cho nguoi doc.',
             src.at, src.at
      from src, cat`);
    }
    await db.execute(sql`vacuum (analyze) blog_posts, blog_categories`);
  },
  /**
   * `notifications` more notifications of `username`'s partner, each with that user's inbox row
   * (every third unread), over the last eleven months, in five areas; written directly (no
   * fan-out, no e-mail). The partner's other accounts get no rows: the worst case is one big inbox.
   * Numbering continues after the user's earlier generated notifications, so an inbox grows in steps.
   */
  async notifications(db: Db, counts: { notifications: number; username: string }) {
    const areas = ['orders', 'orders', 'account', 'announcements', 'debts', 'contracts'];
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from notification_recipients r join users u on u.id = r.user_id
      join notifications n on n.id = r.notification_id
      where u.username = ${counts.username} and n.kind like '%.generated'`);
    const start = (rows[0]?.n ?? 0) + 1;
    const end = start + counts.notifications - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (let first = start; first <= end; first += ORDER_CHUNK) {
        const last = Math.min(first + ORDER_CHUNK - 1, end);
        await tx.execute(sql`
          with u as (select id, partner_id from users where username = ${counts.username}),
          src as materialized (
            select g, gen_random_uuid() as id, ${textArray(areas)}[1 + (g / 2) % ${areas.length}] as area,
                   now() - (g % 335) * interval '1 day' - (g * 7 % 86400) * interval '1 second' as at
            from generate_series(${first}::int, ${last}::int) as g),
          n as (
            insert into notifications (id, partner_id, area, kind, title, body, link, created_at)
            select src.id, u.partner_id, src.area, src.area || '.generated',
                   'Thông báo số ' || src.g || ': cập nhật trạng thái hồ sơ',
                   'Nội dung thông báo số ' || src.g || ', xem chi tiết trong cổng đối tác.',
                   '/thong-tin-chung?tab=thong-bao', src.at
            from src, u)
          insert into notification_recipients (notification_id, user_id, area, created_at, read_at)
          select src.id, u.id, src.area, src.at, case when src.g % 3 = 0 then null else src.at + interval '1 hour' end
          from src, u`);
      }
    });
    await db.execute(sql`vacuum (analyze) notifications, notification_recipients`);
  },
  /**
   * A generated resources library of about `folders` × (1 + subfolders × (1 + files)) + 1 + `bigFiles`
   * nodes: `folders` top-level folders (their audiences rotating: everyone, collaborators only,
   * companies only, providers only, collaborators and companies), each with `subfolders` folders
   * (every fifth closed to collaborators) of `files` files each, and one folder seen by everyone,
   * `BIG_MEDIA_FOLDER`, holding `bigFiles` files directly. Files get their `files` row (no bytes
   * stored: the lists never open them). Names from eight titles, folded into `search_text`;
   * `ancestors` and `effective_types` written as the service keeps them. One call per database.
   */
  async media(db: Db, counts: { folders: number; subfolders: number; files: number; bigFiles: number }) {
    const audiences = ['{collaborator,company,provider}', '{collaborator}', '{company}', '{provider}', '{collaborator,company}'];
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into media_nodes (parent_id, is_folder, name, ancestors, visible_types, effective_types, search_text)
        select null::uuid, true, ${MEDIA_NAMES.shown}[1 + g % 8] || ' — bộ ' || lpad(g::text, 4, '0'), '{}'::uuid[], v.types, v.types,
               ${MEDIA_NAMES.folded}[1 + g % 8] || ' — bo ' || lpad(g::text, 4, '0')
        from generate_series(1, ${counts.folders}::int) as g,
             lateral (select ${textArray(audiences)}[1 + g % 5]::text[] as types) as v
        union all
        select null::uuid, true, ${BIG_MEDIA_FOLDER}::text, '{}'::uuid[], '{collaborator,company,provider}'::text[], '{collaborator,company,provider}'::text[],
               ${foldForSearch(BIG_MEDIA_FOLDER)}::text`);
      await tx.execute(sql`
        insert into media_nodes (parent_id, is_folder, name, ancestors, visible_types, effective_types, search_text)
        select top.id, true, 'Thư mục ' || lpad(g::text, 3, '0'), array[top.id], v.types,
               array(select unnest(top.effective_types) intersect select unnest(v.types)), 'thu muc ' || lpad(g::text, 3, '0')
        from media_nodes top, generate_series(1, ${counts.subfolders}::int) as g,
             lateral (select case when g % 5 = 0 then '{company,provider}'::text[] else '{collaborator,company,provider}'::text[] end as types) as v
        where top.parent_id is null and top.name like '% — bộ %'`);
      await tx.execute(
        mediaFileNodes(
          sql`select id, ancestors, effective_types, row_number() over (order by id)::int as k from media_nodes
              where parent_id is not null and is_folder and name like 'Thư mục %' and cardinality(ancestors) = 1`,
          counts.files,
          'tệp',
        ),
      );
      await tx.execute(
        mediaFileNodes(
          sql`select id, ancestors, effective_types, 0 as k from media_nodes where parent_id is null and name = ${BIG_MEDIA_FOLDER}`,
          counts.bigFiles,
          'số',
        ),
      );
    });
    await db.execute(sql`vacuum (analyze) media_nodes, files`);
  },
  /**
   * `files` more files in `BIG_MEDIA_FOLDER` (after `media`), numbering continuing after the files
   * already there, 100,000 a statement: the big folder grows in steps (10k → 100k → 1M).
   */
  async mediaBigFolder(db: Db, files: number) {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from media_nodes c join media_nodes f on f.id = c.parent_id
      where f.parent_id is null and f.name = ${BIG_MEDIA_FOLDER}`);
    const start = (rows[0]?.n ?? 0) + 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (let from = start; from < start + files; from += CONTENT_CHUNK) {
        const count = Math.min(CONTENT_CHUNK, start + files - from);
        await tx.execute(
          mediaFileNodes(
            sql`select id, ancestors, effective_types, 0 as k from media_nodes where parent_id is null and name = ${BIG_MEDIA_FOLDER}`,
            count,
            'số',
            from,
          ),
        );
      }
    });
    await db.execute(sql`vacuum (analyze) media_nodes, files`);
  },
  /**
   * `letters` more debt confirmation letters over the collaborators (run `partners` first for many
   * of them), one in ten to `username`'s collaborator; every response state, one in 17 superseded,
   * sent over two years. Numbering continues after earlier calls, so the table grows in steps.
   */
  async debtLetters(db: Db, counts: { letters: number; username: string }) {
    const { rows } = await db.execute<{ made: number }>(
      sql`select count(*)::int as made from debt_letters where body = ${GENERATED_LETTER_BODY}`,
    );
    const from = (rows[0]?.made ?? 0) + 1;
    // One transaction without the connection's statement timeout (a million letters take a while
    // with their trigram index), the letters in chunks of bounded memory.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      for (let start = from; start < from + counts.letters; start += LETTER_CHUNK) {
        const end = Math.min(start + LETTER_CHUNK, from + counts.letters) - 1;
        await tx.execute(sql`
          with u as (select partner_id from users where username = ${counts.username}),
          c as (select array_agg(id) as ids from (select id from partners where type = 'collaborator' and parent_id is null limit 2000) p)
          insert into debt_letters (partner_id, letter_name, sent_date, balance_date, balance_amount, body,
                                    response_status, response_balance_amount, superseded_at, created_at)
          select case when g % 10 = 0 then u.partner_id else c.ids[1 + g % array_length(c.ids, 1)] end,
                 'Thư xác nhận công nợ số ' || g, current_date - (g % 700), current_date - (g % 700) + 30,
                 1000000 + g * 1000, ${GENERATED_LETTER_BODY},
                 1 + g % 3, case when g % 3 = 2 then 900000 + g * 1000 end, case when g % 17 = 0 then now() end, now()
          from generate_series(${start}::int, ${end}::int) as g, u, c`);
      }
    });
    await db.execute(sql`vacuum (analyze) debt_letters, debt_letter_counts`);
  },
  /**
   * Monthly deferred-payment reports: `months` of them (from `firstMonth`, 'YYYY-MM', all due 14
   * days after the last) for every partner that has no generated one yet, after `collaborators` more generated collaborators (`GBC-…`,
   * numbering continues); and with `own`, `own.months` of that user's partner from January 2010.
   * Called again after partners grow, only the new ones get reports: the table grows in steps.
   */
  async monthlyReports(
    db: Db,
    counts: { months: number; firstMonth: string; collaborators?: number; own?: { username: string; months: number } },
  ) {
    const more = counts.collaborators ?? 0;
    if (more > 0) {
      const { rows } = await db.execute<{ made: number }>(sql`select count(*)::int as made from partners where code like 'GBC-%'`);
      const from = (rows[0]?.made ?? 0) + 1;
      await db.execute(sql`
        insert into partners (type, code, name, owner_name, tax_code, phone, email, status, created_at)
        select 'collaborator', 'GBC-' || lpad(g::text, 7, '0'), 'Cộng tác viên ' || g,
               (array['Nguyễn','Trần','Lê','Phạm','Hoàng'])[1 + g % 5] || ' Văn ' || (array['Hải','Long','Minh','Sơn'])[1 + g % 4],
               (7000000000 + g)::text, '07' || lpad(g::text, 8, '0'), 'bc' || g || '@vidu.vn', 'active', now() - (g % 365) * interval '1 day'
        from generate_series(${from}::int, ${from + more - 1}::int) as g`);
    }
    const first = sql`to_date(${counts.firstMonth}, 'YYYY-MM')`;
    await db.execute(sql`
      insert into deferred_payments (partner_id, month, code, status, amount, service_count, due_date)
      select p.id, to_char(${first} + (m * interval '1 month'), 'YYYY-MM'), 'B-' || p.code || '-' || m, 2 + ((p.n + m) % 4)::int,
             100000 + (p.n % 50) * 10000, 3, (${first} + ${counts.months}::int * interval '1 month' + interval '14 days')::date
      from (select id, code, row_number() over (order by id) as n from partners
            where not exists (select 1 from deferred_payments d where d.code = 'B-' || partners.code || '-0')) p
      cross join generate_series(0, ${counts.months - 1}::int) m
      on conflict do nothing`);
    if (counts.own)
      await db.execute(sql`
        insert into deferred_payments (partner_id, month, code, status, amount, service_count, due_date)
        select u.partner_id, to_char(date '2010-01-01' + (m * interval '1 month'), 'YYYY-MM'), 'B-CTV-' || m, 2 + (m % 4)::int, 1000000 + m * 1000, 5, date '2019-12-15'
        from users u cross join generate_series(0, ${counts.own.months - 1}::int) m
        where u.username = ${counts.own.username}
        on conflict do nothing`);
    await db.execute(sql`vacuum (analyze) deferred_payments, deferred_payment_month_counts, deferred_payment_partner_counts`);
  },
};
