import { randomBytes } from 'node:crypto';
import {
  type AppointmentStatus,
  appointmentStatusName,
  canChangeAppointment,
  cancelNotesOf,
  maskedPatientName,
  ORDER_DESK_MSG,
  ORDER_MSG,
  ORDER_OPTIONS,
  ORDER_REQUEST_KIND_LABELS,
  type OrderBody,
  type OrderCancelBody,
  type OrderDetail,
  type OrderDetailWithMoney,
  type OrderFilterOptions,
  type OrderList,
  type OrderListQuery,
  type OrderOptionFields,
  type OrderPatientBody,
  type OrderProgressList,
  type OrderProgressListQuery,
  type OrderReport,
  type OrderReportQuery,
  type OrderRequestBody,
  type OrderRowWithMoney,
  type ProgressLink,
  PROGRESS_STEP_LABELS,
  type PublicProgress,
  PROGRESS_TOKEN_PATTERN,
  parseWorkTime,
  progressPagePath,
  type ResultStatus,
  resultStatusName,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import * as catalogue from './catalogue-service.ts';
import * as locations from '../locations/locations-service.ts';
import * as patients from '../patients/patients-service.ts';
import { progressSteps } from './progress.ts';
import * as repo from './orders-repository.ts';
import { pagination } from '../../lib/pagination.ts';

/*
 * A collaborator's medical orders (spec 3 §2–§9; docs/decisions/orders.md). The
 * route's `owns: 'medical-order'` has checked that an `:id` is the caller's; the rules are here.
 */

/** The booking code and the sample id, from the order's number. */
export const orderCode = (no: number) => `LH-${String(no).padStart(7, '0')}`;
export const sampleId = (no: number) => `XN${String(no).padStart(8, '0')}`;

/** The public progress page of an order, on the portal's address (PUBLIC_URL, else the request's). */
export const progressUrl = (origin: string, token: string) => `${origin}${progressPagePath(token)}`;

const newToken = () => randomBytes(32).toString('base64url');

const vietnamDateTime = (d: Date) => {
  const local = new Date(d.getTime() + 7 * 3_600_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
};

/** An order's two statuses with their labels. */
const statusFields = (o: { status: AppointmentStatus; result: ResultStatus }) => ({
  statusAppointment: o.status,
  statusAppointmentName: appointmentStatusName(o.status),
  statusHisStr: o.result,
  statusHisName: resultStatusName(o.result),
});

/** What an order keeps of its patient (the booking's contact data): copied when the patient is chosen. */
export const patientSnapshot = (p: {
  id: string;
  fullName: string;
  phone: string;
  email: string;
  birthday: string;
  gender: number;
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  address: string;
}) => ({
  patientId: p.id,
  patientName: p.fullName,
  patientPhone: p.phone,
  patientEmail: p.email,
  patientBirthday: p.birthday,
  patientGender: p.gender,
  provinceCode: p.provinceCode,
  districtCode: p.districtCode,
  wardCode: p.wardCode,
  address: p.address,
});

/** The API shape of an order (spec 3 §3) from its row and services. */
export function toRow(j: repo.ListedOrder, services: readonly repo.ListedService[]): OrderRowWithMoney {
  const o = j.order;
  return {
    id: o.id,
    appointmentId: orderCode(o.no),
    medicalAppointment: orderCode(o.no),
    patientId: o.patientId,
    patientName: o.patientName,
    patientPhone: o.patientPhone,
    patientSex: o.patientGender,
    patientBod: o.patientBirthday,
    patientAddress: o.address,
    email: o.patientEmail,
    patientEmail: o.patientEmail,
    provinceCode: o.provinceCode,
    districtCode: o.districtCode,
    wardCode: o.wardCode,
    provinceName: j.provinceName,
    wardName: j.wardName,
    fullAddress: [o.address, j.wardName, j.provinceName].filter(Boolean).join(', '),
    methodType: o.methodType,
    facilityCode: j.facility?.code ?? null,
    facilityName: j.facility?.name ?? null,
    appointmentDate: vietnamDateTime(o.appointmentAt),
    reasonNote: o.note,
    cancelNotes: o.cancelNotes,
    sid: o.sid,
    createDate: o.createdAt.toISOString(),
    ...statusFields(o),
    progressStep: o.step,
    progressStepName: PROGRESS_STEP_LABELS[o.step] ?? o.step,
    totalServicePrice: o.serviceTotal,
    totalConsultationFee: o.consultationFee,
    services: services
      .filter((s) => s.orderId === o.id)
      .map((s) => ({ id: s.id, serviceCode: s.serviceCode, serviceName: s.serviceName, originalPrice: s.price, feePrice: s.feePrice })),
    hasResultFile: !!o.resultFileId,
  };
}

/** The order with its progress, result file and requests. */
export async function detailOf(db: Executor, id: string): Promise<{ detail: OrderDetailWithMoney; joined: repo.OrderJoined }> {
  const found = await repo.findOrder(db, id);
  if (!found) throw new AppError('not_found');
  const [services, requests] = await Promise.all([repo.servicesOf(db, [id]), repo.requestsOf(db, id)]);
  const row = toRow(found, services);
  const changeable = canChangeAppointment(found.order.status);
  return {
    joined: found,
    detail: {
      ...row,
      progress: progressSteps(found.order),
      resultFile: found.resultFile
        ? {
            name: found.resultFile.name,
            mime: found.resultFile.mime,
            size: Number(found.resultFile.size),
            createdAt: found.resultFile.createdAt.toISOString(),
          }
        : null,
      requests: requests.map((r) => ({
        id: r.id,
        kind: r.kind,
        kindName: ORDER_REQUEST_KIND_LABELS[r.kind] ?? r.kind,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
      })),
      canEdit: changeable,
      canCancel: changeable,
    },
  };
}

const filterOf = (q: OrderReportQuery) => ({
  search: q.search,
  patientId: q.patientId,
  minServiceTotal: q.MinServiceTotal,
  maxServiceTotal: q.MaxServiceTotal,
  minConsultationFee: q.MinConsultationFee,
  maxConsultationFee: q.MaxConsultationFee,
  status: q.Status,
  result: q.Result,
  day: q.DateOfMedical,
  methodType: q.methodType,
});

const toReport = (r: Awaited<ReturnType<typeof repo.report>>): OrderReport => ({
  totalAppointment: r.total,
  totalAppointmentCompleted: r.completed,
  totalServicePrice: r.servicePrice,
});

/** GET medical-order/list: a page of the caller's orders and the report over all that match (one round trip where a statement answers the filter). */
export async function listOrders(deps: AppDeps, auth: PartnerAuth, query: OrderListQuery): Promise<OrderList> {
  const limit = query.limit;
  const filter = { ...filterOf(query), partnerId: auth.partnerId };
  const { rows, report: totals } = await repo.listWithReport(deps.db, filter, query.page, limit);
  return {
    items: rows.map((row) => toRow(row, row.services)),
    report: toReport(totals),
    pagination: pagination(query.page, limit, totals.total),
  };
}

/** GET medical-order/report */
export async function report(deps: AppDeps, auth: PartnerAuth, query: OrderReportQuery): Promise<OrderReport> {
  return toReport(await repo.report(deps.db, { ...filterOf(query), partnerId: auth.partnerId }));
}

export const getOrder = async (deps: AppDeps, id: string): Promise<OrderDetail> => (await detailOf(deps.db, id)).detail;

/**
 * The patient of an order: an existing one of this collaborator (404 for another's), or a new one
 * made from the order's fields inside the order's transaction.
 */
async function resolvePatient(tx: Executor, partnerId: string, body: OrderBody) {
  if (body.patientId) {
    const patient = await patients.lockOwnPatient(tx, partnerId, body.patientId);
    if (!patient) throw new AppError('not_found', ORDER_MSG.patientUnknown, { patientId: [ORDER_MSG.patientUnknown] });
    return patient;
  }
  return patients.insertPatient(tx, partnerId, {
    fullName: body.name,
    phone: body.phone,
    birthday: body.birthDate,
    gender: body.gender,
    email: body.email,
    provinceCode: body.provinceCode,
    districtCode: body.districtCode,
    wardCode: body.wardCode,
    address: body.address,
  });
}

/**
 * Everything of an order the payload decides, checked against the database: the address, the
 * facility (HOSPITAL), the services offered there, priced by the catalogue (a price sent by the
 * client is never read). Every problem is reported at once.
 */
async function bookingValues(tx: Executor, body: OrderBody) {
  const errors: FieldErrors = {};
  const address = await locations.checkAddress(tx, body);
  if ('errors' in address) Object.assign(errors, address.errors);
  let place: catalogue.Place | undefined;
  let facilityId: string | null = null;
  if (body.methodType === 'HOSPITAL') {
    const facility = body.facilityCode ? await catalogue.facilityForBooking(tx, body.facilityCode) : undefined;
    if (facility) {
      facilityId = facility.id;
      place = { facilityId: facility.id };
    } else errors.facilityCode = [body.facilityCode ? ORDER_MSG.facilityUnknown : ORDER_MSG.facility];
  } else if (!('errors' in address)) place = { provinceCode: body.provinceCode };
  let services: catalogue.PricedService[] = [];
  if (place) {
    const priced = await catalogue.priceServices(tx, body.serviceIds, place);
    if ('errors' in priced) Object.assign(errors, priced.errors);
    else services = priced.services;
  }
  if (Object.keys(errors).length) throw new AppError('validation', undefined, errors);
  const when = parseWorkTime(body.workTimeTest)!;
  return {
    values: {
      patientName: body.name,
      patientPhone: body.phone,
      patientEmail: body.email,
      patientBirthday: body.birthDate,
      patientGender: body.gender,
      provinceCode: body.provinceCode,
      districtCode: body.districtCode,
      wardCode: body.wardCode,
      address: body.address,
      methodType: body.methodType,
      facilityId,
      appointmentAt: when.instant,
      appointmentDay: when.date,
      note: body.note,
      serviceTotal: services.reduce((sum, s) => sum + s.price, 0),
      consultationFee: services.reduce((sum, s) => sum + s.feePrice, 0),
    },
    services: services.map((s) => ({ serviceId: s.id, serviceCode: s.code, serviceName: s.name, price: s.price, feePrice: s.feePrice })),
  };
}

/** POST medical-order/create: the order (and a new patient, when none is chosen) in one transaction. */
export async function createOrder(deps: AppDeps, auth: PartnerAuth, body: OrderBody): Promise<OrderDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const booking = await bookingValues(tx, body);
    const patient = await resolvePatient(tx, auth.partnerId, body);
    const order = await repo.insertOrder(tx, {
      ...booking.values,
      partnerId: auth.partnerId,
      patientId: patient.id,
      progressToken: newToken(),
    });
    await repo.replaceServices(tx, order.id, booking.services);
    return order.id;
  });
  return getOrder(deps, id);
}

