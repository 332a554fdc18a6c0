import type { Patient } from '@portal/contract';
import type { ComponentType } from 'react';

export type PatientPickerProps = { selectedId?: string | undefined; onPick: (patient: Patient) => void };
export type PatientSelectProps = { value?: string | undefined; onChange: (patientId: string | undefined) => void; placeholder: string };

/**
 * What the order screens take from the patients area: the wizard's 'Danh sách bệnh nhân' picker and
 * the list's patient filter. A feature never imports another: app/routes/collaborator.tsx hands them in.
 */
export type OrderScreenParts = {
  PatientPicker: ComponentType<PatientPickerProps>;
  PatientSelect: ComponentType<PatientSelectProps>;
};
