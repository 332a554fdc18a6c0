import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { foldForSearch, mediaFileTypeOf, type PartnerType, uploadExtension } from '@portal/contract';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { Storage } from '../lib/storage.ts';
import { MIME } from '../lib/uploads.ts';
import { insertNode } from '../modules/media/media-repository.ts';
import type { Executor } from './client.ts';
import { insertFileRows } from './files-repository.ts';
import { mediaNodes } from './schema.ts';
import { demoPdf } from './seed-contracts.ts';

/*
 * The resources library's demo tree: nested folders with a different audience per partner type
 * ('Cộng tác viên' only for collaborators, 'Doanh nghiệp' for companies, 'Nhà cung cấp' for
 * providers, 'Nội bộ' for nobody) and real small files made here: PDFs, a PNG drawn by sharp,
 * workbooks written by exceljs, plain text. Bytes are staged when there is a storage (promoted
 * once the demo data commits, `staged`); the test template gets the rows alone.
 */

const ALL: PartnerType[] = ['collaborator', 'company', 'provider'];

type DemoFile = { name: string; bytes: () => Promise<Buffer> };
type DemoFolder = { name: string; types: PartnerType[]; files?: DemoFile[]; folders?: DemoFolder[] };

const pdf = (name: string, title: string): DemoFile => ({ name, bytes: async () => demoPdf(title) });
const text = (name: string, body: string): DemoFile => ({ name, bytes: async () => Buffer.from(body, 'utf8') });
const png = (name: string, color: string, width = 120, height = 60): DemoFile => ({
  name,
  bytes: () =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${height / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffffff"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer(),
});
const workbook = (name: string, sheet: string, rows: Array<Array<string | number>>): DemoFile => ({
  name,
  bytes: async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet(sheet);
    for (const row of rows) ws.addRow(row);
    ws.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  },
});

export const DEMO_MEDIA: DemoFolder[] = [
  {
    name: 'Tài liệu hướng dẫn',
    types: ALL,
    files: [pdf('Giới thiệu cổng đối tác.pdf', 'Gioi thieu cong doi tac')],
    folders: [
      {
        name: 'Cộng tác viên',
        types: ['collaborator'],
        files: [
          pdf('Hướng dẫn tạo chỉ định xét nghiệm.pdf', 'Huong dan tao chi dinh xet nghiem'),
          text('Ghi chú cho cộng tác viên.txt', 'Liên hệ tổng đài 1900 1234 khi cần hỗ trợ chỉ định.\nGiờ làm việc: 7h30 – 17h00.\n'),
        ],
        folders: [
          {
            name: 'Đơn giá tư vấn',
            types: ['collaborator'],
            files: [
              workbook('Bảng đơn giá tư vấn 2026.xlsx', 'Đơn giá', [
                ['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)'],
                ['XN001', 'Tổng phân tích tế bào máu', 120000],
                ['XN002', 'Đường huyết lúc đói', 45000],
                ['XN003', 'Mỡ máu (4 chỉ số)', 180000],
              ]),
            ],
          },
        ],
      },
      {
        name: 'Doanh nghiệp',
        types: ['company'],
        files: [
          pdf('Quy trình khám sức khỏe định kỳ.pdf', 'Quy trinh kham suc khoe dinh ky'),
          workbook('Mẫu danh sách nhân viên.xlsx', 'Nhân viên', [
            ['Họ và tên', 'Ngày sinh', 'Giới tính', 'Số điện thoại'],
            ['Nguyễn Văn An', '1990-05-12', 'Nam', '0901234567'],
          ]),
        ],
      },
      {
        name: 'Nhà cung cấp',
        types: ['provider'],
        files: [pdf('Hướng dẫn nộp hồ sơ dự thầu.pdf', 'Huong dan nop ho so du thau')],
      },
    ],
  },
  {
    name: 'Biểu mẫu',
    types: ['collaborator', 'company'],
    files: [
      pdf('Phiếu chỉ định xét nghiệm.pdf', 'Phieu chi dinh xet nghiem'),
      workbook('Mẫu đăng ký khám.xlsx', 'Đăng ký', [
        ['STT', 'Họ và tên', 'Gói khám'],
        [1, 'Trần Thị Bình', 'Gói cơ bản'],
      ]),
    ],
    folders: [{ name: 'Nội bộ', types: [], files: [text('Bản nháp biểu mẫu.txt', 'Chưa phát hành.\n')] }],
  },
  {
    name: 'Hình ảnh thương hiệu',
    types: ALL,
    files: [png('Logo.png', '#0b6bcb')],
    folders: [
      {
        name: 'Bộ nhận diện',
        types: ALL,
        files: [
          png('Banner ngang.png', '#12a150', 320, 100),
          text('Hướng dẫn dùng logo.txt', 'Giữ khoảng trống quanh logo tối thiểu bằng chiều cao chữ.\n'),
        ],
      },
    ],
  },
];

export async function seedMedia(tx: Executor, storage: Storage | undefined, staged: string[]): Promise<void> {
  if ((await tx.select({ id: mediaNodes.id }).from(mediaNodes).limit(1)).length) return;

  const storeFile = async (file: DemoFile): Promise<string> => {
    const bytes = await file.bytes();
    let id: string = randomUUID();
    if (storage) {
      id = (await storage.stage(Readable.from([bytes]), () => false)).id;
      staged.push(id);
    }
    const ext = uploadExtension(file.name) as keyof typeof MIME;
    await insertFileRows(tx, { purpose: 'media', partnerId: null }, [
      { id, name: file.name, mime: MIME[ext], size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
    ]);
    return id;
  };

  const addFolder = async (folder: DemoFolder, parent: { id: string; ancestors: string[] } | null) => {
    const ancestors = parent ? [...parent.ancestors, parent.id] : [];
    const id = await insertNode(tx, {
      parentId: parent?.id ?? null,
      isFolder: true,
      name: folder.name,
      ancestors,
      visibleTypes: folder.types,
      searchText: foldForSearch(folder.name),
    });
    for (const file of folder.files ?? []) {
      await insertNode(tx, {
        parentId: id,
        isFolder: false,
        name: file.name,
        ancestors: [...ancestors, id],
        visibleTypes: null,
        fileId: await storeFile(file),
        fileType: mediaFileTypeOf(uploadExtension(file.name)),
        searchText: foldForSearch(file.name),
      });
    }
    for (const child of folder.folders ?? []) await addFolder(child, { id, ancestors });
  };
  for (const folder of DEMO_MEDIA) await addFolder(folder, null);
}
