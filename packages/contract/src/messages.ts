import { LIMITS } from './constants.ts';
import { MAIL_TEXT, type MailContent, mailBlock } from './mail.ts';
import { STATUS_MESSAGES } from './status-messages.ts';

const OTP_MINUTES = LIMITS.otpTtlMs / 60_000;

/**
 * Every Vietnamese message the spec fixes (spec 1 §5, §8), spelled once.
 * Messages the spec leaves out are written in the same style; they are listed in docs/decisions/api-conventions.md.
 */
export const MSG = {
  required: 'Vui lòng nhập thông tin!',
  /** A value of the wrong kind (an object where text is expected …), when no rule says more. */
  invalid: 'Giá trị không hợp lệ!',
  starRating: 'Vui lòng đánh giá sao!',
  reason: 'Vui lòng nhập một trong các lý do!',
  number: 'Vui lòng nhập số hợp lệ',
  unitName: 'Tên đơn vị tối đa 200 ký tự!',
  contractSetName: 'Tên bộ hợp đồng tối đa 50 ký tự!',
  examHeadcount: 'Số lượng người khám phải là số tự nhiên lớn hơn 0!',
  contactName: 'Tên liên hệ tối đa 50 ký tự, chỉ gồm chữ cái, khoảng trắng và dấu gạch ngang!',
  search: 'Tìm kiếm tối đa 50 ký tự!',
  phone: 'Số điện thoại phải có 10 chữ số và bắt đầu bằng số 0!',
  otp: 'Mã OTP phải có 6 chữ số!',
  passwordWeakPrefix: 'Mật khẩu yếu, vui lòng cập nhật lại. Cần',
  passwordWhitespace: 'Mật khẩu không được chứa khoảng trắng!',
  confirmPassword: 'Mật khẩu mới đang không trùng nhau',
  taxCode: 'Mã số thuế không đúng định dạng!',
  supplierName: 'Tên nhà cung cấp tối đa 50 ký tự, chỉ gồm chữ cái, khoảng trắng và dấu gạch ngang!',
  ownerName: 'Tên chủ sở hữu tối đa 50 ký tự, chỉ gồm chữ cái và khoảng trắng!',
  email: 'Email không đúng định dạng!',
  businessLicense: 'Vui lòng tải lên giấy phép đăng ký kinh doanh!',
  introducerName: 'Tên người giới thiệu tối đa 50 ký tự, không chứa số hoặc ký tự đặc biệt!',
  username: 'Tên đăng nhập từ 3 đến 50 ký tự, chỉ gồm chữ cái không dấu, số, dấu chấm, gạch dưới và gạch ngang!',
  textTooLong: 'Nội dung quá dài!',
  fileType: (file: string) => `Định dạng file không được hỗ trợ: ${file}`,
  fileSize: (file: string, sizeMb: string, limitMb: number) => `File ${file} có dung lượng ${sizeMb} MB, vượt quá giới hạn ${limitMb} MB!`,
  fileEmpty: (file: string) => `File ${file} không có nội dung!`,
  fileName: 'Tên file không hợp lệ!',
  uploadHint: (extensions: string, maxMb: number, maxFiles: number) =>
    `Chấp nhận: ${extensions}; tối đa ${maxMb} MB mỗi file, tối đa ${maxFiles} file`,
  tooManyFiles: (max: number) => `Chỉ được tải lên tối đa ${max} file!`,
  fileUnsafe: (file: string) => `File ${file} chứa nội dung không an toàn (mã script hoặc liên kết ngoài)!`,
  // Server answers
  loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng!',
  accountPending: 'Tài khoản đang chờ phê duyệt. Vui lòng liên hệ quản trị viên.',
  accountLocked: 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên.',
  accountRejected: 'Đăng ký tài khoản chưa được chấp thuận. Vui lòng xem email hoặc liên hệ quản trị viên.',
  loginSuccess: 'Đăng nhập thành công',
  logoutSuccess: 'Đăng xuất thành công',
  registerSuccess: 'Đăng ký thành công. Tài khoản sẽ được kích hoạt sau khi được phê duyệt.',
  usernameTaken: 'Tên đăng nhập đã tồn tại!',
  emailTaken: 'Email đã được sử dụng!',
  taxCodeTaken: 'Mã số thuế đã được đăng ký!',
  otpSent: `Mã OTP đã được gửi. Mã có hiệu lực trong ${OTP_MINUTES} phút.`,
  otpInvalid: 'Mã OTP không đúng!',
  otpExpired: 'Mã OTP đã hết hạn. Vui lòng yêu cầu mã mới.',
  otpTooManyTries: 'Bạn đã nhập sai mã OTP quá số lần cho phép. Vui lòng yêu cầu mã mới.',
  otpVerified: 'Xác thực OTP thành công',
  resetTokenInvalid: 'Phiên đặt lại mật khẩu không hợp lệ hoặc đã hết hạn!',
  resetSuccess: 'Đặt lại mật khẩu thành công',
  accountNotFound: 'Không tìm thấy tài khoản với thông tin đã nhập!',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng!',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại!',
  changePasswordSuccess: 'Đổi mật khẩu thành công. Vui lòng đăng nhập lại.',
  profileUpdated: 'Cập nhật thành công',
  unauthorized: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  // The generic answers are the status defaults, named here for the code that throws them.
  badRequest: STATUS_MESSAGES[400],
  /** A list's page or page size that is not a whole number in range. */
  badPage: 'Trang không hợp lệ!',
  badPageSize: 'Số dòng không hợp lệ!',
  forbidden: STATUS_MESSAGES[403],
  notFound: STATUS_MESSAGES[404],
  conflict: STATUS_MESSAGES[409],
  businessRule: STATUS_MESSAGES[422],
  tooManyAttempts: STATUS_MESSAGES[429],
  serverError: STATUS_MESSAGES[500],
  unavailable: STATUS_MESSAGES[503],
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn!',
  /** A full disk or database volume (507): nothing of the request was kept. */
  storageFull: 'Máy chủ đã hết dung lượng lưu trữ, dữ liệu chưa được lưu. Vui lòng thử lại sau hoặc báo cho quản trị viên.',
  unsupportedMedia: 'Định dạng dữ liệu không được hỗ trợ!',
  invalidChars: 'Dữ liệu chứa ký tự không hợp lệ!',
  province: 'Vui lòng chọn tỉnh/thành phố trong danh sách!',
  renameSameName: 'Tên mới trùng với tên hiện tại!',
  renamePending: 'Đã có một yêu cầu đổi tên đang chờ duyệt!',
  renameRequested: 'Đã gửi yêu cầu đổi tên, vui lòng chờ phê duyệt.',
  accountAlreadyActive: 'Tài khoản đã được kích hoạt từ trước!',
  accountApproved: 'Đã phê duyệt tài khoản',
  footerKey: 'Khóa không hợp lệ!',
  footerValueTooLong: 'Nội dung tối đa 500 ký tự!',
  footerValueMarkup: 'Nội dung không được chứa thẻ HTML!',
  footerValueLink: 'Liên kết không hợp lệ!',
  footerUpdated: 'Đã cập nhật chân trang',
  footerEmpty: 'Chưa có mục chân trang nào để cập nhật!',
  footerOwnerKey: 'Mục này lấy từ Thông tin đơn vị: sửa ở trang Thông tin đơn vị!',
  date: 'Ngày không hợp lệ!',
  dateTime: 'Ngày giờ không hợp lệ!',
  operatorRole: 'Vui lòng chọn vai trò!',
  registrationRejected: 'Đã từ chối đăng ký',
  registrationNotPending: 'Đăng ký này không còn chờ duyệt!',
  partnerLocked: 'Đã khóa đối tác',
  partnerUnlocked: 'Đã mở khóa đối tác',
  partnerNotActive: 'Chỉ khóa được đối tác đang hoạt động!',
  partnerNotLocked: 'Đối tác không bị khóa!',
  partnerNoAccount: 'Đối tác chưa có tài khoản!',
  resetLinkSent: 'Đã gửi email đặt lại mật khẩu',
  renameApproved: 'Đã duyệt yêu cầu đổi tên',
  renameRejected: 'Đã từ chối yêu cầu đổi tên',
  requestAlreadyDecided: 'Yêu cầu đã được xử lý!',
  operatorCreated: 'Đã tạo tài khoản quản trị',
  operatorUpdated: 'Đã cập nhật tài khoản quản trị',
  operatorCannotLockSelf: 'Không thể tự khóa hoặc đổi vai trò của chính mình!',
  lastAdministrator: 'Phải còn ít nhất một quản trị viên đang hoạt động!',
} as const;

