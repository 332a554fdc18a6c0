import type { AppDeps } from '../../deps.ts';
import type { JobAttempt } from '../../lib/jobs/queue.ts';
import { orderCode } from '../orders/orders-service.ts';
import { get, Hl7ParseError, parseEndpoint, parseMessage } from './hl7v2.ts';
import { logCall } from './integrations-service.ts';
import { MllpSendError, sendMllp } from './mllp-client.ts';
import { buildOrm } from './orm.ts';
import * as repo from './orm-repository.ts';

/*
 * Bookings out to the laboratory systems as HL7 v2 ORM^O01 (issue 38, item 4). A scan (a queue job,
 * once a minute while some integration has an endpoint) gives each booking not yet offered its
 * delivery row and job, in one transaction; each job sends its message over MLLP until the LIS
 * acknowledges it. The delivery rows are the desk's log; the jobs are on the queue desk.
 */

type Deps = Pick<AppDeps, 'db' | 'jobs'>;

const SCAN_EVERY_MS = 60_000;

/** Offers new bookings and cancellations; answers how many deliveries were queued. */
export async function scanBookings(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const created = await repo.offerNew(tx);
    for (const id of created) await deps.jobs.enqueue(tx, 'integrations.orm-deliver', { deliveryId: id }, { id });
    return created.length;
  });
}

/** Queues the next scan (in a minute, or now) while some integration takes bookings over HL7 v2. */
export async function scheduleScan(deps: Deps, inMs = SCAN_EVERY_MS): Promise<void> {
  if (!(await repo.anyOrmClient(deps.db))) return;
  await deps.jobs.enqueue(deps.db, 'integrations.orm-scan', {}, { startAfter: new Date(Date.now() + inMs) });
}

/** Sends one delivery; throws (the queue tries again) while the LIS cannot be reached or does not answer. */
export async function deliverBooking(deps: Pick<AppDeps, 'db'>, data: { deliveryId: string }, attempt: Pick<JobAttempt, 'isLastAttempt'>) {
  const d = await repo.deliveryToSend(deps.db, data.deliveryId);
  if (d?.status !== 'pending') return;
  const endpoint = d.endpoint ? parseEndpoint(d.endpoint) : undefined;
  const path = `ORM^O01 ${d.controlId}`;
  const code = orderCode(d.no);
  const done = async (status: 'sent' | 'failed', error: string | null, httpLike: number) => {
    await repo.settle(deps.db, d.id, { status, error });
    await logCall(
      deps,
      d.clientId,
      { method: 'MLLP', path, status: httpLike, ip: d.endpoint },
      `Gửi ${code} (${d.kind}): ${error ?? 'LIS đã nhận (AA)'}`,
    );
  };
  if (d.revoked || !endpoint) return done('failed', 'Tích hợp đã bị thu hồi hoặc không còn địa chỉ nhận chỉ định.', 410);
  // A cancellation follows its booking: not before the booking is acknowledged, not at all if it failed.
  if (d.kind === 'CA' && d.newStatus !== 'sent') {
    if (d.newStatus === 'failed') return done('failed', 'Chỉ định mới chưa được hệ thống xét nghiệm nhận, không gửi hủy.', 409);
    throw new MllpSendError(`Chờ chỉ định mới ${code} được nhận trước khi gửi hủy.`);
  }
  const text = buildOrm(
    {
      code,
      patient: {
        id: d.patientId,
        name: d.patientName,
        birthday: d.birthday,
        gender: d.gender,
        phone: d.phone,
        address: d.address,
        ward: d.ward,
        province: d.province,
      },
      appointmentAt: d.appointmentAt,
      createdAt: d.createdAt,
      facility: d.facilityCode ? { code: d.facilityCode, name: d.facilityName ?? '' } : null,
      collaborator: { code: d.collaboratorCode, name: d.collaboratorName },
      note: d.note,
      lines: d.lines,
    },
    { id: d.controlId, kind: d.kind, receiver: d.clientName },
  );
  let ack: string;
  try {
    ack = await sendMllp(endpoint, text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (attempt.isLastAttempt) await done('failed', message, 504);
    else await repo.settle(deps.db, d.id, { status: 'pending', error: message });
    throw err;
  }
  try {
    const parsed = parseMessage(ack);
    const msa = parsed.segments.find((s) => s.name === 'MSA');
    const answer = get(parsed, msa, 1);
    if (get(parsed, msa, 2) !== d.controlId) throw new Hl7ParseError(`ACK cho tin nhắn khác (${get(parsed, msa, 2)}).`);
    if (answer === 'AA' || answer === 'CA') return done('sent', null, 200);
    const reason =
      get(
        parsed,
        parsed.segments.find((s) => s.name === 'ERR'),
        8,
      ) ||
      get(parsed, msa, 3) ||
      'không nêu lý do';
    return done('failed', `LIS trả ${answer}: ${reason}`, 422);
  } catch (err) {
    if (!(err instanceof Hl7ParseError)) throw err;
    return done('failed', `ACK không đọc được: ${err.message}`, 502);
  }
}
