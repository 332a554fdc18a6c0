import net from 'node:net';
import { INTEGRATION_MSG, integrationDeskEndpoints, orderEndpoints, pathOf, queueDeskEndpoints } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { Message } from 'node-hl7-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalOrderServices, ormDeliveries } from '../src/db/schema.ts';
import { deliverBooking, scanBookings } from '../src/modules/integrations/orm-service.ts';
import { createTestApp, login, settled, type TestApp } from './helpers.ts';
import { caller, newPatientOrder, operatorToken } from './orders-helpers.ts';

/**
 * Bookings out as HL7 v2 ORM^O01 (issue 38, item 4): an integration with an endpoint is offered each
 * new booking, and its cancellation, by a queue job that sends over MLLP until the LIS acknowledges;
 * an AE is kept with its reason; an LIS that cannot be reached is tried again. The test LIS reads the
 * portal's messages with a maintained HL7 library's parser (node-hl7-client).
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let ctv: string;
/** The test LIS: every message it got, parsed; it answers AE to a patient named 'Từ Chối'. */
const received: Message[] = [];
/** The raw text of each, by control id. */
const texts = new Map<string, string>();
let lis: net.Server;
let lisPort = 0;
let integration: { id: string };

function startLis(): Promise<number> {
  lis = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf(Buffer.from([0x1c, 0x0d]));
      if (buffer[0] !== 0x0b || end < 0) return;
      const text = buffer.subarray(1, end).toString('utf8');
      buffer = buffer.subarray(end + 2);
      const message = new Message({ text });
      received.push(message);
      const controlId = message.get('MSH.10').toString();
      texts.set(controlId, text);
      const refuse = message.get('PID.5.1').toString() === 'Từ';
      const ack = [
        `MSH|^~\\&|LIS||CONG-DOI-TAC||20261130101500||ACK^O01^ACK|A${controlId}|P|2.5.1`,
        `MSA|${refuse ? 'AE' : 'AA'}|${controlId}`,
        ...(refuse ? ['ERR|||207^Application internal error^HL70357|E||||Không có mã xét nghiệm trong danh mục LIS'] : []),
      ].join('\r');
      socket.write(Buffer.concat([Buffer.from([0x0b]), Buffer.from(ack, 'utf8'), Buffer.from([0x1c, 0x0d])]));
    });
  });
  return new Promise((resolve) => lis.listen(0, '127.0.0.1', () => resolve((lis.address() as net.AddressInfo).port)));
}

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await operatorToken(t, 'admin_demo');
  ctv = await login(t.app, 'collaborator', 'ctv_demo');
  lisPort = await startLis();
  const created = await api.send('POST', integrationDeskEndpoints.create.path, admin, {
    name: 'LIS HL7 nhận chỉ định',
    scopes: ['orders.read', 'results.write'],
    ormEndpoint: `127.0.0.1:${lisPort}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  integration = created.json().data;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => lis.close(resolve));
});

const deliveriesOf = (orderId: string) => t.database.db.select().from(ormDeliveries).where(eq(ormDeliveries.orderId, orderId));

async function book(over: Record<string, unknown> = {}) {
  const res = await api.send('POST', orderEndpoints.create.path, ctv, newPatientOrder(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; appointmentId: string };
}

describe('ORM^O01 out', () => {
  it('a new booking is offered once: one ORC/OBR per service line, the LIS acknowledges, the desk shows it sent', async () => {
    const order = await book();
    await scanBookings(t.app.deps);
    await scanBookings(t.app.deps);
    const [sent] = await settled(
      () => deliveriesOf(order.id),
      (rows) => rows[0]?.status === 'sent',
      'the delivery acknowledged',
    );
    expect(await deliveriesOf(order.id)).toHaveLength(1);
    const message = received.find((m) => m.get('MSH.10').toString() === sent!.controlId)!;
    expect(message.get('MSH.9.1').toString()).toBe('ORM');
    expect(message.get('ORC.1').toString()).toBe('NW');
    expect(message.get('ORC.4.1').toString()).toBe(order.appointmentId);
    expect(message.get('PID.5.1').toString()).toBe('Phạm');
    const lines = await t.database.db.select().from(medicalOrderServices).where(eq(medicalOrderServices.orderId, order.id));
    const segments = texts.get(sent!.controlId)!.split('\r');
    expect(segments.filter((l) => l.startsWith('OBR|'))).toHaveLength(lines.length);
    expect(segments.filter((l) => l.startsWith('ORC|'))).toHaveLength(lines.length);
    expect(lines.map((l) => l.id)).toContain(message.get('OBR.2.1').toString());

    const desk = (await api.get(pathOf(integrationDeskEndpoints.deliveries, { id: integration.id }), admin)).json().data;
    expect(desk.find((d: { orderId: string }) => d.orderId === order.id)).toMatchObject({ kind: 'NW', status: 'sent', attempts: 1 });
  });

  it('its cancellation follows as CA once the booking was acknowledged', async () => {
    const order = await book();
    await scanBookings(t.app.deps);
    await settled(
      () => deliveriesOf(order.id),
      (rows) => rows[0]?.status === 'sent',
      'the booking acknowledged',
    );
    const cancelled = await api.send('PUT', pathOf(orderEndpoints.cancel, { id: order.id }), ctv, { reason: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await scanBookings(t.app.deps);
    const rows = await settled(
      () => deliveriesOf(order.id),
      (r) => r.some((d) => d.kind === 'CA' && d.status === 'sent'),
      'the cancellation acknowledged',
    );
    const ca = rows.find((d) => d.kind === 'CA')!;
    expect(
      received
        .find((m) => m.get('MSH.10').toString() === ca.controlId)
        ?.get('ORC.1')
        .toString(),
    ).toBe('CA');
  });

  it('an AE is kept with the LIS reason and not sent again', async () => {
    const order = await book({ name: 'Từ Chối Nhận' });
    await scanBookings(t.app.deps);
    const [failed] = await settled(
      () => deliveriesOf(order.id),
      (rows) => rows[0]?.status === 'failed',
      'the refusal',
    );
    expect(failed!.lastError).toBe('LIS trả AE: Không có mã xét nghiệm trong danh mục LIS');
    const list = (await api.get(integrationDeskEndpoints.list.path, admin)).json().data as Array<{ id: string; ormFailed: number }>;
    expect(list.find((r) => r.id === integration.id)!.ormFailed).toBeGreaterThanOrEqual(1);
  });

  it('an LIS that cannot be reached: the try is an error the queue retries, the last one fails with why', async () => {
    const down = await api.send('POST', integrationDeskEndpoints.create.path, admin, {
      name: 'LIS đang tắt',
      scopes: ['orders.read'],
      ormEndpoint: '127.0.0.1:1',
    });
    expect(down.statusCode).toBe(200);
    const order = await book();
    await scanBookings(t.app.deps);
    const [delivery] = (await deliveriesOf(order.id)).filter((d) => d.clientId === down.json().data.id);
    await expect(deliverBooking(t.app.deps, { deliveryId: delivery!.id }, { isLastAttempt: false })).rejects.toThrow(/Không kết nối được/);
    const [pending] = (await deliveriesOf(order.id)).filter((d) => d.id === delivery!.id);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    await expect(deliverBooking(t.app.deps, { deliveryId: delivery!.id }, { isLastAttempt: true })).rejects.toThrow();
    const [failed] = (await deliveriesOf(order.id)).filter((d) => d.id === delivery!.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.lastError).toBe('Không kết nối được 127.0.0.1:1: máy nhận từ chối kết nối (chưa mở cổng MLLP?)');
  });

  it('the scan stays queued while an integration takes bookings over HL7 v2 (the queue desk shows its next run)', async () => {
    const schedule = (await api.get(queueDeskEndpoints.schedule.path, admin)).json().data.items as Array<{
      queue: string;
      nextRunAt: string | null;
    }>;
    expect(schedule.find((i) => i.queue === 'integrations.orm-scan')?.nextRunAt).not.toBeNull();
  });

  it('the endpoint is checked on the desk', async () => {
    const bad = await api.send('POST', integrationDeskEndpoints.create.path, admin, {
      name: 'LIS địa chỉ sai',
      scopes: ['orders.read'],
      ormEndpoint: 'http://lis:2575',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ormEndpoint).toEqual([INTEGRATION_MSG.ormEndpoint]);
  });
});