/** What the portal sends by e-mail or SMS: one template per kind of mail (mail.ts), the OTP where the words take it. */
export const OUTGOING = {
  registrationApprovedSubject: 'Tài khoản đối tác đã được phê duyệt',
  registrationApproved: (name: string, username: string, loginUrl: string): MailContent => ({
    kind: 'registration-approved',
    subject: OUTGOING.registrationApprovedSubject,
    blocks: [
      mailBlock.paragraph(MAIL_TEXT.greeting(name)),
      mailBlock.paragraph(`Tài khoản ${username} trên Cổng đối tác đã được phê duyệt. Bạn có thể đăng nhập ngay.`),
      mailBlock.link('Đăng nhập', loginUrl),
    ],
  }),
  registrationRejectedSubject: 'Đăng ký đối tác chưa được chấp thuận',
  registrationRejected: (name: string, reason: string): MailContent => ({
    kind: 'registration-rejected',
    subject: OUTGOING.registrationRejectedSubject,
    blocks: [
      mailBlock.paragraph(MAIL_TEXT.greeting(name)),
      mailBlock.paragraph('Đăng ký của bạn trên Cổng đối tác chưa được chấp thuận.'),
      mailBlock.facts([['Lý do', reason]]),
      mailBlock.paragraph('Vui lòng liên hệ bộ phận chăm sóc đối tác nếu cần hỗ trợ.'),
    ],
  }),
  resetLinkSubject: 'Đặt lại mật khẩu Cổng đối tác',
  resetLink: (username: string, url: string, hours: number): MailContent => ({
    kind: 'reset-link',
    subject: OUTGOING.resetLinkSubject,
    blocks: [
      mailBlock.paragraph(
        `Tài khoản ${username}: bộ phận quản trị đã gửi cho bạn liên kết đặt lại mật khẩu, có hiệu lực trong ${hours} giờ.`,
      ),
      mailBlock.link('Đặt lại mật khẩu', url),
      mailBlock.paragraph('Nếu bạn không yêu cầu, hãy bỏ qua email này.'),
    ],
  }),
  personnelInviteSubject: 'Tài khoản nhân sự trên Cổng đối tác',
  personnelInvite: (
    fullName: string,
    partnerName: string,
    username: string,
    url: string,
    hours: number,
    loginUrl: string,
  ): MailContent => ({
    kind: 'staff-invite',
    subject: OUTGOING.personnelInviteSubject,
    blocks: [
      mailBlock.paragraph(MAIL_TEXT.greeting(fullName)),
      mailBlock.paragraph(
        `${partnerName} đã tạo cho bạn tài khoản nhân sự ${username} trên Cổng đối tác. Vui lòng đặt mật khẩu qua liên kết dưới đây (có hiệu lực trong ${hours} giờ, chỉ dùng được một lần).`,
      ),
      mailBlock.link('Đặt mật khẩu', url),
      mailBlock.paragraph(`Sau đó đăng nhập với tên đăng nhập ${username}.`),
      mailBlock.link('Đăng nhập', loginUrl),
      mailBlock.paragraph('Nếu bạn không biết về tài khoản này, hãy bỏ qua email này.'),
    ],
  }),
  resetOtpSubject: 'Mã OTP đặt lại mật khẩu',
  resetOtp: (username: string, otp: string): MailContent => ({
    kind: 'reset-otp',
    subject: OUTGOING.resetOtpSubject,
    blocks: [
      mailBlock.paragraph(`Mã OTP đặt lại mật khẩu của tài khoản ${username} là:`),
      mailBlock.code(otp),
      mailBlock.paragraph(`Mã có hiệu lực trong ${OTP_MINUTES} phút. Không chia sẻ mã này cho bất kỳ ai.`),
    ],
  }),
  /** The same by SMS: one line. */
  resetOtpSmsSubject: 'OTP',
  resetOtpSms: (username: string, otp: string): MailContent => ({
    kind: 'reset-otp',
    subject: OUTGOING.resetOtpSmsSubject,
    blocks: [
      mailBlock.paragraph(
        `Mã OTP đặt lại mật khẩu của tài khoản ${username} là ${otp}. Mã có hiệu lực trong ${OTP_MINUTES} phút. Không chia sẻ mã này cho bất kỳ ai.`,
      ),
    ],
  }),
} as const;

