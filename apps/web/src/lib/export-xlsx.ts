import { saveBlob } from '@/lib/save-blob';

/** A column of an exported sheet: its header and how a row becomes a cell. */
export type ExportColumn<Row> = { title: string; value: (row: Row) => string | number | null | undefined; width?: number };

/**
 * Writes `rows` to an .xlsx file and hands it to the browser. exceljs (~250 kB gzip) is loaded
 * here, on the first export, never with a page.
 */
export async function exportXlsx<Row>(fileName: string, sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ header: c.title, key: `c${i}`, width: c.width ?? Math.max(12, c.title.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
}

/** Every row of a paged list (the filters as they stand), page after page, up to `max` rows. */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, limit: number) => Promise<{ items: Row[]; pagination: { totalCount: number } }>,
  { pageSize = 500, max = 20_000 } = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < max; page++) {
    const { items, pagination } = await fetchPage(page, pageSize);
    rows.push(...items);
    if (items.length < pageSize || rows.length >= pagination.totalCount) break;
  }
  return rows.slice(0, max);
}
