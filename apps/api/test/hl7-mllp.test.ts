import net from 'node:net';
import { integrationDeskEndpoints, orderEndpoints, pathOf } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { Client, Message } from 'node-hl7-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, integrationCalls, labReports, medicalOrders } from '../src/db/schema.ts';
import { type MllpServer, startMllp } from '../src/modules/integrations/mllp-server.ts';
import { createTestApp, login, SAMPLE_FILES, silentLog, storedIds, type TestApp } from './helpers.ts';
import { caller, newPatientOrder, operatorToken } from './orders-helpers.ts';

/**
 * HL7 v2.5.1 over MLLP (issue 38, item 4): an ORU^R01 sent by a maintained MLLP client
 * (node-hl7-client) moves the order as a FHIR report does and is acknowledged AA; the same message
 * again changes nothing; a malformed one gets AR, one with a wrong content AE (ERR says why), and
 * neither writes anything. The portal's ACK is read with that library's parser.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let ctv: string;
let mllp: MllpServer;
let client: Client;
let lis: { id: string; clientId: string };
const LIS_NAME = 'LIS HL7 Phòng xét nghiệm';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  ctv = await login(t.app, 'collaborator', 'ctv_demo');
  const admin = await operatorToken(t, 'admin_demo');
  const created = await api.send('POST', integrationDeskEndpoints.create.path, admin, { name: LIS_NAME, scopes: ['results.write'] });
  lis = created.json().data;
  mllp = await startMllp(t.app.deps, { port: 0, host: '127.0.0.1', allowed: ['127.0.0.1'], clientId: lis.clientId }, silentLog);
  client = new Client({ host: '127.0.0.1', version: '2.5.1' });
});
afterAll(async () => {
  await client.closeAll();
  await mllp.close();
  await t.close();
});

/** Sends one message over a connection of the maintained client and waits for the portal's ACK, parsed by it. */
function send(text: string): Promise<Message> {
  return new Promise((resolve, reject) => {
    const connection = client.createConnection({ port: mllp.port, waitAck: true, version: '2.5.1' }, async (res) => {
      resolve(res.getMessage());
      await connection.close();
    });
    connection.sendMessage(new Message({ text })).catch(reject);
  });
}

async function booked() {
  const res = await api.send('POST', orderEndpoints.create.path, ctv, newPatientOrder());
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const [row] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, id));
  return { id, code: `LH-${String(row!.no).padStart(7, '0')}` };
}

const pdf = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('% ket qua HL7\n')]);
let sequence = 0;

/** An ORU^R01 for a booking: a glucose value and the PDF as an ED observation. */
function oru(
  placer: string,
  over: { filler?: string; status?: string; type?: string; ed?: string; glucose?: string; controlId?: string } = {},
) {
  sequence += 1;
  const controlId = over.controlId ?? `MSG${Date.now()}${sequence}`;
  return {
    controlId,
    text: [
      `MSH|^~\\&|LIS|PXN-TRUNG-TAM|CONG-DOI-TAC|YTE|20261130101500+0700||${over.type ?? 'ORU^R01^ORU_R01'}|${controlId}|P|2.5.1`,
      'PID|1||BN001^^^LIS||Phạm^Minh Khoa||19900415|M',
      `OBR|1|${placer}|${over.filler ?? `KQ-${sequence}`}|XN-GLU^Định lượng Glucose^L|||20261130083000+0700|||||||||||||||20261130101000+0700|||${over.status ?? 'F'}`,
      `OBX|1|NM|2345-7^Glucose^LN||${over.glucose ?? '5.4'}|mmol/L|3.9-6.4|N|||F`,
      `OBX|2|ED|PDF^Phiếu kết quả^L||${over.ed ?? `^application^pdf^Base64^${pdf.toString('base64')}`}||||||F`,
    ].join('\r'),
  };
}

const auditCount = async (id: string) => (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.objectId, id)))[0]!.n;

