import { z } from '../zod.ts';
import { MSG } from '../messages.ts';
import { ORDER_LIMITS, ORDER_MSG, SERVICE_KINDS } from '../orders.ts';
import { requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema, queryBoolean } from './envelope.ts';
import { idParamSchema } from './files.ts';
import {
  appointmentStatusSchema,
  methodTypeSchema,
  moneySchema,
  orderDaySchema,
  orderDetailWithMoneySchema,
  optionalQuery,
  orderRowWithMoneySchema,
  progressStepSchema,
  resultStatusSchema,
  serviceKindSchema,
} from './orders.ts';

/*
 * The order desk of the operator console (`/api/admin/orders`, `/api/admin/orders/catalogue`,
 * `/api/admin/orders/facilities`; permissions orders.view, orders.manage, catalogue.manage): every
 * collaborator's orders, moved through status, progress steps and result; the services catalogue
 * with its availability; the facilities. Every write goes to the audit trail; the collaborator is
 * e-mailed when one of its orders changes.
 */

export const ORDER_DESK_MSG = {
  chooseStatus: 'Vui lòng chọn trạng thái mới',
  // Business rules (422).
  finalStatus: 'Lịch hẹn đã hoàn thành hoặc đã hủy, không thể thay đổi.',
  sameStatus: 'Lịch hẹn đã ở trạng thái này.',
  stepBackwards: 'Chỉ chuyển tiến trình xét nghiệm tiến lên bước sau.',
  cancelledOrder: 'Lịch hẹn đã hủy, không thể cập nhật tiến trình hoặc kết quả.',
  sameResult: 'Lịch hẹn đã ở trạng thái kết quả này.',
  completeNeedsResult: 'Chỉ hoàn thành lịch hẹn khi tiến trình đã tới bước Có kết quả.',
  cancelNote: 'Vui lòng nhập lý do hủy',
  serviceInUse: 'Dịch vụ đã có trong lịch hẹn, không thể xóa. Hãy ngừng cung cấp dịch vụ thay vì xóa.',
  facilityInUse: 'Cơ sở đã có lịch hẹn, không thể xóa. Hãy ngừng hoạt động cơ sở thay vì xóa.',
  resultFileRequired: 'Vui lòng chọn file kết quả!',
  noResultFile: 'Lịch hẹn chưa có file kết quả.',
  partialAfterFinal: 'Lịch hẹn đã có kết quả đầy đủ, không nhận kết quả một phần.',
  /** The history's words for a result file that replaces a report the laboratory corrected. */
  correctedResultFile: (name: string) => `${name} (kết quả đã điều chỉnh, thay file trước)`,
  // Catalogue and facility forms.
  serviceCode: `Mã dịch vụ tối đa ${ORDER_LIMITS.serviceCodeMax} ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang và gạch dưới!`,
  serviceCodeTaken: 'Mã dịch vụ đã tồn tại!',
  serviceName: `Tên dịch vụ tối đa ${ORDER_LIMITS.serviceNameMax} ký tự!`,
  price: 'Đơn giá phải là số nguyên không âm (đồng)!',
  kind: 'Vui lòng chọn loại dịch vụ!',
  provinceUnknown: 'Tỉnh/thành phố không tồn tại!',
  facilityUnknown: 'Cơ sở không tồn tại!',
  facilityCode: `Mã cơ sở tối đa ${ORDER_LIMITS.facilityCodeMax} ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang và gạch dưới!`,
  facilityCodeTaken: 'Mã cơ sở đã tồn tại!',
  facilityName: `Tên cơ sở tối đa ${ORDER_LIMITS.facilityNameMax} ký tự!`,
  facilityAddress: `Địa chỉ tối đa ${ORDER_LIMITS.addressMax} ký tự!`,
  // Success notices.
  statusChanged: 'Cập nhật trạng thái lịch hẹn thành công',
  stepMoved: 'Cập nhật tiến trình xét nghiệm thành công',
  resultChanged: 'Cập nhật trạng thái kết quả thành công',
  resultFileSaved: 'Tải lên file kết quả thành công',
  serviceCreated: 'Đã thêm dịch vụ',
  serviceUpdated: 'Đã cập nhật dịch vụ',
  serviceDeleted: 'Đã xóa dịch vụ',
  facilityCreated: 'Đã thêm cơ sở',
  facilityUpdated: 'Đã cập nhật cơ sở',
  facilityDeleted: 'Đã xóa cơ sở',
} as const;

