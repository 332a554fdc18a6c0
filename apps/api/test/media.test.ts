import {
  MEDIA_EXTENSIONS,
  MEDIA_FILES_FIELD,
  MEDIA_MSG,
  type MediaNode,
  MSG,
  mediaEndpoints,
  mediaDeskEndpoints,
  pathOf,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { auditLog, mediaNodes } from '../src/db/schema.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { operatorToken } from './orders-helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
const tok = { ctv: '', dn: '', ncc: '', content: '', admin: '', care: '' };

beforeAll(async () => {
  t = await createTestApp();
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.dn = await login(t.app, 'company', 'dn_demo');
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.content = await operatorToken(t, 'qt_noidung');
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.care = await operatorToken(t, 'qt_cskh');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = tok.content) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
/** A download that names its file or folder in the query (`?id=`). */
const withId = (download: { path: string }, id: string) => `${download.path}?id=${encodeURIComponent(id)}`;

async function tree(token: string, query: Record<string, string> = {}) {
  const res = await get(`${mediaEndpoints.tree.path}?${new URLSearchParams(query)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: MediaNode[]; pagination: { count: number } };
}
const names = (items: MediaNode[]) => items.map((i) => i.name);

/** A node's id by its name (the desk sees every node). */
async function idOf(name: string): Promise<string> {
  const [row] = await t.database.db.select({ id: mediaNodes.id }).from(mediaNodes).where(eq(mediaNodes.name, name));
  if (!row) throw new Error(`no node ${name}`);
  return row.id;
}

/** Every entry of a ZIP: name → bytes (directories end with '/', empty). */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          out.set(entry.fileName, Buffer.alloc(0));
          return zip.readEntry();
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function createFolder(name: string, visibleTypes: string[], parentId: string | null = null, token = tok.content) {
  const res = await send('POST', mediaDeskEndpoints.createFolder.path, { name, visibleTypes, parentId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; effectiveTypes: string[] };
}

function upload(folderId: string, files: Array<{ filename: string; content: Buffer }>, token = tok.content) {
  const body = multipart(files.map((f) => ({ name: MEDIA_FILES_FIELD, ...f })));
  return t.app.inject({
    method: 'POST',
    url: pathOf(mediaDeskEndpoints.upload, { id: folderId }),
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

describe('the library as partners read it', () => {
  it('answers 401 signed out, on every call', async () => {
    const id = await idOf('Cộng tác viên');
    expect((await get(mediaEndpoints.tree.path)).statusCode).toBe(401);
    expect((await get(mediaEndpoints.filterOption.path)).statusCode).toBe(401);
    expect((await get(pathOf(mediaEndpoints.node, { id }))).statusCode).toBe(401);
    for (const url of [
      withId(mediaEndpoints.fileDownload, id),
      withId(mediaEndpoints.folderDownload, id),
      mediaEndpoints.filesDownload.path,
    ])
      expect((await t.app.inject({ method: 'POST', url, payload: { ids: [id] } })).statusCode).toBe(401);
  });

  it('shows each partner type only the folders every folder on the path names; folders first', async () => {
    expect(names((await tree(tok.ctv)).items)).toEqual(['Biểu mẫu', 'Hình ảnh thương hiệu', 'Tài liệu hướng dẫn']);
    expect(names((await tree(tok.ncc)).items)).toEqual(['Hình ảnh thương hiệu', 'Tài liệu hướng dẫn']);
    const guide = await idOf('Tài liệu hướng dẫn');
    expect(names((await tree(tok.ctv, { ParentId: guide })).items)).toEqual(['Cộng tác viên', 'Giới thiệu cổng đối tác.pdf']);
    expect(names((await tree(tok.dn, { ParentId: guide })).items)).toEqual(['Doanh nghiệp', 'Giới thiệu cổng đối tác.pdf']);
    expect(names((await tree(tok.ncc, { ParentId: guide })).items)).toEqual(['Nhà cung cấp', 'Giới thiệu cổng đối tác.pdf']);
    // A folder shown to nobody ('Nội bộ') is listed to no partner.
    expect(names((await tree(tok.ctv, { ParentId: await idOf('Biểu mẫu') })).items)).not.toContain('Nội bộ');
    const first = (await tree(tok.ctv, { ParentId: guide })).items;
    expect(first[0]).toMatchObject({ isFolder: true, fileType: null, size: null, location: 'Tài liệu hướng dẫn' });
    expect(first[1]).toMatchObject({ isFolder: false, fileType: 'pdf', mime: 'application/pdf' });
  });

  it('answers 404 to a provider for a collaborator folder: its list, detail, files and downloads', async () => {
    const folder = await idOf('Cộng tác viên');
    const file = await idOf('Hướng dẫn tạo chỉ định xét nghiệm.pdf');
    expect((await get(`${mediaEndpoints.tree.path}?ParentId=${folder}`, tok.ncc)).statusCode).toBe(404);
    expect((await get(pathOf(mediaEndpoints.node, { id: folder }), tok.ncc)).statusCode).toBe(404);
    expect((await get(pathOf(mediaEndpoints.node, { id: file }), tok.ncc)).statusCode).toBe(404);
    expect((await post(withId(mediaEndpoints.fileDownload, file), tok.ncc)).statusCode).toBe(404);
    expect((await post(withId(mediaEndpoints.folderDownload, folder), tok.ncc)).statusCode).toBe(404);
    expect((await post(mediaEndpoints.filesDownload.path, tok.ncc, { ids: [file] })).statusCode).toBe(404);
    // The collaborator reads the same folder.
    expect((await get(`${mediaEndpoints.tree.path}?ParentId=${folder}`, tok.ctv)).statusCode).toBe(200);
    expect((await get(pathOf(mediaEndpoints.node, { id: folder }), tok.ctv)).json().data.path).toEqual([
      { id: await idOf('Tài liệu hướng dẫn'), name: 'Tài liệu hướng dẫn' },
    ]);
    // A file id where a folder is expected is 404 as well; a malformed id is refused as the path rule says.
    expect((await get(`${mediaEndpoints.tree.path}?ParentId=${file}`, tok.ctv)).statusCode).toBe(404);
    expect((await get(pathOf(mediaEndpoints.node, { id: 'khong-phai-id' }), tok.ctv)).json().message).toBe(MSG.notFound);
  });

  it('searches below a folder ignoring accents and case, each result with its location', async () => {
    const found = await tree(tok.ctv, { search: 'HUONG DAN' });
    // Folders whose name matches too, first.
    expect(names(found.items)).toEqual(['Tài liệu hướng dẫn', 'Hướng dẫn dùng logo.txt', 'Hướng dẫn tạo chỉ định xét nghiệm.pdf']);
    expect(found.items[2]?.location).toBe('Tài liệu hướng dẫn / Cộng tác viên');
    expect(names((await tree(tok.ncc, { search: 'hướng dẫn' })).items)).toEqual([
      'Tài liệu hướng dẫn',
      'Hướng dẫn dùng logo.txt',
      'Hướng dẫn nộp hồ sơ dự thầu.pdf',
    ]);
    // Only below ParentId.
    expect(names((await tree(tok.ctv, { search: 'huong', ParentId: await idOf('Hình ảnh thương hiệu') })).items)).toEqual([
      'Hướng dẫn dùng logo.txt',
    ]);
    const long = await get(`${mediaEndpoints.tree.path}?search=${'a'.repeat(51)}`, tok.ctv);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.search);
  });

  it('filters by file type (folders left out), lists folders alone, pages', async () => {
    expect(names((await tree(tok.ctv, { type: 'excel' })).items)).toEqual(['Bảng đơn giá tư vấn 2026.xlsx', 'Mẫu đăng ký khám.xlsx']);
    expect(names((await tree(tok.dn, { type: 'excel' })).items)).toEqual(['Mẫu danh sách nhân viên.xlsx', 'Mẫu đăng ký khám.xlsx']);
    expect(names((await tree(tok.ctv, { type: 'image' })).items)).toEqual(['Banner ngang.png', 'Logo.png']);
    const guide = await idOf('Tài liệu hướng dẫn');
    expect(names((await tree(tok.ctv, { ParentId: guide, onlyFolder: 'true' })).items)).toEqual(['Cộng tác viên']);
    const paged = await tree(tok.ctv, { limit: '2', page: '2' });
    expect(names(paged.items)).toEqual(['Tài liệu hướng dẫn']);
    expect(paged.pagination.count).toBe(3);
    expect((await get(`${mediaEndpoints.tree.path}?type=exe`, tok.ctv)).statusCode).toBe(400);
    const options = (await get(mediaEndpoints.filterOption.path, tok.ctv)).json().data;
    expect(options.type.map((o: { key: string }) => o.key)).toEqual(['pdf', 'word', 'excel', 'image', 'video', 'other']);
  });
});

describe('nested visibility', () => {
  it('a sub-folder never shows more than its parent; widening the parent shows only what the children allow', async () => {
    const ctvFolder = await idOf('Cộng tác viên');
    const wide = await createFolder('Dành cho mọi đối tác', ['collaborator', 'company', 'provider'], ctvFolder);
    expect(wide.effectiveTypes).toEqual(['collaborator']);
    expect((await get(pathOf(mediaEndpoints.node, { id: wide.id }), tok.ncc)).statusCode).toBe(404);
    expect((await get(pathOf(mediaEndpoints.node, { id: wide.id }), tok.ctv)).statusCode).toBe(200);
    // The parent now shown to providers too: its wide child follows, its collaborator-only child does not.
    const widened = await send('PUT', pathOf(mediaDeskEndpoints.updateFolder, { id: ctvFolder }), {
      name: 'Cộng tác viên',
      visibleTypes: ['provider', 'collaborator'],
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json().data.visibleTypes).toEqual(['collaborator', 'provider']);
    expect((await get(pathOf(mediaEndpoints.node, { id: wide.id }), tok.ncc)).statusCode).toBe(200);
    expect((await get(pathOf(mediaEndpoints.node, { id: await idOf('Đơn giá tư vấn') }), tok.ncc)).statusCode).toBe(404);
    expect((await get(pathOf(mediaEndpoints.node, { id: await idOf('Hướng dẫn tạo chỉ định xét nghiệm.pdf') }), tok.ncc)).statusCode).toBe(
      200,
    );
    // And back.
    await send('PUT', pathOf(mediaDeskEndpoints.updateFolder, { id: ctvFolder }), {
      name: 'Cộng tác viên',
      visibleTypes: ['collaborator'],
    });
    expect((await get(pathOf(mediaEndpoints.node, { id: wide.id }), tok.ncc)).statusCode).toBe(404);
    await send('DELETE', pathOf(mediaDeskEndpoints.remove, { id: wide.id }));
  });

  it('moving a folder under another takes the new path and its visibility', async () => {
    const a = await createFolder('Chuyển thử', ['collaborator', 'provider']);
    const child = await createFolder('Con', ['collaborator', 'provider'], a.id);
    expect((await get(pathOf(mediaEndpoints.node, { id: child.id }), tok.ncc)).statusCode).toBe(200);
    const moved = await send('POST', pathOf(mediaDeskEndpoints.move, { id: a.id }), { parentId: await idOf('Cộng tác viên') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.effectiveTypes).toEqual(['collaborator']);
    expect((await get(pathOf(mediaEndpoints.node, { id: child.id }), tok.ncc)).statusCode).toBe(404);
    const detail = (await get(pathOf(mediaEndpoints.node, { id: child.id }), tok.ctv)).json().data;
    expect(detail.path.map((c: { name: string }) => c.name)).toEqual(['Tài liệu hướng dẫn', 'Cộng tác viên', 'Chuyển thử']);
    // Never into itself or below itself; a file never at the top.
    const self = await send('POST', pathOf(mediaDeskEndpoints.move, { id: a.id }), { parentId: child.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(MEDIA_MSG.moveIntoSelf);
    const top = await send('POST', pathOf(mediaDeskEndpoints.move, { id: await idOf('Logo.png') }), { parentId: null });
    expect(top.statusCode).toBe(422);
    expect(top.json().message).toBe(MEDIA_MSG.fileAtRoot);
    await send('DELETE', pathOf(mediaDeskEndpoints.remove, { id: a.id }));
  });
});

describe('the acceptance journey: a folder for collaborators, downloaded as a ZIP', () => {
  let folderId = '';
  let subId = '';
  const FILES = {
    pdf: { filename: 'Hướng dẫn mới.pdf', content: SAMPLE_FILES.pdf },
    png: { filename: 'Ảnh minh họa.png', content: SAMPLE_FILES.png },
    docx: { filename: 'Quy định.docx', content: SAMPLE_FILES.docx },
    txt: { filename: 'ghi-chu.txt', content: Buffer.from('Xin chào cộng tác viên\n', 'utf8') },
  };

  it('the content editor makes the folder and uploads several files at once, audited', async () => {
    const folder = await createFolder('Tài liệu CTV 2026', ['collaborator']);
    folderId = folder.id;
    subId = (await createFolder('Phụ lục', ['collaborator', 'company'], folderId)).id;
    const res = await upload(folderId, [FILES.pdf, FILES.png, FILES.docx]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MEDIA_MSG.uploaded(3));
    expect(res.json().data.map((n: MediaNode) => [n.name, n.fileType])).toEqual([
      ['Hướng dẫn mới.pdf', 'pdf'],
      ['Ảnh minh họa.png', 'image'],
      ['Quy định.docx', 'word'],
    ]);
    expect((await upload(subId, [FILES.txt])).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'media_folder'), eq(auditLog.objectId, folderId)));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'upload']);
    expect(entries.find((e) => e.action === 'create')?.changes).toMatchObject({ visibleTypes: [null, 'Cộng tác viên'] });
    expect(entries.find((e) => e.action === 'upload')?.summary).toBe('Tải lên 3 tệp vào thư mục "Tài liệu CTV 2026"');
  });

  it('ctv_demo downloads the folder as a ZIP whose entries are the stored files; ncc_demo gets 404', async () => {
    const res = await post(withId(mediaEndpoints.folderDownload, folderId), tok.ctv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="T_i li_u CTV 2026.zip"; filename*=UTF-8''${encodeURIComponent('Tài liệu CTV 2026.zip')}`,
    );
    const zip = await unzip(res.rawPayload);
    expect([...zip.keys()].sort()).toEqual(['Hướng dẫn mới.pdf', 'Phụ lục/ghi-chu.txt', 'Quy định.docx', 'Ảnh minh họa.png'].sort());
    expect(zip.get('Hướng dẫn mới.pdf')).toEqual(FILES.pdf.content);
    expect(zip.get('Ảnh minh họa.png')).toEqual(FILES.png.content);
    expect(zip.get('Quy định.docx')).toEqual(FILES.docx.content);
    expect(zip.get('Phụ lục/ghi-chu.txt')).toEqual(FILES.txt.content);
    expect((await post(withId(mediaEndpoints.folderDownload, folderId), tok.ncc)).statusCode).toBe(404);
    expect((await post(withId(mediaEndpoints.folderDownload, folderId), tok.dn)).statusCode).toBe(404);
  });

  it('one file comes with its type and its Vietnamese name in RFC 5987 form', async () => {
    const id = await idOf('Hướng dẫn mới.pdf');
    const res = await post(withId(mediaEndpoints.fileDownload, id), tok.ctv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Hướng dẫn mới.pdf')}`);
    expect(res.rawPayload).toEqual(FILES.pdf.content);
    expect((await post(withId(mediaEndpoints.fileDownload, id), tok.ncc)).statusCode).toBe(404);
  });

  it('several ids make one ZIP (folders as directories, clashing names told apart); a mixed selection is 404; none is 422', async () => {
    // A second 'Hướng dẫn mới.pdf' in the sub-folder clashes with the first at the archive's top.
    expect(
      (await upload(subId, [{ filename: 'Hướng dẫn mới.pdf', content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('2')]) }])).statusCode,
    ).toBe(200);
    const [first, second] = (await t.database.db.select().from(mediaNodes).where(eq(mediaNodes.name, 'Hướng dẫn mới.pdf'))).map(
      (r) => r.id,
    );
    const res = await post(mediaEndpoints.filesDownload.path, tok.ctv, { ids: [first, second, subId, first] });
    expect(res.statusCode, res.body).toBe(200);
    const zip = await unzip(res.rawPayload);
    expect([...zip.keys()]).toEqual(['Hướng dẫn mới.pdf', 'Hướng dẫn mới (2).pdf', 'Phụ lục/ghi-chu.txt', 'Phụ lục/Hướng dẫn mới.pdf']);
    // A bare list is taken too.
    expect((await post(mediaEndpoints.filesDownload.path, tok.ctv, [first])).statusCode).toBe(200);
    // All or nothing: one id the caller may not see makes the whole call 404.
    const providerFile = await idOf('Hướng dẫn nộp hồ sơ dự thầu.pdf');
    expect((await post(mediaEndpoints.filesDownload.path, tok.ctv, { ids: [first, providerFile] })).statusCode).toBe(404);
    expect(
      (await post(mediaEndpoints.filesDownload.path, tok.ctv, { ids: [first, '00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(404);
    const empty = await post(mediaEndpoints.filesDownload.path, tok.ctv, { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(MEDIA_MSG.emptySelection);
    // A folder with nothing to download.
    const bare = await createFolder('Thư mục trống', ['collaborator']);
    const none = await post(withId(mediaEndpoints.folderDownload, bare.id), tok.ctv);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MEDIA_MSG.emptyFolder);
  });

  it('sends the archive as it is written (no length known up front)', async () => {
    const res = await post(withId(mediaEndpoints.folderDownload, folderId), tok.ctv);
    expect(res.headers['content-length']).toBeUndefined();
  });
});

describe('the desk', () => {
  it('is refused to an operator without content.media, and to partners', async () => {
    expect((await get(mediaDeskEndpoints.tree.path, tok.care)).statusCode).toBe(403);
    expect((await send('POST', mediaDeskEndpoints.createFolder.path, { name: 'X', visibleTypes: [] }, tok.care)).statusCode).toBe(403);
    expect((await get(mediaDeskEndpoints.tree.path, tok.ctv)).statusCode).toBe(403);
    expect((await get(mediaDeskEndpoints.tree.path, tok.admin)).statusCode).toBe(200);
  });

  it('lists every node with its own and effective audience', async () => {
    const top = (await get(mediaDeskEndpoints.tree.path, tok.content)).json().data.items as Array<{ name: string; visibleTypes: string[] }>;
    expect(top.map((n) => n.name)).toContain('Biểu mẫu');
    const inner = (await get(`${mediaDeskEndpoints.tree.path}?parentId=${await idOf('Biểu mẫu')}`, tok.content)).json().data.items;
    expect(inner.find((n: { name: string }) => n.name === 'Nội bộ')).toMatchObject({ visibleTypes: [], effectiveTypes: [] });
  });

  it('checks names: required, no separators, unique in a folder whatever the case', async () => {
    const blank = await send('POST', mediaDeskEndpoints.createFolder.path, { name: '  ', visibleTypes: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual([MSG.required]);
    const slash = await send('POST', mediaDeskEndpoints.createFolder.path, { name: 'a/b', visibleTypes: [] });
    expect(slash.json().errors.name).toEqual([MEDIA_MSG.name]);
    const taken = await send('POST', mediaDeskEndpoints.createFolder.path, { name: 'BIỂU MẪU', visibleTypes: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.name).toEqual([MEDIA_MSG.nameTaken]);
    const badType = await send('POST', mediaDeskEndpoints.createFolder.path, { name: 'Mới', visibleTypes: ['operator'] });
    expect(badType.statusCode).toBe(400);
    const noParent = await send('POST', mediaDeskEndpoints.createFolder.path, {
      name: 'Mới',
      visibleTypes: [],
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noParent.json().errors.parentId).toEqual([MEDIA_MSG.parent]);
  });

  it('renames a file keeping its extension, refuses a name its folder holds, audits', async () => {
    const id = await idOf('Logo.png');
    const ext = await send('PUT', pathOf(mediaDeskEndpoints.renameFile, { id }), { name: 'Logo.pdf' });
    expect(ext.statusCode).toBe(400);
    expect(ext.json().message).toBe(MEDIA_MSG.extensionChanged);
    const ok = await send('PUT', pathOf(mediaDeskEndpoints.renameFile, { id }), { name: 'Logo chính.png' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.name).toBe('Logo chính.png');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'rename')));
    expect(entry?.changes).toMatchObject({ name: ['Logo.png', 'Logo chính.png'] });
    const upload409 = await upload(await idOf('Hình ảnh thương hiệu'), [{ filename: 'logo chính.png', content: SAMPLE_FILES.png }]);
    expect(upload409.statusCode).toBe(409);
    expect(upload409.json().message).toBe(MEDIA_MSG.fileNameTaken('logo chính.png'));
  });

  it('deletes a folder with everything below it, its file rows too, audited with the counts', async () => {
    const folder = await createFolder('Sẽ xóa', ['company']);
    const sub = await createFolder('Con', ['company'], folder.id);
    expect((await upload(sub.id, [{ filename: 'a.pdf', content: SAMPLE_FILES.pdf }])).statusCode).toBe(200);
    const fileId = await idOf('a.pdf');
    const res = await send('DELETE', pathOf(mediaDeskEndpoints.remove, { id: folder.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MEDIA_MSG.deleted);
    expect(await t.database.db.$count(mediaNodes, eq(mediaNodes.id, fileId))).toBe(0);
    expect((await get(pathOf(mediaDeskEndpoints.node, { id: sub.id }), tok.content)).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, folder.id), eq(auditLog.action, 'delete')));
    expect(entry?.summary).toBe('Xóa thư mục "Sẽ xóa" (1 thư mục con, 1 tệp)');
  });

  it('accepts a real workbook and UTF-8 text', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Giá').addRow(['Mã', 'Giá']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(DESK_FOLDER.id, [
      { filename: 'Bảng giá.xlsx', content: xlsx },
      { filename: 'Ghi chú.txt', content: Buffer.from('Tiếng Việt có dấu\n', 'utf8') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((n: MediaNode) => [n.fileType, n.mime])).toEqual([
      ['excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['other', 'text/plain; charset=utf-8'],
    ]);
  });

  it('a refused upload leaves no stored file, no row and no audit entry', async () => {
    const folder = await idOf('Biểu mẫu');
    const before = { stored: (await listFiles(t.filesDir)).length, nodes: await t.database.db.$count(mediaNodes) };
    const res = await upload(folder, [
      { filename: 'hop-le.pdf', content: SAMPLE_FILES.pdf },
      { filename: 'gia.xlsx', content: SAMPLE_FILES.zip },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.fileType('gia.xlsx'));
    expect({ stored: (await listFiles(t.filesDir)).length, nodes: await t.database.db.$count(mediaNodes) }).toEqual(before);
    // A binary file named .txt is refused too.
    expect((await upload(folder, [{ filename: 'a.txt', content: Buffer.from([0x00, 0x01, 0x02]) }])).statusCode).toBe(415);
    // No file at all.
    const none = await upload(folder, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MEDIA_MSG.noFiles);
  });

  describeUploadRefusals({
    route: 'media library upload',
    fileField: MEDIA_FILES_FIELD,
    accepted: MEDIA_EXTENSIONS,
    app: () => t,
    rows: () => t.database.db.$count(mediaNodes),
    send: multipartCall({
      app: () => t,
      url: () => pathOf(mediaDeskEndpoints.upload, { id: DESK_FOLDER.id }),
      token: () => tok.content,
    }),
  });
});

/** The folder the shared refusal suite uploads into (made before it runs). */
const DESK_FOLDER = { id: '' };
beforeAll(async () => {
  DESK_FOLDER.id = (await createFolder('Tải lên bị từ chối', [])).id;
});