describe('ORU^R01 over MLLP', () => {
  it('AA: the order has its result and the PDF, as if the desk had done it; the same message again changes nothing', async () => {
    const { id, code } = await booked();
    const message = oru(code);
    const ack = await send(message.text);
    expect(ack.get('MSA.1').toString()).toBe('AA');
    expect(ack.get('MSA.2').toString()).toBe(message.controlId);
    expect(ack.get('MSH.9.1').toString()).toBe('ACK');
    const [order] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, id));
    expect(order).toMatchObject({ step: 'RESULT_READY', result: 'DA_CO_KET_QUA', status: 4 });
    const file = await api.get(pathOf(orderEndpoints.resultFile, { id }), ctv);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
    const [report] = await t.database.db.select().from(labReports).where(eq(labReports.orderId, id));
    expect(report!.observations).toEqual([
      expect.objectContaining({
        valueQuantity: { value: 5.4, unit: 'mmol/L' },
        referenceRange: [expect.objectContaining({ low: { value: 3.9, unit: 'mmol/L' } })],
      }),
    ]);
    const [moved] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'progress')));
    expect(moved!.operatorUsername).toBe(`Tích hợp: ${LIS_NAME}`);
    const logged = await t.database.db.select().from(integrationCalls).where(eq(integrationCalls.clientId, lis.id));
    expect(logged.map((c) => [c.method, c.path, c.status])).toContainEqual(['MLLP', `ORU^R01 ${message.controlId}`, 200]);

    const audits = await auditCount(id);
    const files = (await storedIds(t.storage)).length;
    const again = await send(message.text);
    expect(again.get('MSA.1').toString()).toBe('AA');
    expect(await auditCount(id)).toBe(audits);
    expect((await storedIds(t.storage)).length).toBe(files);
  });

  it('AE with the reason in ERR, and nothing written: an unknown booking, a non-PDF document, a value that is not a number', async () => {
    const { id, code } = await booked();
    const before = { audits: await auditCount(id), files: (await storedIds(t.storage)).sort() };
    const cases: Array<[ReturnType<typeof oru>, string]> = [
      [oru('LH-9999999'), '204'],
      [oru(code, { ed: `^image^png^Base64^${SAMPLE_FILES.png.toString('base64')}` }), '102'],
      [oru(code, { glucose: 'cao' }), '102'],
      [oru(code, { filler: '' }), '101'],
    ];
    for (const [message, error] of cases) {
      const ack = await send(message.text);
      expect(ack.get('MSA.1').toString(), message.text).toBe('AE');
      expect(ack.get('MSA.2').toString()).toBe(message.controlId);
      expect(ack.get('ERR.3.1').toString()).toBe(error);
      expect(ack.get('ERR.8').toString()).toMatch(/[À-ỹ]/);
    }
    expect(await auditCount(id)).toBe(before.audits);
    expect((await storedIds(t.storage)).sort()).toEqual(before.files);
    expect(await t.database.db.select().from(labReports).where(eq(labReports.orderId, id))).toEqual([]);
  });

  it('AR for what is not an ORU^R01', async () => {
    const { code } = await booked();
    const orm = oru(code, { type: 'ORM^O01^ORM_O01' });
    const ack = await send(orm.text);
    expect(ack.get('MSA.1').toString()).toBe('AR');
    expect(ack.get('ERR.3.1').toString()).toBe('200');
  });
});

describe('the listener', () => {
  it('cuts a connection from an address it does not allow, before reading a byte', async () => {
    const closed = await startMllp(t.app.deps, { port: 0, host: '127.0.0.1', allowed: ['10.0.5.20'], clientId: lis.clientId }, silentLog);
    try {
      const received = await new Promise<string>((resolve) => {
        const socket = net.connect(closed.port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', () => undefined);
      });
      expect(received).toBe('');
    } finally {
      await closed.close();
    }
  });

  it('answers a message that does not parse with AR, framed as MLLP', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(mllp.port, '127.0.0.1', () => socket.write(Buffer.from('\x0bKHONG PHAI HL7\x1c\r', 'latin1')));
      let data = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        if (data.includes(0x1c)) {
          socket.end();
          resolve(data.toString('utf8'));
        }
      });
      socket.on('error', reject);
    });
    expect(answer.startsWith('\x0bMSH|')).toBe(true);
    const ack = new Message({ text: answer.slice(1, answer.indexOf('\x1c')) });
    expect(ack.get('MSA.1').toString()).toBe('AR');
  });
});
