import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  collaboratorReportQuerySchema,
  collaboratorReportSchema,
  consultingPriceListSchema,
  consultingPriceQuerySchema,
} from '../schemas/consulting.ts';
import {
  catalogueBodySchema,
  catalogueEntrySchema,
  catalogueListQuerySchema,
  catalogueListSchema,
  catalogueParamsSchema,
  deskOrderDetailSchema,
  deskOrderListQuerySchema,
  deskOrderListSchema,
  deskOrderOptionsSchema,
  deskOrderParamsSchema,
  deskOrderResultBodySchema,
  deskOrderStatusBodySchema,
  deskOrderStepBodySchema,
  facilityBodySchema,
  facilityListQuerySchema,
  facilityListSchema,
  facilityParamsSchema,
  facilitySchema,
  RESULT_FILE_FIELD,
} from '../schemas/order-desk.ts';
import {
  catalogueServiceListSchema,
  orderBodySchema,
  orderCancelBodySchema,
  orderDetailSchema,
  orderFilterOptionsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderLocationsSchema,
  orderOptionFieldsSchema,
  orderParamsSchema,
  orderPatientBodySchema,
  orderProgressListQuerySchema,
  orderProgressListSchema,
  orderReportQuerySchema,
  orderReportSchema,
  orderRequestBodySchema,
  orderServicesQuerySchema,
  progressLinkSchema,
  progressTokenParamsSchema,
  publicProgressSchema,
} from '../schemas/orders.ts';

const COLLABORATOR = ['collaborator'] as const;
const VIEW = access.partner(COLLABORATOR, 'order.view');
const MANAGE = access.partner(COLLABORATOR, 'order.manage');
const VIEW_OWN = access.partner(COLLABORATOR, 'order.view', { owns: 'medical-order' });
const MANAGE_OWN = access.partner(COLLABORATOR, 'order.manage', { owns: 'medical-order' });

/** A collaborator's medical orders (spec 3 §7): `/api/partner/v1/collaborator/medical-order/…`, and its progress list. */
export const orderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/partner/v1/collaborator/medical-order/create',
    tag: 'medical-orders',
    access: MANAGE,
    body: orderBodySchema,
    data: orderDetailSchema,
  }),
  /** A page of orders and the report over all that match; the money filters are held to 'price.view' / 'debt.view'. */
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/list',
    tag: 'medical-orders',
    access: VIEW,
    query: orderListQuerySchema,
    data: orderListSchema,
  }),
  /** The list's report alone (the same filters, no page). */
  report: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/report',
    outside: 'spec 3: the orders report, for an integration (the report screen reads consulting-price and report/monthly)',
    tag: 'medical-orders',
    access: VIEW,
    query: orderReportQuerySchema,
    data: orderReportSchema,
  }),
  /** The facilities a visit can be booked at (value = facility code). */
  locations: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/locations',
    tag: 'medical-orders',
    access: VIEW,
    data: orderLocationsSchema,
  }),
  optionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/option-fields',
    tag: 'medical-orders',
    access: VIEW,
    data: orderOptionFieldsSchema,
  }),
  /** Statuses, results and the money presets of the list. */
  filterOptions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/filter-options',
    tag: 'medical-orders',
    access: VIEW,
    data: orderFilterOptionsSchema,
  }),
  /** The catalogue offered at a place: `?MaTinh=&IsTaiNha=true` (home sampling) or `?MaDV=&IsTaiNha=false` (a facility). */
  services: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/services',
    tag: 'medical-orders',
    access: VIEW,
    query: orderServicesQuerySchema,
    data: catalogueServiceListSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id',
    tag: 'medical-orders',
    access: VIEW_OWN,
    params: orderParamsSchema,
    data: orderDetailSchema,
  }),
  /** Only while the order waits (422 otherwise). */
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id',
    tag: 'medical-orders',
    access: MANAGE_OWN,
    params: orderParamsSchema,
    body: orderBodySchema,
    data: orderDetailSchema,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id/cancel',
    tag: 'medical-orders',
    access: MANAGE_OWN,
    params: orderParamsSchema,
    body: orderCancelBodySchema,
    data: orderDetailSchema,
  }),
  request: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id/request',
    outside: 'spec 3 ("not shown"): a request on an order, for an integration',
    tag: 'medical-orders',
    access: MANAGE_OWN,
    params: orderParamsSchema,
    body: orderRequestBodySchema,
    data: orderDetailSchema,
  }),
  patient: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id/patient',
    outside: 'spec 3: another patient on an order, for an integration (the screens edit the order whole)',
    tag: 'medical-orders',
    access: MANAGE_OWN,
    params: orderParamsSchema,
    body: orderPatientBodySchema,
    data: orderDetailSchema,
  }),
  /** `linkTienTrinh` (spec 3 §7): the order's public progress page. */
  progressLink: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id/progress-link',
    tag: 'medical-orders',
    access: VIEW_OWN,
    params: orderParamsSchema,
    data: progressLinkSchema,
  }),
  /** The result the care desk attached, as a download. */
  resultFile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/medical-order/detail/:id/result-file',
    tag: 'medical-orders',
    access: VIEW_OWN,
    params: orderParamsSchema,
    raw: true,
  }),
  /** The collaborator's orders with their current step. */
  progressList: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/progress-medical-order/list',
    outside: 'spec 3 ("not shown"): the orders in progress, for an integration',
    tag: 'medical-orders',
    access: VIEW,
    query: orderProgressListQuerySchema,
    data: orderProgressListSchema,
  }),
};

