/*
 * HL7 v2.x messages as text (issue 38, item 4): parsing with the message's own delimiters (MSH-1,
 * MSH-2), escape sequences, and the acknowledgement (ACK) the portal answers. Just what the ORU^R01
 * and ORM^O01 the portal reads and writes need; a message that does not parse is refused (AR).
 */

export type Delimiters = { field: string; component: string; repetition: string; escape: string; subcomponent: string };
export type Segment = { name: string; fields: string[] };
export type Message = { delimiters: Delimiters; segments: Segment[] };

export const DEFAULT_DELIMITERS: Delimiters = { field: '|', component: '^', repetition: '~', escape: '\\', subcomponent: '&' };

export class Hl7ParseError extends Error {}

/** A message's segments (CR-separated; LF and CRLF are taken too), MSH first. */
export function parseMessage(text: string): Message {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  const [msh] = lines;
  if (!msh?.startsWith('MSH') || msh.length < 8) throw new Hl7ParseError('Tin nhắn không bắt đầu bằng đoạn MSH.');
  const field = msh[3]!;
  const encoding = msh.slice(4, msh.indexOf(field, 4) < 0 ? undefined : msh.indexOf(field, 4));
  const [component, repetition, esc, subcomponent = '&'] = encoding;
  if (!component || !repetition || !esc || encoding.length > 4 || /[A-Za-z0-9\s]/.test(field + encoding))
    throw new Hl7ParseError('MSH-2: ký tự phân cách không hợp lệ.');
  const delimiters = { field, component, repetition, escape: esc, subcomponent };
  const segments = lines.map((line, i) => {
    const name = line.slice(0, 3);
    if (!/^[A-Z][A-Z0-9]{2}$/.test(name) || (line.length > 3 && line[3] !== field))
      throw new Hl7ParseError(`Đoạn thứ ${i + 1} không hợp lệ.`);
    const parts = line.split(field);
    // MSH-1 is the field separator itself: MSH's n-th field is parts[n - 1].
    const fields = name === 'MSH' ? ['', field, ...parts.slice(1)] : ['', ...parts.slice(1)];
    return { name, fields };
  });
  return { delimiters, segments };
}

/** Undoes HL7 escape sequences (\F\ \S\ \T\ \R\ \E\ \Xhh\ \.br\). */
export function unescapeText(value: string, d: Delimiters): string {
  const e = d.escape;
  if (!value.includes(e)) return value;
  const re = new RegExp(`${escapeRe(e)}(F|S|T|R|E|X[0-9A-Fa-f]+|\\.br)${escapeRe(e)}`, 'g');
  return value.replace(re, (_m, code: string) => {
    if (code === 'F') return d.field;
    if (code === 'S') return d.component;
    if (code === 'T') return d.subcomponent;
    if (code === 'R') return d.repetition;
    if (code === 'E') return d.escape;
    if (code === '.br') return '\n';
    return Buffer.from(code.slice(1), 'hex').toString('utf8');
  });
}

/** Escapes a value for a field (the message's delimiters become escape sequences). */
export function escapeText(value: string, d: Delimiters = DEFAULT_DELIMITERS): string {
  const map: Record<string, string> = { [d.escape]: 'E', [d.field]: 'F', [d.component]: 'S', [d.subcomponent]: 'T', [d.repetition]: 'R' };
  return value
    .replace(/\r\n|\r|\n/g, `${d.escape}.br${d.escape}`)
    .replace(/./g, (ch) => (map[ch] ? `${d.escape}${map[ch]}${d.escape}` : ch));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's component (1-based, like HL7's numbering), first repetition, unescaped; '' when absent. */
export function get(message: Message, segment: Segment | undefined, field: number, component = 1): string {
  const raw = segment?.fields[field] ?? '';
  if (segment?.name === 'MSH' && field <= 2) return raw;
  const d = message.delimiters;
  const first = raw.split(d.repetition)[0] ?? '';
  return unescapeText(first.split(d.component)[component - 1] ?? '', d);
}

