import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/components/query-state';
import type { OrderScreenParts, PatientPickerProps } from '@/features/orders/parts';
import { PatientSelect } from '@/features/patients/components/patient-select';

/** What the collaborator's order screens (the list and an order's detail) take from the patients area. */

const LoadedPatientPicker = lazy(() => import('@/features/patients/components/patient-picker').then((m) => ({ default: m.PatientPicker })));

/**
 * The wizard's 'Danh sách bệnh nhân' (with its patient dialog), loaded when the wizard first shows
 * it: the list itself only filters by patient (PatientSelect).
 */
function PatientPicker(props: PatientPickerProps) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <LoadedPatientPicker {...props} />
    </Suspense>
  );
}

/** The order screens take the patients area's picker and filter from here (a feature never imports another). */
export const orderParts: OrderScreenParts = { PatientPicker, PatientSelect };