/** The multipart field that carries an order's result file. */
export const RESULT_FILE_FIELD = 'File';

// ——— orders ———

/** GET /api/admin/orders: every collaborator's orders. */
export const deskOrderListQuerySchema = pageQuerySchema.extend({
  /** Over the patient's name and phone, the sample id and the booking code. */
  search: optionalQuery(rules.search),
  /** The collaborator (its partner id). */
  partnerId: optionalQuery(z.uuid({ error: MSG.notFound })),
  Status: optionalQuery(appointmentStatusSchema),
  Result: optionalQuery(resultStatusSchema),
  methodType: optionalQuery(methodTypeSchema),
  step: optionalQuery(progressStepSchema),
  /** The appointment day (Vietnam time). */
  DateOfMedical: optionalQuery(orderDaySchema),
  /** Only orders with a collaborator request (PUT …/request) on them. */
  hasRequests: optionalQuery(queryBoolean),
});
export type DeskOrderListQuery = z.output<typeof deskOrderListQuerySchema>;

export const deskCollaboratorSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), email: z.string() });

export const deskOrderRowSchema = orderRowWithMoneySchema.extend({
  collaborator: deskCollaboratorSchema,
  requestCount: z.number(),
});
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;
export const deskOrderListSchema = listOf(deskOrderRowSchema);
export type DeskOrderList = z.infer<typeof deskOrderListSchema>;