/** Every component of a field's first repetition, unescaped. */
export function components(message: Message, segment: Segment | undefined, field: number): string[] {
  const d = message.delimiters;
  const first = (segment?.fields[field] ?? '').split(d.repetition)[0] ?? '';
  return first.split(d.component).map((c) => unescapeText(c, d));
}

export const segmentsOf = (message: Message, name: string) => message.segments.filter((s) => s.name === name);

/** An HL7 TS (YYYY[MM[DD[HHMM[SS[.S+]]]]][+/-ZZZZ]) as a Date; no zone: Vietnam time. Undefined when absent or not a date. */
export function parseTimestamp(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.(\d{1,4}))?([+-]\d{4})?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', frac, zone] = m;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : '+07:00';
  const ms = frac ? `.${frac.padEnd(3, '0').slice(0, 3)}` : '';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A Date as an HL7 TS in Vietnam time (YYYYMMDDHHMMSS+0700). */
export function timestamp(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}${local.slice(11, 13)}${local.slice(14, 16)}${local.slice(17, 19)}+0700`;
}

/** HL7 table 0357 codes the portal answers with. */
export const ERROR_CODES = {
  requiredMissing: '101',
  dataType: '102',
  unsupportedType: '200',
  unknownKey: '204',
  internal: '207',
} as const;
const ERROR_NAMES: Record<string, string> = {
  '101': 'Required field missing',
  '102': 'Data type error',
  '200': 'Unsupported message type',
  '204': 'Unknown key identifier',
  '207': 'Application internal error',
};

export type AckCode = 'AA' | 'AE' | 'AR';

/**
 * The acknowledgement of a message (original mode): MSH with sender and receiver swapped, MSA with
 * the code and the message's control id, and ERR with the reason when it is not accepted.
 */
export function buildAck(
  received: Message | undefined,
  ack: { code: AckCode; controlId: string; text?: string; errorCode?: string },
  now = new Date(),
): string {
  const d = DEFAULT_DELIMITERS;
  const msh = received?.segments[0];
  const from = (n: number) => (received && msh ? (msh.fields[n] ?? '') : '');
  const trigger = received ? get(received, msh, 9, 2) : '';
  const version = (received && get(received, msh, 12)) || '2.5.1';
  const segments = [
    [
      'MSH',
      `${d.component}${d.repetition}${d.escape}${d.subcomponent}`,
      from(5) || 'LIS',
      from(6),
      from(3) || 'CONG-DOI-TAC',
      from(4),
      timestamp(now),
      '',
      `ACK${d.component}${trigger}${d.component}ACK`,
      `ACK${ack.controlId}`.slice(0, 199),
      'P',
      version,
    ].join(d.field),
    ['MSA', ack.code, escapeText(ack.controlId)].join(d.field),
  ];
  if (ack.code !== 'AA' && ack.text) {
    const code = ack.errorCode ?? ERROR_CODES.internal;
    segments.push(
      ['ERR', '', '', `${code}${d.component}${ERROR_NAMES[code] ?? ''}${d.component}HL70357`, 'E', '', '', '', escapeText(ack.text)].join(
        d.field,
      ),
    );
  }
  return `${segments.join('\r')}\r`;
}

/** MLLP's frame: a start block, the message, an end block and a carriage return. */
export const MLLP = { start: 0x0b, end: 0x1c, cr: 0x0d } as const;
export const frame = (text: string) =>
  Buffer.concat([Buffer.from([MLLP.start]), Buffer.from(text, 'utf8'), Buffer.from([MLLP.end, MLLP.cr])]);

/** An MLLP endpoint as the desk writes it: 'host:port' (IPv6 in brackets). */
export function parseEndpoint(value: string): { host: string; port: number } | undefined {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/.exec(value.trim());
  const port = Number(m?.[3]);
  const host = m?.[1] ?? m?.[2];
  return host && port >= 1 && port <= 65535 ? { host, port } : undefined;
}
