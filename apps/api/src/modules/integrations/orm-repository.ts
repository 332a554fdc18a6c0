import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { integrationClients as clients, medicalOrders, ormDeliveries as deliveries } from '../../db/schema.ts';

/* The outgoing ORM^O01 queue: which bookings each integration's LIS is offered, and how that went. */

const ids = (rows: unknown) => (rows as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

/**
 * Offers what is not offered yet, to every live integration with an endpoint that may read orders:
 * its bookings (of its facilities) made since it was registered and still open (NW), and the
 * cancellation of those it was offered (CA). Answers the new deliveries' ids.
 */
export async function offerNew(db: Executor): Promise<string[]> {
  const booked = await db.execute(sql`
    insert into orm_deliveries (client_id, order_id, kind, control_id)
    select c.id, o.id, 'NW', 'NW' || lpad(o.no::text, 10, '0')
    from integration_clients c
    join medical_orders o on o.created_at >= c.created_at and o.status between 1 and 3
    left join facilities f on f.id = o.facility_id
    where c.revoked_at is null and c.orm_endpoint is not null and 'orders.read' = any(c.scopes)
      and (cardinality(c.facility_codes) = 0
        or (o.method_type = 'HOSPITAL' and lower(f.code) in (select lower(x) from unnest(c.facility_codes) x)))
    on conflict (client_id, order_id, kind) do nothing
    returning id`);
  const cancelled = await db.execute(sql`
    insert into orm_deliveries (client_id, order_id, kind, control_id)
    select d.client_id, d.order_id, 'CA', 'CA' || lpad(o.no::text, 10, '0')
    from orm_deliveries d
    join medical_orders o on o.id = d.order_id and o.status = 5
    join integration_clients c on c.id = d.client_id and c.revoked_at is null and c.orm_endpoint is not null
    where d.kind = 'NW' and d.status <> 'failed'
    on conflict (client_id, order_id, kind) do nothing
    returning id`);
  return [...ids(booked), ...ids(cancelled)];
}

/** Whether any live integration takes bookings over HL7 v2 (the scan runs only then). */
export async function anyOrmClient(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(isNull(clients.revokedAt), isNotNull(clients.ormEndpoint)))
    .limit(1);
  return !!row;
}

/** A delivery with its client and what the message needs of the order. */
export async function deliveryToSend(db: Executor, id: string) {
  const [row] = await db
    .execute(sql`
    select d.id, d.kind, d.control_id as "controlId", d.status, d.attempts,
      c.id as "clientId", c.name as "clientName", c.orm_endpoint as endpoint, c.revoked_at is not null as revoked,
      o.id as "orderId", o.no, o.patient_id as "patientId", o.patient_name as "patientName", o.patient_birthday::text as birthday,
      o.patient_gender as gender, o.patient_phone as phone, o.address, o.note, o.appointment_at as "appointmentAt", o.created_at as "createdAt",
      (select name from wards w where w.code = o.ward_code) as ward, (select name from provinces p where p.code = o.province_code) as province,
      f.code as "facilityCode", f.name as "facilityName", pa.code as "collaboratorCode", pa.name as "collaboratorName",
      (select status from orm_deliveries nw where nw.client_id = d.client_id and nw.order_id = d.order_id and nw.kind = 'NW') as "newStatus",
      coalesce((select json_agg(json_build_object('id', s.id, 'code', s.service_code, 'name', s.service_name) order by s.sort, s.id)
        from medical_order_services s where s.order_id = o.id), '[]') as lines
    from orm_deliveries d
    join integration_clients c on c.id = d.client_id
    join medical_orders o on o.id = d.order_id
    join partners pa on pa.id = o.partner_id
    left join facilities f on f.id = o.facility_id
    where d.id = ${id}`)
    .then((r) => (r as unknown as { rows: DeliveryRow[] }).rows);
  if (!row) return undefined;
  return { ...row, appointmentAt: new Date(row.appointmentAt), createdAt: new Date(row.createdAt) };
}
type DeliveryRow = {
  id: string;
  kind: 'NW' | 'CA';
  controlId: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  clientId: string;
  clientName: string;
  endpoint: string | null;
  revoked: boolean;
  orderId: string;
  no: number;
  patientId: string;
  patientName: string;
  birthday: string;
  gender: number;
  phone: string;
  address: string;
  note: string;
  appointmentAt: string | Date;
  createdAt: string | Date;
  ward: string;
  province: string;
  facilityCode: string | null;
  facilityName: string | null;
  collaboratorCode: string;
  collaboratorName: string;
  newStatus: 'pending' | 'sent' | 'failed' | null;
  lines: Array<{ id: string; code: string; name: string }>;
};

/** An attempt's outcome: sent (acknowledged AA), failed for good, or still pending with the error of this try. */
export async function settle(db: Executor, id: string, outcome: { status: 'pending' | 'sent' | 'failed'; error: string | null }) {
  await db
    .update(deliveries)
    .set({
      status: outcome.status,
      lastError: outcome.error,
      attempts: sql`${deliveries.attempts} + 1`,
      ...(outcome.status === 'sent' ? { sentAt: new Date() } : {}),
    })
    // Only a delivery still pending: a try that ends after another settled it changes nothing.
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')));
}

/** A client's latest deliveries, with their bookings' numbers. */
export function latest(db: Executor, clientId: string, limit: number) {
  return db
    .select({ delivery: deliveries, no: medicalOrders.no })
    .from(deliveries)
    .innerJoin(medicalOrders, eq(medicalOrders.id, deliveries.orderId))
    .where(eq(deliveries.clientId, clientId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(limit);
}
