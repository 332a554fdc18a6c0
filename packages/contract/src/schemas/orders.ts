import { z } from '../zod.ts';
import { vietnamToday } from '../dates.ts';
import { dateSchema, dateTimeSchema } from './dates.ts';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  GENDERS,
  METHOD_TYPES,
  ORDER_LIMITS,
  ORDER_MSG,
  ORDER_REQUEST_KINDS,
  PROGRESS_STEPS,
  RESULT_STATUSES,
  samplingTimeProblem,
  SERVICE_KINDS,
} from '../orders.ts';
import { MONEY_PERMISSIONS } from '../permissions.ts';
import { rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema, paginationSchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { withheldUnless } from './withheld.ts';

/*
 * Collaborator medical orders, patients and locations (spec 3 §3, §5, §7; SPEC-NOTES 1, 9, 15, 22;
 * docs/decisions/orders.md). Calls under /api/partner/v1/collaborator/ and
 * /api/partner/locations/. The form rules here are the server's: the web wizard and dialogs
 * validate each field with the schema of the same name in `orderFieldSchemas` / `patientFieldSchemas`.
 */

/** An empty value gets only its required message. */
const required = (message: string) => ({ error: message, abort: true }) as const;

/** A query value that may be absent or empty (a cleared filter sends `key=`). */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A required code from a select (province, ward, facility …): a non-empty string. */
const code = (message: string, max = 20) =>
  text(message)
    .trim()
    .min(1, required(message))
    .max(max, message)
    .regex(/^[\p{L}\p{N}._-]+$/u, message);

/** A day as a query filter ('YYYY-MM-DD'; 'YYYY/MM/DD' is accepted as well). */
export const orderDaySchema = dateSchema({ formats: ['YYYY-MM-DD', 'YYYY/MM/DD'], required: ORDER_MSG.date, invalid: ORDER_MSG.date });

/** Birth date (spec 3 §5): required, 'YYYY-MM-DD', not after today (Vietnam). */
const birthDate = dateSchema({ required: ORDER_MSG.birthDate, invalid: ORDER_MSG.birthDateFormat }).refine(
  (v) => v <= vietnamToday(),
  ORDER_MSG.birthDateFuture,
);

/** Gender 0 Nam, 1 Nữ (a form may send it as text). */
const gender = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v),
  z.union(
    GENDERS.map((g) => z.literal(g)),
    { error: ORDER_MSG.gender },
  ),
);

/** Whole đồng, for prices and money filters (a form may send digits as text). */
export const moneySchema = z
  .union([z.number(), z.string()], { error: ORDER_MSG.money })
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .pipe(
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,13}$/, ORDER_MSG.money)
          .transform(Number),
      ],
      { error: ORDER_MSG.money },
    ),
  )
  .pipe(z.number({ error: ORDER_MSG.money }).int(ORDER_MSG.money).min(0, ORDER_MSG.money).max(ORDER_LIMITS.moneyMax, ORDER_MSG.money));

const fullName = text(ORDER_MSG.name)
  .transform((v) => v.normalize('NFC').trim())
  .pipe(z.string().min(1, required(ORDER_MSG.name)).max(ORDER_LIMITS.nameMax, ORDER_MSG.nameMax));

/** The order wizard's phone (spec 3 §5, SPEC-NOTES 15): required, digits only, 10 to 15 digits. */
export const orderPhoneSchema = text(ORDER_MSG.phoneRequired)
  .trim()
  .min(1, required(ORDER_MSG.phoneRequired))
  .regex(/^\d+$/, { error: ORDER_MSG.phoneDigits, abort: true })
  .min(ORDER_LIMITS.orderPhoneMin, ORDER_MSG.phoneMin)
  .max(ORDER_LIMITS.orderPhoneMax, ORDER_MSG.phoneMax);

/**
 * The sampling time (spec 3 §5): 'YYYY-MM-DD HH:mm' Vietnam time (an instant with its offset is read as
 * the Vietnam time it names), hours 08–11 or 13–16, strictly in the future.
 */
export const workTimeSchema = dateTimeSchema({ offset: 'vietnam', required: ORDER_MSG.workTime, invalid: ORDER_MSG.workTimeFormat })
  .superRefine((v, ctx) => {
    const problem = samplingTimeProblem(v);
    if (problem === 'format') ctx.addIssue({ code: 'custom', message: ORDER_MSG.workTimeFormat });
    else if (problem === 'hour') ctx.addIssue({ code: 'custom', message: ORDER_MSG.workTimeHour });
    else if (problem === 'past') ctx.addIssue({ code: 'custom', message: ORDER_MSG.workTimePast });
  })
  .transform((v) => v.replace('T', ' ').slice(0, 16));