/** Locks an order that may still change (status 1), else 422 with `message`. */
async function lockChangeable(tx: Executor, id: string, message: string) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw new AppError('not_found');
  if (!canChangeAppointment(order.status)) throw new AppError('business_rule', message);
  return order;
}

/** PUT medical-order/detail/{id}: the same rules as a new order, only while it waits for confirmation (status 1). */
export async function updateOrder(deps: AppDeps, auth: PartnerAuth, id: string, body: OrderBody): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    await lockChangeable(tx, id, ORDER_MSG.notEditable);
    const booking = await bookingValues(tx, body);
    const patient = await resolvePatient(tx, auth.partnerId, body);
    await repo.updateOrder(tx, id, { ...booking.values, patientId: patient.id });
    await repo.replaceServices(tx, id, booking.services);
  });
  return getOrder(deps, id);
}

/** PUT medical-order/detail/{id}/cancel: status 5 with the reason's label or the free text (status 1 only). */
export async function cancelOrder(deps: AppDeps, id: string, body: OrderCancelBody): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    await lockChangeable(tx, id, ORDER_MSG.notCancellable);
    await repo.updateOrder(tx, id, { status: 5, cancelNotes: cancelNotesOf(body) });
  });
  return getOrder(deps, id);
}

/** PUT medical-order/detail/{id}/patient: another of the caller's patients, its details copied onto the order (status 1 only). */
export async function changePatient(deps: AppDeps, auth: PartnerAuth, id: string, body: OrderPatientBody): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    await lockChangeable(tx, id, ORDER_MSG.notEditable);
    const patient = await patients.lockOwnPatient(tx, auth.partnerId, body.patientId);
    if (!patient) throw new AppError('not_found', ORDER_MSG.patientUnknown, { patientId: [ORDER_MSG.patientUnknown] });
    await repo.updateOrder(tx, id, patientSnapshot(patient));
  });
  return getOrder(deps, id);
}

