// The .xlsx export is shared with the partner app's lists (lib/export-xlsx.ts); the console's screens import it from here.
export { type ExportColumn, exportXlsx, fetchAllPages } from '@/lib/export-xlsx';