/** The public progress page's data: `/api/partner/progress/{token}` (no login: the token is the secret; never cached). */
export const orderPublicEndpoints = {
  progress: endpoint({
    method: 'GET',
    path: '/api/partner/progress/:token',
    tag: 'medical-orders',
    access: access.public,
    params: progressTokenParamsSchema,
    data: publicProgressSchema,
  }),
};

// permissions.ts: 'debt.view' covers "… đơn giá tư vấn và báo cáo".
const CONSULTING_VIEW = access.partner(COLLABORATOR, 'debt.view');

/** A collaborator's consulting unit prices (/don-gia-tu-van) and monthly report (/bao-cao): `/api/partner/v1/collaborator`. */
export const consultingEndpoints = {
  /** The catalogue with prices and the collaborator's fees. */
  prices: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/consulting-price/list',
    tag: 'consulting',
    access: CONSULTING_VIEW,
    query: consultingPriceQuerySchema,
    data: consultingPriceListSchema,
  }),
  /** Orders, completed, revenue and fees per month (`fromMonth`/`toMonth` as YYYY-MM; neither: the last 12 months). */
  report: endpoint({
    method: 'GET',
    path: '/api/partner/v1/collaborator/report/monthly',
    tag: 'consulting',
    access: CONSULTING_VIEW,
    query: collaboratorReportQuerySchema,
    data: collaboratorReportSchema,
  }),
};

const DESK_VIEW = access.operator('orders.view');
const DESK_MANAGE = access.operator('orders.manage');
const CATALOGUE_MANAGE = access.operator('catalogue.manage');

/** The services catalogue: `/api/admin/orders/catalogue` (read with orders.view, written with catalogue.manage). */
export const catalogueDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders/catalogue',
    tag: 'admin-catalogue',
    access: DESK_VIEW,
    query: catalogueListQuerySchema,
    data: catalogueListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/orders/catalogue',
    tag: 'admin-catalogue',
    access: CATALOGUE_MANAGE,
    body: catalogueBodySchema,
    data: catalogueEntrySchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/orders/catalogue/:id',
    outside: 'one catalogue entry, for an integration (the desk edits from its list row)',
    tag: 'admin-catalogue',
    access: DESK_VIEW,
    params: catalogueParamsSchema,
    data: catalogueEntrySchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/catalogue/:id',
    tag: 'admin-catalogue',
    access: CATALOGUE_MANAGE,
    params: catalogueParamsSchema,
    body: catalogueBodySchema,
    data: catalogueEntrySchema,
  }),
  /** A service no order carries (the server refuses a booked one). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/orders/catalogue/:id',
    tag: 'admin-catalogue',
    access: CATALOGUE_MANAGE,
    params: catalogueParamsSchema,
  }),
};

/** Facilities: `/api/admin/orders/facilities` (read with orders.view, written with catalogue.manage). */
export const facilityDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders/facilities',
    tag: 'admin-facilities',
    access: DESK_VIEW,
    query: facilityListQuerySchema,
    data: facilityListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/orders/facilities',
    tag: 'admin-facilities',
    access: CATALOGUE_MANAGE,
    body: facilityBodySchema,
    data: facilitySchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/orders/facilities/:id',
    outside: 'one facility, for an integration (the desk edits from its list row)',
    tag: 'admin-facilities',
    access: DESK_VIEW,
    params: facilityParamsSchema,
    data: facilitySchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/facilities/:id',
    tag: 'admin-facilities',
    access: CATALOGUE_MANAGE,
    params: facilityParamsSchema,
    body: facilityBodySchema,
    data: facilitySchema,
  }),
  /** A facility no order names (the server refuses a booked one). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/orders/facilities/:id',
    tag: 'admin-facilities',
    access: CATALOGUE_MANAGE,
    params: facilityParamsSchema,
  }),
};

/** The order desk: `/api/admin/orders` (read with orders.view, moved with orders.manage). */
export const orderDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    tag: 'admin-orders',
    access: DESK_VIEW,
    query: deskOrderListQuerySchema,
    data: deskOrderListSchema,
  }),
  /** The collaborators that have orders and the lookups. */
  optionFields: endpoint({
    method: 'GET',
    path: '/api/admin/orders/option-fields',
    tag: 'admin-orders',
    access: DESK_VIEW,
    data: deskOrderOptionsSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    tag: 'admin-orders',
    access: DESK_VIEW,
    params: deskOrderParamsSchema,
    data: deskOrderDetailSchema,
  }),
  /** A new appointment status (cancelling carries the reason the collaborator reads). */
  status: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    tag: 'admin-orders',
    access: DESK_MANAGE,
    params: deskOrderParamsSchema,
    body: deskOrderStatusBodySchema,
    data: deskOrderDetailSchema,
  }),
  /** Forward to a step (the skipped ones get the same time). */
  progress: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/progress',
    tag: 'admin-orders',
    access: DESK_MANAGE,
    params: deskOrderParamsSchema,
    body: deskOrderStepBodySchema,
    data: deskOrderDetailSchema,
  }),
  result: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/result',
    tag: 'admin-orders',
    access: DESK_MANAGE,
    params: deskOrderParamsSchema,
    body: deskOrderResultBodySchema,
    data: deskOrderDetailSchema,
  }),
  /** The result file (multipart, one PDF or image): replaces the order's. */
  uploadResultFile: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/result-file',
    tag: 'admin-orders',
    access: DESK_MANAGE,
    params: deskOrderParamsSchema,
    multipart: { fields: z.object({}), files: [RESULT_FILE_FIELD] },
    data: deskOrderDetailSchema,
  }),
  /** The result file's bytes, shown inline. */
  resultFile: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/result-file',
    tag: 'admin-orders',
    access: DESK_VIEW,
    params: deskOrderParamsSchema,
    raw: true,
  }),
};