export const methodTypeSchema = z.enum(METHOD_TYPES, { error: ORDER_MSG.methodType });
export const resultStatusSchema = z.enum(RESULT_STATUSES, { error: ORDER_MSG.result });
export const progressStepSchema = z.enum(PROGRESS_STEPS, { error: ORDER_MSG.status });
export const serviceKindSchema = z.enum(SERVICE_KINDS, { error: ORDER_MSG.status });
export const appointmentStatusSchema = z.coerce
  .number({ error: ORDER_MSG.status })
  .refine((v) => (APPOINTMENT_STATUSES as readonly number[]).includes(v), ORDER_MSG.status)
  .transform((v) => v as AppointmentStatus);

const note = z
  .string({ error: ORDER_MSG.noteMax })
  .trim()
  .max(ORDER_LIMITS.noteMax, ORDER_MSG.noteMax)
  .nullish()
  .transform((v) => v ?? '');

/**
 * A chosen service: the wizard sends the whole catalogue object (spec 3 §7 "serviceIds as the
 * full selected service objects"); only its code counts, the price is the catalogue's.
 */
const serviceRef = z
  .union(
    [
      z.string().trim().min(1),
      z.looseObject({ maCP: z.string().trim().min(1) }).transform((s) => s.maCP),
      z.looseObject({ serviceCode: z.string().trim().min(1) }).transform((s) => s.serviceCode),
    ],
    { error: ORDER_MSG.serviceUnknown },
  )
  .transform((v) => (typeof v === 'string' ? v.trim() : v));

// ——— patients ———

/** The patient fields both forms share (the phone and the address rule differ: see below). */
const patientAddressFields = {
  provinceCode: code(ORDER_MSG.province),
  districtCode: code(ORDER_MSG.district),
  wardCode: code(ORDER_MSG.ward),
};

const patientFields = z.object({
  fullName,
  /** SPEC-NOTES 15: the create-patient dialog takes the shared 10-digits-from-0 rule. */
  phone: rules.phone,
  birthday: birthDate,
  gender,
  email: rules.email,
  ...patientAddressFields,
  /** Optional in the dialog (spec 3 §5). */
  address: z
    .string({ error: ORDER_MSG.addressMax })
    .trim()
    .max(ORDER_LIMITS.addressMax, ORDER_MSG.addressMax)
    .nullish()
    .transform((v) => v ?? ''),
});
/** POST patient/create and PUT patient/detail/{id}. */
export const patientBodySchema = patientFields;
export type PatientBody = z.output<typeof patientBodySchema>;
export const patientFieldSchemas = patientFields.shape;

/** GET patient/list: search over name and phone; MinTotal/MaxTotal bound the patient's total spent (đ). */
export const patientListQuerySchema = pageQuerySchema
  .extend({
    search: optionalQuery(rules.search),
    MinTotal: withheldUnless(MONEY_PERMISSIONS.prices, optionalQuery(moneySchema)),
    MaxTotal: withheldUnless(MONEY_PERMISSIONS.prices, optionalQuery(moneySchema)),
  })
  .refine((q) => q.MinTotal === undefined || q.MaxTotal === undefined || q.MinTotal <= q.MaxTotal, {
    message: ORDER_MSG.moneyRange,
    path: ['MaxTotal'],
  });
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

export const patientSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  /** 'YYYY-MM-DD'. */
  birthday: z.string(),
  gender: z.number(),
  genderName: z.string(),
  email: z.string(),
  provinceCode: z.string(),
  districtCode: z.string(),
  wardCode: z.string(),
  provinceName: z.string(),
  districtName: z.string(),
  wardName: z.string(),
  address: z.string(),
  /** Orders booked for this patient (cancelled ones included). */
  orderCount: z.number(),
  /** Total spent: the service prices of its orders that are not cancelled (đ); what MinTotal/MaxTotal filter. */
  total: withheldUnless(MONEY_PERMISSIONS.prices, z.number()),
  createdAt: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;
export const patientListSchema = listOf(patientSchema);
export type PatientList = z.infer<typeof patientListSchema>;

const optionEntry = z.object({ key: z.union([z.string(), z.number()]), name: z.string() });
export type OptionEntry = z.infer<typeof optionEntry>;
/** A money range offered as a filter preset (like the contract's totalValue ranges: name, from, to). */
const rangeEntry = z.object({ key: z.string(), name: z.string(), from: z.number().nullable(), to: z.number().nullable() });

