/** What `npm run admin -- backup <thư mục>` and `restore <thư mục>` tell the person who runs them. */
export const BACKUP_TEXT = {
  usage: 'Cách dùng: npm run admin -- backup <thư mục> | restore <thư mục> [--force]',
  dirNotEmpty: (dir: string) => `Thư mục ${dir} đã có dữ liệu. Hãy sao lưu vào một thư mục mới hoặc rỗng.`,
  noPortalSchema: 'Cơ sở dữ liệu chưa có dữ liệu của cổng (chưa chạy migration): không có gì để sao lưu.',
  tableCopied: (table: string, rows: number) => `  ${table}: ${rows} dòng`,
  storedMissing: (id: string) => `  Tệp ${id} có trong bảng files nhưng không đọc được từ kho lưu trữ.`,
  storedMismatch: (id: string) => `  Tệp ${id} trong kho lưu trữ khác kích thước hoặc SHA-256 đã ghi trong bảng files.`,
  backupFailed: 'Sao lưu thất bại (chưa ghi manifest.json, bản sao lưu này không dùng được):',
  filesCopied: (n: number) => `  ${n} tệp đã chép và kiểm tra SHA-256.`,
  backupDone: (dir: string) => `Đã sao lưu vào ${dir}.`,
  noManifest: (dir: string) => `Không tìm thấy ${dir}/manifest.json: đây không phải một bản sao lưu hoàn chỉnh.`,
  badManifest: (dir: string) => `Tệp ${dir}/manifest.json không đúng định dạng sao lưu của cổng (hoặc của một phiên bản khác).`,
  codeOlder: (backup: number, code: number) =>
    `Bản sao lưu ở mức migration ${backup}, mã nguồn này chỉ có ${code} migration (hoặc khác lịch sử). Hãy khôi phục bằng phiên bản mã nguồn mới hơn.`,
  backupDamaged: (dir: string) => `Bản sao lưu ${dir} bị hỏng, không khôi phục gì cả:`,
  fileDamaged: (file: string) => `  ${file}: kích thước hoặc SHA-256 không khớp với manifest.json (hoặc thiếu tệp).`,
  verified: (tables: number, files: number) => `Đã kiểm tra ${tables} bảng và ${files} tệp của bản sao lưu.`,
  databaseInUse: (n: number) => `Cơ sở dữ liệu đích đang có ${n} kết nối khác (máy chủ đang chạy?). Hãy dừng máy chủ trước khi khôi phục.`,
  databaseNotEmpty:
    'Cơ sở dữ liệu đích đã có dữ liệu của cổng. Hãy khôi phục vào một cơ sở dữ liệu trống, hoặc thêm --force để xóa toàn bộ dữ liệu hiện có rồi khôi phục.',
  tableRestored: (table: string, rows: number) => `  ${table}: ${rows} dòng`,
  jobsRestored: (kept: number, dropped: number) =>
    `  pgboss.job: ${kept} việc trong hàng đợi${dropped ? `, bỏ ${dropped} việc của hàng đợi mã nguồn không còn` : ''}`,
  rowCountMismatch: (table: string, expected: number, got: number) =>
    `Bảng ${table}: manifest ghi ${expected} dòng, tệp sao lưu có ${got} dòng.`,
  loadFailed: (detail: string) =>
    `Nạp dữ liệu thất bại (giao dịch đã hủy, các bảng vẫn trống; sửa lỗi rồi chạy lại với --force): ${detail}`,
  restoreFilesFailed: 'Dữ liệu đã khôi phục nhưng một số tệp không ghi được vào kho lưu trữ:',
  filesRestored: (n: number) => `  ${n} tệp đã ghi vào kho lưu trữ và kiểm tra SHA-256.`,
  restoreDone: (dir: string) => `Đã khôi phục từ ${dir}.`,
  // The scheduled backup (`system.backup`), recorded for the job-queue desk.
  targetExists: (location: string) => `${location} đã tồn tại: bản sao lưu tự động chỉ ghi vào một thư mục mới.`,
  uploadFailed: (location: string, detail: string) => `Không ghi được bản sao lưu lên ${location}: ${detail}`,
  pruneFailed: (keep: number, detail: string) =>
    `Bản sao lưu đã ghi xong nhưng không xóa được các bản cũ (cần giữ ${keep} bản gần nhất): ${detail}`,
} as const;