/** PUT medical-order/detail/{id}/request: a request to the care desk, kept with the order (any status). */
export async function sendRequest(deps: AppDeps, id: string, body: OrderRequestBody): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOrder(tx, id))) throw new AppError('not_found');
    await repo.insertRequest(tx, { orderId: id, kind: body.kind, content: body.content });
  });
  return getOrder(deps, id);
}

/** GET medical-order/detail/{id}/progress-link */
export async function progressLink(deps: AppDeps, id: string, origin: string): Promise<ProgressLink> {
  const order = await repo.findOrder(deps.db, id);
  if (!order) throw new AppError('not_found');
  return { linkTienTrinh: progressUrl(origin, order.order.progressToken) };
}

/** GET medical-order/detail/{id}/result-file */
export async function resultFile(deps: AppDeps, id: string) {
  const file = await repo.resultFileOf(deps.db, id);
  if (!file) throw new AppError('not_found', ORDER_DESK_MSG.noResultFile);
  return { ...file, size: Number(file.size) };
}

/** GET progress-medical-order/list: the caller's orders with their progress steps and links. */
export async function progressList(
  deps: AppDeps,
  auth: PartnerAuth,
  query: OrderProgressListQuery,
  origin: string,
): Promise<OrderProgressList> {
  const limit = query.limit;
  const filter = { partnerId: auth.partnerId, search: query.search };
  const [{ rows }, total] = await Promise.all([repo.listOrders(deps.db, filter, query.page, limit), repo.countOrders(deps.db, filter)]);
  return {
    items: rows.map(({ order: o }) => ({
      id: o.id,
      appointmentId: orderCode(o.no),
      patientName: o.patientName,
      sid: o.sid,
      appointmentDate: vietnamDateTime(o.appointmentAt),
      methodType: o.methodType,
      ...statusFields(o),
      currentStep: o.step,
      currentStepName: PROGRESS_STEP_LABELS[o.step] ?? o.step,
      steps: progressSteps(o),
      linkTienTrinh: progressUrl(origin, o.progressToken),
    })),
    pagination: pagination(query.page, limit, total),
  };
}

