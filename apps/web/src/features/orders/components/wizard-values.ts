import {
  type CatalogueService,
  DEFAULT_ORDER_REASON,
  type Gender,
  noteWithReason,
  type OrderBody,
  type OrderBodyInput,
  type OrderDetail,
  type Patient,
  reasonFromNote,
} from '@portal/contract';
import { ownNote } from '../format';

/** The 'Thông tin' step: who the order is for (spec 3 §5 "Order, patient step"), as validated. */
export type PatientStepValues = Pick<
  OrderBody,
  'patientId' | 'name' | 'phone' | 'email' | 'birthDate' | 'gender' | 'provinceCode' | 'districtCode' | 'wardCode' | 'address'
>;

/** The 'Chỉ định' and 'Đặt lịch' steps: the service form (spec 3 §5 "Order, service step"), as validated. */
export type ServiceStepValues = Pick<OrderBody, 'methodType' | 'facilityCode' | 'workTimeTest' | 'note'> & {
  /** The chosen catalogue entries, sent whole (spec 3 §7). */
  serviceIds: CatalogueService[];
};

/** The fields each step checks before the wizard moves on (step 0 checks its whole form). */
export const STEP_FIELDS = {
  1: ['methodType', 'facilityCode', 'serviceIds'],
  2: ['workTimeTest', 'note'],
} as const satisfies Record<1 | 2, readonly (keyof ServiceStepValues)[]>;

export const fromPatient = (p: Patient): PatientStepValues => ({
  patientId: p.id,
  name: p.fullName,
  phone: p.phone,
  email: p.email,
  birthDate: p.birthday,
  gender: p.gender as Gender,
  provinceCode: p.provinceCode,
  districtCode: p.districtCode,
  wardCode: p.wardCode,
  address: p.address,
});

/** An order being edited, as the two forms hold it. */
export const fromOrder = (o: OrderDetail): { patient: Partial<PatientStepValues>; service: Partial<ServiceStepValues> } => ({
  patient: {
    patientId: o.patientId,
    name: o.patientName,
    phone: o.patientPhone,
    email: o.patientEmail || o.email,
    birthDate: o.patientBod,
    gender: o.patientSex as Gender,
    provinceCode: o.provinceCode,
    districtCode: o.districtCode,
    wardCode: o.wardCode,
    address: o.patientAddress,
  },
  service: {
    methodType: o.methodType,
    facilityCode: o.facilityCode,
    serviceIds: o.services.map((s) => ({ maCP: s.serviceCode, tenCP: s.serviceName, donGia: s.originalPrice, kind: 'test' })),
    workTimeTest: o.appointmentDate,
    note: ownNote(o.reasonNote),
  },
});

/**
 * The order payload (spec 3 §7): both forms merged, birthDate YYYY-MM-DD, workTimeTest
 * YYYY-MM-DD HH:mm, serviceIds the chosen catalogue objects, patientId and appointmentId; the
 * note starts with the 'lý do đặt lịch:' line (spec 3 §9), 'Khám sức khỏe' unless the order had another.
 */
export function orderPayload(patient: PatientStepValues, service: ServiceStepValues, editing?: OrderDetail): OrderBodyInput {
  const reason = (editing && reasonFromNote(editing.reasonNote)) || DEFAULT_ORDER_REASON;
  return {
    patientId: patient.patientId ?? null,
    name: patient.name,
    phone: patient.phone,
    email: patient.email,
    birthDate: patient.birthDate,
    gender: patient.gender,
    provinceCode: patient.provinceCode,
    districtCode: patient.districtCode,
    wardCode: patient.wardCode,
    address: patient.address,
    methodType: service.methodType,
    workTimeTest: service.workTimeTest,
    facilityCode: service.methodType === 'HOSPITAL' ? (service.facilityCode ?? null) : null,
    serviceIds: service.serviceIds,
    note: noteWithReason(reason, service.note),
    appointmentId: editing?.appointmentId ?? null,
  };
}