export const deskOrderDetailSchema = orderDetailWithMoneySchema.extend({
  collaborator: deskCollaboratorSchema,
  requestCount: z.number(),
  /** The page the collaborator's progress link opens. */
  linkTienTrinh: z.string(),
  /** What a laboratory system (an integration) changed on the order, newest first: who moved it. */
  labUpdates: z.array(z.object({ at: z.string(), integration: z.string(), summary: z.string() })),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetailSchema>;

/** GET /api/admin/orders/option-fields: the desk's filters (collaborators that have orders, and the lookups). */
export const deskOrderOptionsSchema = z.object({
  collaborators: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  status: z.array(z.object({ key: z.number(), name: z.string() })),
  result: z.array(z.object({ key: z.string(), name: z.string() })),
  methodType: z.array(z.object({ key: z.string(), name: z.string() })),
  progressStep: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type DeskOrderOptions = z.infer<typeof deskOrderOptionsSchema>;

/** POST /api/admin/orders/{id}/status: a new appointment status; cancelling (5) takes the reason the collaborator will read. */
export const deskOrderStatusBodySchema = z
  .object({
    status: appointmentStatusSchema,
    note: z
      .string()
      .trim()
      .max(ORDER_LIMITS.cancelNotesMax, ORDER_MSG.cancelNotesMax)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((v) => v.status !== 5 || v.note.length > 0, { message: ORDER_DESK_MSG.cancelNote, path: ['note'] });
export type DeskOrderStatusBody = z.output<typeof deskOrderStatusBodySchema>;

/** POST /api/admin/orders/{id}/progress: move the progress forward to this step (steps skipped get the same time). */
export const deskOrderStepBodySchema = z.object({ step: progressStepSchema });
export type DeskOrderStepBody = z.output<typeof deskOrderStepBodySchema>;

/** POST /api/admin/orders/{id}/result: the result status (statusHisStr). */
export const deskOrderResultBodySchema = z.object({ statusHisStr: resultStatusSchema });
export type DeskOrderResultBody = z.output<typeof deskOrderResultBodySchema>;

export const deskOrderParamsSchema = z.object({ id: idParamSchema });

// ——— services catalogue ———

const provinceCodes = z
  .array(z.string().trim().min(1).max(20), { error: ORDER_DESK_MSG.provinceUnknown })
  .max(100)
  .default([])
  .transform((v) => [...new Set(v)]);
const facilityCodes = z
  .array(z.string().trim().min(1).max(ORDER_LIMITS.facilityCodeMax), { error: ORDER_DESK_MSG.facilityUnknown })
  .max(500)
  .default([])
  .transform((v) => [...new Set(v)]);

const serviceFields = z.object({
  maCP: requiredText(ORDER_LIMITS.serviceCodeMax, ORDER_DESK_MSG.serviceCode).regex(/^[A-Za-z0-9._-]+$/, ORDER_DESK_MSG.serviceCode),
  tenCP: requiredText(ORDER_LIMITS.serviceNameMax, ORDER_DESK_MSG.serviceName),
  donGia: moneySchema.pipe(z.number().max(ORDER_LIMITS.moneyMax, ORDER_DESK_MSG.price)),
  /** The collaborator's consultation fee for this service (đ). */
  feePrice: moneySchema.default(0),
  kind: z.enum(SERVICE_KINDS, { error: ORDER_DESK_MSG.kind }),
  active: z.boolean().default(true),
  /** Home sampling is offered in these provinces (maTinh). */
  provinceCodes,
  /** Hospital visits are offered at these facilities (facility codes). */
  facilityCodes,
});
/** POST /api/admin/orders/catalogue and PUT /api/admin/orders/catalogue/{id}. */
export const catalogueBodySchema = serviceFields;
export type CatalogueBody = z.output<typeof catalogueBodySchema>;
export const catalogueFieldSchemas = serviceFields.shape;

/** GET /api/admin/orders/catalogue */
export const catalogueListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  kind: optionalQuery(serviceKindSchema),
  active: optionalQuery(queryBoolean),
  provinceCode: optionalQuery(z.string().trim().max(20)),
  facilityCode: optionalQuery(z.string().trim().max(ORDER_LIMITS.facilityCodeMax)),
});
export type CatalogueListQuery = z.output<typeof catalogueListQuerySchema>;

export const catalogueEntrySchema = z.object({
  id: z.string(),
  maCP: z.string(),
  tenCP: z.string(),
  donGia: z.number(),
  feePrice: z.number(),
  kind: serviceKindSchema,
  kindName: z.string(),
  active: z.boolean(),
  provinceCodes: z.array(z.string()),
  facilityCodes: z.array(z.string()),
  /** Orders that carry it (a used service cannot be deleted, only stopped). */
  orderCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export const catalogueListSchema = listOf(catalogueEntrySchema);
export type CatalogueList = z.infer<typeof catalogueListSchema>;

// ——— facilities ———

const facilityFields = z.object({
  code: requiredText(ORDER_LIMITS.facilityCodeMax, ORDER_DESK_MSG.facilityCode).regex(/^[A-Za-z0-9._-]+$/, ORDER_DESK_MSG.facilityCode),
  name: requiredText(ORDER_LIMITS.facilityNameMax, ORDER_DESK_MSG.facilityName),
  address: requiredText(ORDER_LIMITS.addressMax, ORDER_DESK_MSG.facilityAddress),
  provinceCode: text(ORDER_MSG.province).trim().min(1, { error: ORDER_MSG.province, abort: true }).max(20, ORDER_DESK_MSG.provinceUnknown),
  active: z.boolean().default(true),
});
/** POST /api/admin/orders/facilities and PUT /api/admin/orders/facilities/{id}. */
export const facilityBodySchema = facilityFields;
export type FacilityBody = z.output<typeof facilityBodySchema>;
export const facilityFieldSchemas = facilityFields.shape;

/** GET /api/admin/orders/facilities */
export const facilityListQuerySchema = pageQuerySchema.extend({
  search: optionalQuery(rules.search),
  provinceCode: optionalQuery(z.string().trim().max(20)),
  active: optionalQuery(queryBoolean),
});
export type FacilityListQuery = z.output<typeof facilityListQuerySchema>;

export const facilitySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  active: z.boolean(),
  serviceCount: z.number(),
  orderCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;
export const facilityListSchema = listOf(facilitySchema);
export type FacilityList = z.infer<typeof facilityListSchema>;

export const catalogueParamsSchema = z.object({ id: idParamSchema });
export const facilityParamsSchema = z.object({ id: idParamSchema });