/** GET patient/option-fields: the create/edit dialog's options. */
export const patientOptionFieldsSchema = z.object({ gender: z.array(optionEntry) });
/** GET patient/filter-options: the list's filter presets. */
export const patientFilterOptionsSchema = z.object({ total: z.array(rangeEntry) });
/** A money preset of a list filter. */
export type RangeEntry = z.infer<typeof rangeEntry>;

export const patientParamsSchema = z.object({ id: idParamSchema });

// ——— orders ———

const orderFields = z.object({
  /** An existing patient of this collaborator; absent: a new patient is created from the fields below, in the same transaction. */
  patientId: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: ORDER_MSG.patientUnknown }).nullish()),
  name: fullName,
  phone: orderPhoneSchema,
  email: rules.email,
  birthDate,
  gender,
  ...patientAddressFields,
  address: text(ORDER_MSG.address).trim().min(1, required(ORDER_MSG.address)).max(ORDER_LIMITS.addressMax, ORDER_MSG.addressMax),
  methodType: methodTypeSchema,
  workTimeTest: workTimeSchema,
  /** Required for HOSPITAL (checked with the method: `orderBodySchema`). */
  facilityCode: z.preprocess((v) => (v === '' ? null : v), code(ORDER_MSG.facility, 30).nullish()),
  serviceIds: z
    .array(serviceRef, { error: ORDER_MSG.servicesRequired })
    .min(1, ORDER_MSG.servicesRequired)
    .max(ORDER_LIMITS.servicesMax, ORDER_MSG.servicesMax)
    .transform((codes) => [...new Set(codes)]),
  /** The booking note (reasonNote); the wizard writes its 'lý do đặt lịch: …' line first. */
  note,
  /** Accepted as the spec sends it; the order is named by the path (edit) or created (create). */
  appointmentId: z.unknown().optional(),
});

const needsFacility = (v: { methodType: string; facilityCode?: string | null | undefined }) =>
  v.methodType !== 'HOSPITAL' || !!v.facilityCode;

/** POST medical-order/create and PUT medical-order/detail/{id} (spec 3 §7: patient and service form values merged). */
export const orderBodySchema = orderFields.refine(needsFacility, {
  message: ORDER_MSG.facility,
  path: ['facilityCode'],
  // Checked as soon as the method and the facility themselves are valid, beside the other fields' errors.
  when: (payload) => orderFields.pick({ methodType: true, facilityCode: true }).safeParse(payload.value).success,
});
export type OrderBody = z.output<typeof orderBodySchema>;
/** What the wizard sends: the same fields before parsing (serviceIds as the chosen catalogue objects, spec 3 §7). */
export type OrderBodyInput = z.input<typeof orderBodySchema>;
/** Each field's rule, for the wizard's form items (facility: required when the method is HOSPITAL). */
export const orderFieldSchemas = orderFields.shape;

/** PUT medical-order/detail/{id}/cancel (spec 3 §5): a reason 1–3 or a non-blank text (trimmed), not both. */
export const orderCancelBodySchema = z
  .object({
    id: z.unknown().optional(),
    reason: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v),
      z
        .union(
          CANCEL_REASONS.map((r) => z.literal(r)),
          { error: ORDER_MSG.cancelReason },
        )
        .optional(),
    ),
    cancelNotes: z
      .string({ error: ORDER_MSG.cancelReason })
      .trim()
      .max(ORDER_LIMITS.cancelNotesMax, ORDER_MSG.cancelNotesMax)
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.reason === undefined && v.cancelNotes === undefined)
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.cancelReason, path: ['reason'] });
    if (v.reason !== undefined && v.cancelNotes !== undefined)
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.cancelBoth, path: ['cancelNotes'] });
  })
  .transform((v) => ({ reason: v.reason as CancelReason | undefined, cancelNotes: v.cancelNotes }));
export type OrderCancelBody = z.output<typeof orderCancelBodySchema>;
/** The text stored as the order's cancelNotes: the chosen reason's label, or the free text. */
export const cancelNotesOf = (body: OrderCancelBody): string =>
  body.reason !== undefined ? CANCEL_REASON_LABELS[body.reason] : (body.cancelNotes ?? '');

/** PUT medical-order/detail/{id}/patient */
export const orderPatientBodySchema = z.object({ patientId: z.uuid({ error: ORDER_MSG.patientUnknown }) });
export type OrderPatientBody = z.output<typeof orderPatientBodySchema>;

