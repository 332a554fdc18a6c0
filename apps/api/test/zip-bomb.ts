import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * ZIP archives whose headers lie: each entry is deflated for real, and the size its local header
 * and central directory declare is whatever the test says. A reader that trusts the declared size
 * inflates far more than it planned for.
 */

/** Bytes as they are, or `repeat` written over and over until `bytes` (rounded up to whole copies). */
export type Piece = Buffer | { repeat: Buffer; bytes: number };
export type LyingEntry = {
  name: string;
  pieces: Piece[];
  /** What the headers say it inflates to; the truth when left out. */
  declaredSize?: number;
};

/** A copy of `repeat` deflated on its own holds no reference to earlier data, so the copies can be chained. */
const COPY_BYTES = 1024 * 1024;
/** A final, empty block (fixed Huffman, end-of-block only): what closes a deflate stream after a full flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The deflated pieces, without ever holding their inflated size: each piece is deflated on its own
 * and ends on a full flush (byte-aligned, no history), so a long repetition is one deflated
 * megabyte written many times.
 */
function deflatePieces(pieces: Piece[]): { data: Buffer; size: number; crc: number } {
  const out: Buffer[] = [];
  let size = 0;
  let crc = 0;
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      out.push(flushed(piece));
      size += piece.length;
      crc = crc32(piece, crc);
      continue;
    }
    const copy = Buffer.concat(Array(Math.max(1, Math.floor(COPY_BYTES / piece.repeat.length))).fill(piece.repeat));
    const deflated = flushed(copy);
    for (let done = 0; done < piece.bytes; done += copy.length) {
      out.push(deflated);
      size += copy.length;
      crc = crc32(copy, crc);
    }
  }
  out.push(FINAL_BLOCK);
  return { data: Buffer.concat(out), size, crc };
}

/** A ZIP of deflated entries, each declaring `declaredSize` (or its real size) in both of its headers. */
export function lyingZip(entries: LyingEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { data, size, crc } = deflatePieces(entry.pieces);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A minimal real .xlsx (one sheet, every cell a shared string) whose `xl/sharedStrings.xml` carries,
 * after the cells' strings, `filler.bytes` of further strings no cell uses, and declares
 * `filler.declaredSize` (its true size when left out). The parts are in Excel's order: the sheet
 * comes before the shared strings.
 */
export function lyingWorkbook(rows: readonly (readonly string[])[], filler: { bytes: number; declaredSize?: number }): Buffer {
  const strings = rows.flat();
  const cells = rows
    .map((row, r) => {
      const cs = row.map((_, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="s"><v>${rows.slice(0, r).flat().length + c}</v></c>`);
      return `<row r="${r + 1}">${cs.join('')}</row>`;
    })
    .join('');
  const sharedHead = `<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('')}`;
  return lyingZip([
    {
      name: '[Content_Types].xml',
      pieces: [
        xml(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
            '<Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
            '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
            '</Types>',
        ),
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        xml(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        xml(`<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Nhân viên" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        xml(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
            `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
            '</Relationships>',
        ),
      ],
    },
    { name: 'xl/worksheets/sheet1.xml', pieces: [xml(`<worksheet xmlns="${MAIN}"><sheetData>${cells}</sheetData></worksheet>`)] },
    {
      name: 'xl/sharedStrings.xml',
      pieces: [
        xml(sharedHead),
        { repeat: Buffer.from('<si><t>Nguyễn Văn Bom, 12 Nguyễn Huệ, Quận 1</t></si>', 'utf8'), bytes: filler.bytes },
        Buffer.from('</sst>'),
      ],
      declaredSize: filler.declaredSize,
    },
  ]);
}