/** What the server and its command-line tools tell the person who runs them. */
export const SERVER_TEXT = {
  apiTitle: 'Cổng đối tác — API',
  apiDescription: 'API của cổng đối tác (đối tác và quản trị).',
  mailFrom: 'Cổng đối tác <no-reply@localhost>',
  dataDirBusy: (dataDir: string, pid: number | string) =>
    `Thư mục dữ liệu ${dataDir} đang được một máy chủ khác sử dụng (PID ${pid}). Dừng máy chủ đó hoặc đặt DATA_DIR khác.`,
  systemUserNoAccess: (user: string, target: string) =>
    `Người dùng hệ thống "${user}" không truy cập được ${target}. Khi chạy bằng root, hãy đặt dự án và DATA_DIR ở thư mục mà mọi người dùng đi qua được (ví dụ /srv, /opt hoặc /work), hoặc chạy bằng một người dùng thường.`,
  cliUsage:
    'Cách dùng: npm run admin -- create-operator <tên đăng nhập> --role <vai trò> --email <địa chỉ> | approve <tên đăng nhập> | import-locations <tệp.csv> | backup <thư mục> | restore <thư mục> [--force]',
  cliOperatorUsage: (roles: readonly string[]) =>
    `Cách dùng: npm run admin -- create-operator <tên đăng nhập> --role <vai trò> --email <địa chỉ>\nVai trò: ${roles.join(', ')}.`,
  cliOperatorExists: (username: string) => `Đã có nhân viên quản trị với tên đăng nhập ${username}; không tạo thêm.`,
  cliOperatorCreated: (username: string, role: string, url: string, hours: number) =>
    `Đã tạo nhân viên quản trị ${username} (${role}). Mở liên kết sau để đặt mật khẩu (có hiệu lực trong ${hours} giờ, chỉ dùng được một lần):\n${url}`,
  noAdministrator:
    'Chưa có quản trị viên nào đang hoạt động nên chưa ai đăng nhập được trang quản trị. Tạo quản trị viên đầu tiên: npm run admin -- create-operator <tên đăng nhập> --role administrator --email <địa chỉ>',
  cliApproved: (username: string) => `Đã phê duyệt tài khoản ${username}.`,
  cliAlreadyActive: (username: string) => `Tài khoản ${username} đã được kích hoạt từ trước.`,
  cliNotFound: (username: string) => `Không tìm thấy tài khoản ${username}.`,
  // A production start (NODE_ENV=production): what stops it, one line each, and what it only warns about.
  productionRefused: 'Máy chủ không khởi động ở chế độ production vì:',
  productionPublicUrlMissing: 'Chưa đặt PUBLIC_URL (địa chỉ https mà đối tác mở, dùng trong liên kết của email).',
  productionPublicUrlNotHttps: (url: string) => `PUBLIC_URL phải bắt đầu bằng https:// (đang là ${url}).`,
  productionDemoAccounts: (usernames: readonly string[]) =>
    `Cơ sở dữ liệu còn tài khoản dữ liệu mẫu (${usernames.join(', ')}) với mật khẩu ai cũng biết: dùng một cơ sở dữ liệu mới, hoặc xóa các tài khoản này.`,
  productionWebBuildMissing: 'Chưa có bản dựng giao diện web (apps/web/dist): chạy npm run build.',
  productionWebBuildDevelopment: (mode: string) =>
    `Bản dựng giao diện web là bản ${mode}, không phải production: chạy lại npm run build (không kèm --mode).`,
  productionNoSmtp:
    'Chưa đặt SMTP_URL: email (mã OTP, thông báo, liên kết đặt mật khẩu) sẽ nằm chờ trong hộp thư đi (bảng outbox) và chỉ được gửi khi đặt SMTP_URL.',
  productionTrustProxy: (header: string) =>
    `Yêu cầu đến qua proxy (có header ${header}) nhưng chưa đặt TRUST_PROXY: máy chủ thấy địa chỉ của proxy thay cho địa chỉ người dùng (giới hạn đăng nhập, nhật ký). Đặt TRUST_PROXY là địa chỉ của proxy.`,
  // Readiness (`/api/health/ready`): which part is not ready, keyed `database`, `queue`, `server` in `errors`.
  readyDatabase: 'Cơ sở dữ liệu không phản hồi.',
  readyQueue: 'Hàng đợi công việc nền chưa sẵn sàng.',
  readyDraining: 'Máy chủ đang dừng, không nhận yêu cầu mới.',
  // `/metrics`
  metricsToken: 'Thiếu hoặc sai mã truy cập số liệu giám sát (METRICS_TOKEN).',
  metricsLoopbackOnly: 'Số liệu giám sát chỉ đọc được từ chính máy chủ khi chưa đặt METRICS_TOKEN.',
  // The scheduled backup (`system.backup`): the e-mail every active administrator gets when a run fails.
  backupFailedSubject: 'Sao lưu tự động thất bại',
  backupFailed: (startedAt: string, location: string, error: string, deskUrl: string): MailContent => ({
    kind: 'backup-failed',
    subject: SERVER_TEXT.backupFailedSubject,
    blocks: [
      mailBlock.paragraph(`Bản sao lưu tự động bắt đầu lúc ${startedAt} vào ${location} đã thất bại:`),
      mailBlock.quote(error),
      mailBlock.paragraph('Các bản sao lưu cũ vẫn được giữ nguyên. Xem lịch sử sao lưu và thử lại tại trang Hàng đợi công việc.'),
      mailBlock.link('Mở trang Hàng đợi công việc', deskUrl),
      mailBlock.paragraph('Cách khôi phục: docs/operations.md, mục "Backup and restore".'),
    ],
  }),
} as const;
