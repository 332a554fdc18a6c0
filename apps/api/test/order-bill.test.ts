import { type CatalogueService, orderEndpoints } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredRecords, medicalOrders } from '../src/db/schema.ts';
import { buildReport } from '../src/modules/debts/reports-build-service.ts';
import type { TestApp } from './helpers.ts';
import { type caller, collaboratorApp, newPatientOrder } from './orders-helpers.ts';

/**
 * Money that adds up: what the wizard tells a collaborator an order will cost (its services'
 * prices less their 'Chiết khấu', plus the home-sampling fee once for a home order, from the
 * answers the wizard reads) is what the month's debt report bills for that order once it is done.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let tok: { ctv: string };

beforeAll(async () => {
  ({ t, api, tok } = await collaboratorApp());
});
afterAll(() => t.close());

/** The wizard's bill (apps/web wizard-booking-step.tsx `orderBill`), from the API's own answers. */
async function quoted(services: CatalogueService[], atHome: boolean) {
  const options = (await api.get(orderEndpoints.optionFields.path, tok.ctv)).json().data;
  const total = services.reduce((sum, s) => sum + (s.donGia ?? 0), 0);
  const discount = services.reduce((sum, s) => sum + (s.feePrice ?? 0), 0);
  return total - discount + (atHome ? options.homeSamplingFee : 0);
}

/** Books, completes (as the desk would at the end) and bills the order in its month's report; answers the report's lines for it. */
async function billed(body: Record<string, unknown>) {
  const booked = await api.send('POST', orderEndpoints.create.path, tok.ctv, body);
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().data.id as string;
  const [order] = await t.database.db.update(medicalOrders).set({ status: 4 }).where(eq(medicalOrders.id, id)).returning();
  const month = order!.appointmentDay.slice(0, 7);
  // The desk's build (a draft is built again with what is completed by then).
  const actor = { userId: null, username: 'kiem-thu', ip: null };
  await t.database.db.transaction((tx) => buildReport(tx, { partnerId: order!.partnerId, month }, { kind: 'desk', actor }));
  return t.database.db.select().from(deferredRecords).where(eq(deferredRecords.orderId, id));
}

describe("the wizard's bill is the report's", () => {
  it('a home order: the services less their share, and the sampling fee once', async () => {
    const offered: CatalogueService[] = (await api.get(orderEndpoints.services.path, tok.ctv, { MaTinh: '79', IsTaiNha: 'true' })).json()
      .data;
    const chosen = offered.slice(0, 3);
    expect(chosen.length).toBe(3);
    expect(chosen.some((s) => (s.feePrice ?? 0) > 0)).toBe(true);
    const quote = await quoted(chosen, true);
    const lines = await billed(newPatientOrder({ serviceIds: chosen.map(({ maCP, tenCP, donGia }) => ({ maCP, tenCP, donGia })) }));
    expect(lines).toHaveLength(3);
    expect(lines.reduce((sum, l) => sum + l.totalAmount, 0)).toBe(quote);
    expect(lines.filter((l) => l.samplingFee > 0)).toHaveLength(1);
  });

  it('a facility visit: no sampling fee', async () => {
    const facilities = (await api.get(orderEndpoints.locations.path, tok.ctv)).json().data as Array<{
      value: string;
      provinceCode: string;
    }>;
    const facility = facilities[0]!;
    const offered: CatalogueService[] = (
      await api.get(orderEndpoints.services.path, tok.ctv, { MaDV: facility.value, IsTaiNha: 'false' })
    ).json().data;
    const chosen = offered.slice(0, 2);
    const quote = await quoted(chosen, false);
    const lines = await billed(
      newPatientOrder({
        methodType: 'HOSPITAL',
        facilityCode: facility.value,
        serviceIds: chosen.map(({ maCP, tenCP, donGia }) => ({ maCP, tenCP, donGia })),
      }),
    );
    expect(lines.reduce((sum, l) => sum + l.totalAmount, 0)).toBe(quote);
    expect(lines.every((l) => l.samplingFee === 0)).toBe(true);
  });
});
