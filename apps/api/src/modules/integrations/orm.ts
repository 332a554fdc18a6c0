import { DEFAULT_DELIMITERS as D, escapeText, timestamp } from './hl7v2.ts';

/*
 * A booking offered to a laboratory system as an HL7 v2.5.1 ORM^O01 (issue 38, item 4): one ORC/OBR
 * pair per booked service line. OBR-2 (placer order number) is the line's ServiceRequest id, ORC-4
 * (placer group number) the booking code 'LH-…': an ORU^R01 that names either comes back to the
 * order. ORC-1 is NW for a new booking, CA when it was cancelled.
 */

export type OrmOrder = {
  code: string;
  patient: { id: string; name: string; birthday: string; gender: number; phone: string; address: string; ward: string; province: string };
  appointmentAt: Date;
  createdAt: Date;
  facility: { code: string; name: string } | null;
  collaborator: { code: string; name: string };
  note: string;
  lines: Array<{ id: string; code: string; name: string }>;
};

export const PORTAL_APPLICATION = 'CONG-DOI-TAC';

const field = (...components: string[]) => components.map((c) => escapeText(c)).join(D.component);

/** The message's text (segments ended by CR), for the control id given. */
export function buildOrm(order: OrmOrder, control: { id: string; kind: 'NW' | 'CA'; receiver: string }, now = new Date()): string {
  const [family = '', ...given] = order.patient.name.trim().split(/\s+/);
  const segments = [
    [
      'MSH',
      `${D.component}${D.repetition}${D.escape}${D.subcomponent}`,
      PORTAL_APPLICATION,
      '',
      control.receiver,
      '',
      timestamp(now),
      '',
      field('ORM', 'O01', 'ORM_O01'),
      control.id,
      'P',
      '2.5.1',
      '',
      '',
      'AL',
      'NE',
      '',
      'UNICODE UTF-8',
    ],
    [
      'PID',
      '1',
      '',
      field(order.patient.id, '', '', PORTAL_APPLICATION, 'PI'),
      '',
      field(family, given.join(' ')),
      '',
      order.patient.birthday.replaceAll('-', ''),
      order.patient.gender === 0 ? 'M' : 'F',
      '',
      '',
      field(order.patient.address, '', order.patient.ward, order.patient.province, '', 'VN'),
      '',
      escapeText(order.patient.phone),
    ],
    ['PV1', '1', 'O', order.facility ? field(order.facility.code, '', '', order.facility.name) : field('HOME')],
    ...order.lines.flatMap((line, i) => [
      [
        'ORC',
        control.kind,
        field(line.id, PORTAL_APPLICATION),
        '',
        field(order.code, PORTAL_APPLICATION),
        '',
        '',
        field('', '', '', timestamp(order.appointmentAt)),
        '',
        timestamp(order.createdAt),
        '',
        '',
        field(order.collaborator.code, order.collaborator.name),
      ],
      [
        'OBR',
        String(i + 1),
        field(line.id, PORTAL_APPLICATION),
        '',
        field(line.code, line.name, 'L'),
        '',
        '',
        timestamp(order.appointmentAt),
        ...(order.note.trim() ? ['', '', '', '', '', escapeText(order.note.trim())] : []),
      ],
    ]),
  ];
  return `${segments.map((s) => s.join(D.field)).join('\r')}\r`;
}