/** PUT medical-order/detail/{id}/request: a request to the care desk about this order (docs/decisions/orders.md). */
export const orderRequestBodySchema = z.object({
  kind: z.enum(ORDER_REQUEST_KINDS, { error: ORDER_MSG.requestKind }).default('OTHER'),
  content: text(ORDER_MSG.request).trim().min(1, required(ORDER_MSG.request)).max(ORDER_LIMITS.requestMax, ORDER_MSG.requestMax),
});
export type OrderRequestBody = z.output<typeof orderRequestBodySchema>;

/** The filters of medical-order/list and medical-order/report (spec 3 §2, issue item 1). */
const orderFilterFields = {
  /** Over the patient's name, phone and the sample id. */
  search: optionalQuery(rules.search),
  patientId: optionalQuery(z.uuid({ error: ORDER_MSG.patientUnknown })),
  MinServiceTotal: withheldUnless(MONEY_PERMISSIONS.prices, optionalQuery(moneySchema)),
  MaxServiceTotal: withheldUnless(MONEY_PERMISSIONS.prices, optionalQuery(moneySchema)),
  MinConsultationFee: withheldUnless(MONEY_PERMISSIONS.fees, optionalQuery(moneySchema)),
  MaxConsultationFee: withheldUnless(MONEY_PERMISSIONS.fees, optionalQuery(moneySchema)),
  Status: optionalQuery(appointmentStatusSchema),
  Result: optionalQuery(resultStatusSchema),
  /** The appointment's day (Vietnam time). */
  DateOfMedical: optionalQuery(orderDaySchema),
  methodType: optionalQuery(methodTypeSchema),
};
type MoneyRanges = {
  MinServiceTotal?: number | undefined;
  MaxServiceTotal?: number | undefined;
  MinConsultationFee?: number | undefined;
  MaxConsultationFee?: number | undefined;
};
const rangeOk = (min?: number, max?: number) => min === undefined || max === undefined || min <= max;
const withMoneyRanges = <T extends z.ZodType<MoneyRanges>>(schema: T) =>
  schema
    .refine((q) => rangeOk(q.MinServiceTotal, q.MaxServiceTotal), { message: ORDER_MSG.moneyRange, path: ['MaxServiceTotal'] })
    .refine((q) => rangeOk(q.MinConsultationFee, q.MaxConsultationFee), { message: ORDER_MSG.moneyRange, path: ['MaxConsultationFee'] });

/** GET medical-order/list: page (default 1), limit (default 10), filters. */
export const orderListQuerySchema = withMoneyRanges(pageQuerySchema.extend(orderFilterFields));
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
/** GET medical-order/report: the same filters, no page. */
export const orderReportQuerySchema = withMoneyRanges(z.object(orderFilterFields));
export type OrderReportQuery = z.output<typeof orderReportQuerySchema>;

/** A service on an order (spec 3 §3), priced when booked. */
export const orderServiceSchema = z.object({
  id: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  /** Unit price (đ) from the catalogue at booking time. */
  originalPrice: withheldUnless(MONEY_PERMISSIONS.prices, z.number()),
  /** The collaborator's consultation fee for it (đ); the screens hide this column (spec 3 §9). */
  feePrice: withheldUnless(MONEY_PERMISSIONS.fees, z.number()),
});
export type OrderService = z.infer<typeof orderServiceSchema>;

export const progressStepEntrySchema = z.object({
  key: progressStepSchema,
  name: z.string(),
  /** When the step was reached (ISO); null until then. */
  at: z.string().nullable(),
  done: z.boolean(),
});
export type ProgressStepEntry = z.infer<typeof progressStepEntrySchema>;

/** An order's two statuses with their labels (spec 3 §3: statusAppointment, statusHisStr). */
const statusFields = {
  statusAppointment: z.number(),
  statusAppointmentName: z.string(),
  statusHisStr: resultStatusSchema,
  statusHisName: z.string(),
};