/** GET /api/partner/progress/{token}: the public page's data, without personal data beyond a masked name. */
export async function publicProgress(deps: AppDeps, token: string): Promise<PublicProgress> {
  const o = PROGRESS_TOKEN_PATTERN.test(token) ? await repo.findByToken(deps.db, token) : undefined;
  if (!o) throw new AppError('not_found');
  return {
    appointmentId: orderCode(o.no),
    patientName: maskedPatientName(o.patientName),
    methodType: o.methodType,
    appointmentDate: vietnamDateTime(o.appointmentAt),
    ...statusFields(o),
    currentStep: o.step,
    steps: progressSteps(o),
    cancelled: o.status === 5,
    updatedAt: o.updatedAt.toISOString(),
  };
}

export const optionFields = async (deps: AppDeps): Promise<OrderOptionFields> => ({
  homeSamplingFee: await catalogue.homeSamplingFee(deps),
  gender: ORDER_OPTIONS.gender,
  status: ORDER_OPTIONS.status,
  result: ORDER_OPTIONS.result,
  methodType: ORDER_OPTIONS.methodType,
  cancelReason: ORDER_OPTIONS.cancelReason,
  requestKind: ORDER_OPTIONS.requestKind,
  progressStep: ORDER_OPTIONS.progressStep,
});

/** Money presets of the list's filters (đ). */
export const filterOptions = (): OrderFilterOptions => ({
  status: ORDER_OPTIONS.status,
  result: ORDER_OPTIONS.result,
  methodType: ORDER_OPTIONS.methodType,
  serviceTotal: [
    { key: 'lt500k', name: 'Dưới 500.000 đ', from: 0, to: 499_999 },
    { key: '500k-2m', name: 'Từ 500.000 đ đến 2.000.000 đ', from: 500_000, to: 2_000_000 },
    { key: 'gt2m', name: 'Trên 2.000.000 đ', from: 2_000_001, to: null },
  ],
  consultationFee: [
    { key: 'lt50k', name: 'Dưới 50.000 đ', from: 0, to: 49_999 },
    { key: '50k-200k', name: 'Từ 50.000 đ đến 200.000 đ', from: 50_000, to: 200_000 },
    { key: 'gt200k', name: 'Trên 200.000 đ', from: 200_001, to: null },
  ],
});

/** Who owns an order: the access check of routes whose `:id` is an order. */
export const orderOwner = (deps: AppDeps, id: string) => repo.orderOwner(deps.db, id);

/** What a collaborator's completed orders up to `untilDay` come to (the accounts desk's debt letters). */
export const completedTotal = (deps: Pick<AppDeps, 'db'>, partnerId: string, untilDay: string) =>
  repo.completedTotal(deps.db, partnerId, untilDay);