/** A row of the order list: the appointment fields of spec 3 §3. */
export const orderRowSchema = z.object({
  id: z.string(),
  /** The booking's code (e.g. 'LH-0000123'): spec 3 §3 appointmentId and medicalAppointment. */
  appointmentId: z.string(),
  medicalAppointment: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  patientPhone: z.string(),
  patientSex: z.number(),
  /** Birth date 'YYYY-MM-DD'. */
  patientBod: z.string(),
  patientAddress: z.string(),
  email: z.string(),
  patientEmail: z.string(),
  provinceCode: z.string(),
  districtCode: z.string(),
  wardCode: z.string(),
  provinceName: z.string(),
  wardName: z.string(),
  /** The address with ward and province, as the booking card shows it. */
  fullAddress: z.string(),
  methodType: methodTypeSchema,
  facilityCode: z.string().nullable(),
  facilityName: z.string().nullable(),
  /** Sampling time, Vietnam wall clock 'YYYY-MM-DD HH:mm'. */
  appointmentDate: z.string(),
  reasonNote: z.string(),
  cancelNotes: z.string().nullable(),
  /** The sample id, given when the sample is taken (null before). */
  sid: z.string().nullable(),
  /** Creation time (ISO). */
  createDate: z.string(),
  ...statusFields,
  progressStep: progressStepSchema,
  progressStepName: z.string(),
  /** Sum of the services' unit prices (đ). */
  totalServicePrice: withheldUnless(MONEY_PERMISSIONS.prices, z.number()),
  /** Sum of the services' consultation fees (đ). */
  totalConsultationFee: withheldUnless(MONEY_PERMISSIONS.fees, z.number()),
  services: z.array(orderServiceSchema),
  hasResultFile: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** A service on an order with its price and fee (see `orderRowWithMoneySchema`). */
export const orderServiceWithMoneySchema = orderServiceSchema.extend({ originalPrice: z.number(), feePrice: z.number() });
export type OrderServiceWithMoney = z.infer<typeof orderServiceWithMoneySchema>;
/**
 * An order row with all its money: what the server builds before a route leaves out what the
 * caller's role may not see, and what the operators' desk reads whole (operators are not held to a
 * partner's roles).
 */
export const orderRowWithMoneySchema = orderRowSchema.extend({
  totalServicePrice: z.number(),
  totalConsultationFee: z.number(),
  services: z.array(orderServiceWithMoneySchema),
});
export type OrderRowWithMoney = z.infer<typeof orderRowWithMoneySchema>;

/** The report of spec 3 §2, over the filtered set (not the page). */
export const orderReportSchema = z.object({
  totalAppointment: z.number(),
  totalAppointmentCompleted: z.number(),
  totalServicePrice: withheldUnless(MONEY_PERMISSIONS.prices, z.number()),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

export const orderListSchema = z.object({ items: z.array(orderRowSchema), report: orderReportSchema, pagination: paginationSchema });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_REQUEST_KINDS),
  kindName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const resultFileSchema = z.object({ name: z.string(), mime: z.string(), size: z.number(), createdAt: z.string() });

const orderDetailFields = {
  progress: z.array(progressStepEntrySchema),
  resultFile: resultFileSchema.nullable(),
  requests: z.array(orderRequestSchema),
  canEdit: z.boolean(),
  canCancel: z.boolean(),
};
/** GET medical-order/detail/{id}: the row, its progress steps, its result file and the requests sent about it. */
export const orderDetailSchema = orderRowSchema.extend(orderDetailFields);
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** The detail with all its money (see `orderRowWithMoneySchema`). */
export const orderDetailWithMoneySchema = orderRowWithMoneySchema.extend(orderDetailFields);
export type OrderDetailWithMoney = z.infer<typeof orderDetailWithMoneySchema>;

/** GET medical-order/detail/{id}/progress-link (spec 3 §7: linkTienTrinh at data.data). */
export const progressLinkSchema = z.object({ linkTienTrinh: z.string() });
export type ProgressLink = z.infer<typeof progressLinkSchema>;

/** GET medical-order/option-fields: the wizard's and the cancel dialog's options (spec 3 §3). */
export const orderOptionFieldsSchema = z.object({
  gender: z.array(optionEntry),
  status: z.array(optionEntry),
  result: z.array(optionEntry),
  methodType: z.array(optionEntry),
  cancelReason: z.array(optionEntry),
  requestKind: z.array(optionEntry),
  progressStep: z.array(optionEntry),
  /**
   * What a home-sampling order adds to the bill once (the accountant's setting; the monthly report's
   * 'Phí lấy mẫu'): debt information, held to the role that reads the debts, as the bill is.
   */
  homeSamplingFee: withheldUnless(MONEY_PERMISSIONS.fees, z.number()),
});
export type OrderOptionFields = z.infer<typeof orderOptionFieldsSchema>;
/** GET medical-order/filter-options: the list's filter options and money presets. */
export const orderFilterOptionsSchema = z.object({
  status: z.array(optionEntry),
  result: z.array(optionEntry),
  methodType: z.array(optionEntry),
  serviceTotal: z.array(rangeEntry),
  consultationFee: z.array(rangeEntry),
});
export type OrderFilterOptions = z.infer<typeof orderFilterOptionsSchema>;

/** GET medical-order/locations: the facilities (spec 3 §3: value = facility code, key, title). */
export const orderLocationSchema = z.object({
  value: z.string(),
  key: z.string(),
  title: z.string(),
  address: z.string(),
  provinceCode: z.string(),
});
export type OrderLocation = z.infer<typeof orderLocationSchema>;
export const orderLocationsSchema = z.array(orderLocationSchema);

/** GET medical-order/services?MaDV=&MaTinh=&IsTaiNha=: HOME (IsTaiNha=true) by province, HOSPITAL by facility. */
export const orderServicesQuerySchema = z.object({
  MaDV: optionalQuery(z.string().trim().max(30)),
  MaTinh: optionalQuery(z.string().trim().max(20)),
  IsTaiNha: optionalQuery(queryBoolean),
});
export type OrderServicesQuery = z.output<typeof orderServicesQuerySchema>;

/** A catalogue service as the wizard lists it (spec 3 §3: maCP, tenCP, donGia). */
export const catalogueServiceSchema = z.object({
  maCP: z.string(),
  tenCP: z.string(),
  donGia: withheldUnless(MONEY_PERMISSIONS.prices, z.number()),
  /** The collaborator's share, taken off the bill (the monthly report's 'Chiết khấu'). */
  feePrice: withheldUnless(MONEY_PERMISSIONS.fees, z.number()),
  kind: serviceKindSchema,
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;
export const catalogueServiceListSchema = z.array(catalogueServiceSchema);

export const orderParamsSchema = z.object({ id: idParamSchema });

/** GET progress-medical-order/list: the collaborator's orders with their current step (docs/decisions/orders.md). */
export const orderProgressListQuerySchema = pageQuerySchema.extend({ search: optionalQuery(rules.search) });
export type OrderProgressListQuery = z.output<typeof orderProgressListQuerySchema>;
export const orderProgressRowSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  patientName: z.string(),
  sid: z.string().nullable(),
  appointmentDate: z.string(),
  methodType: methodTypeSchema,
  ...statusFields,
  currentStep: progressStepSchema,
  currentStepName: z.string(),
  steps: z.array(progressStepEntrySchema),
  linkTienTrinh: z.string(),
});
export type OrderProgressRow = z.infer<typeof orderProgressRowSchema>;
export const orderProgressListSchema = listOf(orderProgressRowSchema);
export type OrderProgressList = z.infer<typeof orderProgressListSchema>;

/** The token in a progress link: 43 URL-safe characters (32 random bytes). Anything else is 404 (not 400: nothing to correct). */
export const PROGRESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const progressTokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * GET /api/partner/progress/{token}: the public progress page. No personal data beyond the
 * masked name (maskedPatientName); sent with Cache-Control: no-store.
 */
export const publicProgressSchema = z.object({
  appointmentId: z.string(),
  patientName: z.string(),
  methodType: methodTypeSchema,
  appointmentDate: z.string(),
  ...statusFields,
  currentStep: progressStepSchema,
  steps: z.array(progressStepEntrySchema),
  cancelled: z.boolean(),
  /** When anything shown last changed (ISO). */
  updatedAt: z.string(),
});
export type PublicProgress = z.infer<typeof publicProgressSchema>;

// ——— locations (spec 3 §3, §7; docs/decisions/locations.md: the 2025 two-level units behind three levels) ———

export const provinceSchema = z.object({ maTinh: z.string(), tenTinh: z.string() });
export const districtSchema = z.object({ maHuyen: z.string(), tenHuyen: z.string(), maTinh: z.string() });
export const wardSchema = z.object({ maXa: z.string(), tenXa: z.string(), maHuyen: z.string() });
export type ProvinceItem = z.infer<typeof provinceSchema>;
export type DistrictItem = z.infer<typeof districtSchema>;
export type WardItem = z.infer<typeof wardSchema>;
export const provinceListSchema = z.array(provinceSchema);
export const districtListSchema = z.array(districtSchema);
export const wardListSchema = z.array(wardSchema);
export const districtsQuerySchema = z.object({ maTinh: code(ORDER_MSG.province) });
export const wardsQuerySchema = z.object({ maHuyen: code(ORDER_MSG.district) });
