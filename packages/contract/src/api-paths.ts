const COLLABORATOR = '/api/partner/v1/collaborator';

/** API paths, written once; the web client and the tests build URLs from these. */
export const apiPaths = {
  /** The company area (spec 3 §7; spec 2 §7 company variant): `/api/partner/v1/company/…`. */
  companies: {
    subUnits: '/api/partner/v1/company/sub-units/list',
    subUnit: (id: string) => `/api/partner/v1/company/sub-units/detail/${id}`,
    subUnitRename: (id: string) => `/api/partner/v1/company/sub-units/detail/${id}/rename`,
    contracts: '/api/partner/v1/company/contract/list',
    contractOptions: '/api/partner/v1/company/contract/option-fields',
    contractTypes: '/api/partner/v1/company/contract/list-contract-type',
    contract: (id: string) => `/api/partner/v1/company/contract/detail/${id}`,
    contractFile: (id: string) => `/api/partner/v1/company/contract/detail/${id}/file`,
    reportChart: (id: string) => `/api/partner/v1/company/contract/report-chart/${id}`,
    employees: (id: string) => `/api/partner/v1/company/contract/detail/${id}/contract-employees`,
    importEmployees: '/api/partner/v1/company/contract/import-company-employees',
    importErrors: (importId: string) => `/api/partner/v1/company/contract/import-company-employees/${importId}/errors`,
    exportExample: '/api/partner/v1/company/contract/export-example',
    progressContracts: '/api/partner/v1/company/contract/list-progress-contract',
    groups: '/api/partner/v1/company/contract-group/list',
    groupOptions: '/api/partner/v1/company/contract-group/option-fields',
    createGroup: '/api/partner/v1/company/contract-group/create',
    group: (id: string) => `/api/partner/v1/company/contract-group/detail/${id}`,
    groupContracts: (id: string) => `/api/partner/v1/company/contract-group/detail/${id}/contracts`,
    createAppointment: '/api/partner/v1/company/contract-appointment-schedule/create',
    lastAppointments: '/api/partner/v1/company/contract-appointment-schedule/list-last-appointment',
    packageServices: '/api/partner/v1/company/exam-package/service-list',
    packageCategories: '/api/partner/v1/company/exam-package/category-list',
    packageFilterOptions: '/api/partner/v1/company/exam-package/filter-options',
    package: (id: string) => `/api/partner/v1/company/exam-package/detail/${id}`,
    packageServiceFilterOptions: '/api/partner/v1/company/exam-package/service/filter-options',
    /** Public: anyone reads the catalogue. */
    publicPackages: '/api/partner/exam-package/list',
  },

  /** Collaborator medical orders (spec 3 §7): `/api/partner/v1/collaborator/…`. */
  orders: {
    create: `${COLLABORATOR}/medical-order/create`,
    list: `${COLLABORATOR}/medical-order/list`,
    report: `${COLLABORATOR}/medical-order/report`,
    locations: `${COLLABORATOR}/medical-order/locations`,
    optionFields: `${COLLABORATOR}/medical-order/option-fields`,
    filterOptions: `${COLLABORATOR}/medical-order/filter-options`,
    services: `${COLLABORATOR}/medical-order/services`,
    detail: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}`,
    cancel: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}/cancel`,
    request: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}/request`,
    patient: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}/patient`,
    progressLink: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}/progress-link`,
    resultFile: (id: string) => `${COLLABORATOR}/medical-order/detail/${id}/result-file`,
    progressList: `${COLLABORATOR}/progress-medical-order/list`,
    /** The public progress page's data (no login; the token is the order's unguessable link). */
    publicProgress: (token: string) => `/api/partner/progress/${token}`,
  },
  /** A collaborator's consulting unit prices (/don-gia-tu-van) and its monthly report (/bao-cao). */
  consulting: {
    prices: `${COLLABORATOR}/consulting-price/list`,
    report: `${COLLABORATOR}/report/monthly`,
  },
  metrics: '/metrics',
  version: '/version.json',
  /** Collaborators' money (spec 3 §7 'Debt'): `/api/partner/v1/collaborator/…`. */
  debts: {
    /** Letters, reports, answers, extensions, reminders and payments as one timeline. */
    timeline: `${COLLABORATOR}/debt-timeline`,
  },
  /** Debt confirmation letters (spec 3 §7). */
  debtLetters: {
    list: `${COLLABORATOR}/debt-confirmation-letter/list`,
    options: `${COLLABORATOR}/debt-confirmation-letter/options`,
    detail: (id: string) => `${COLLABORATOR}/debt-confirmation-letter/detail/${id}`,
    /** The letter as a PDF record (biên bản đối chiếu công nợ). */
    pdf: (id: string) => `${COLLABORATOR}/debt-confirmation-letter/detail/${id}/pdf`,
    /** The file attached to the answer. */
    file: (id: string) => `${COLLABORATOR}/debt-confirmation-letter/detail/${id}/file`,
    confirm: (id: string) => `${COLLABORATOR}/debt-confirmation-letter/confirm/${id}`,
  },
  /** Monthly deferred-payment reports (spec 3 §7). */
  deferredPayments: {
    list: `${COLLABORATOR}/deferred-payment/list`,
    chart: `${COLLABORATOR}/deferred-payment/chart`,
    options: `${COLLABORATOR}/deferred-payment/options`,
    detail: (id: string) => `${COLLABORATOR}/deferred-payment/detail/${id}`,
    confirm: (id: string) => `${COLLABORATOR}/deferred-payment/${id}/confirm`,
    extensionRequest: (id: string) => `${COLLABORATOR}/deferred-payment/${id}/extension-request`,
    /** An invoice, the document set or an extension's file of one of the collaborator's reports. */
    file: (fileId: string) => `${COLLABORATOR}/deferred-payment/file/${fileId}`,
  },
  admin: {
    /** The company desk. */
    companies: '/api/admin/companies',
    company: (id: string) => `/api/admin/companies/${id}`,
    companySubUnits: (id: string) => `/api/admin/companies/${id}/sub-units`,
    companyContracts: '/api/admin/companies/contracts',
    companyContract: (id: string) => `/api/admin/companies/contracts/${id}`,
    companyContractFile: (id: string) => `/api/admin/companies/contracts/${id}/file`,
    companyEmployees: (id: string) => `/api/admin/companies/contracts/${id}/employees`,
    companyEmployee: (id: string, employeeId: string) => `/api/admin/companies/contracts/${id}/employees/${employeeId}`,
    companyExamStates: (id: string) => `/api/admin/companies/contracts/${id}/employees/exam-state`,
    companyRosterImport: (id: string) => `/api/admin/companies/contracts/${id}/roster/import`,
    companyRosterErrors: (id: string, importId: string) => `/api/admin/companies/contracts/${id}/roster/imports/${importId}/errors`,
    companyRosterTemplate: '/api/admin/companies/roster-template',
    companyGroups: '/api/admin/companies/groups',
    companyGroup: (id: string) => `/api/admin/companies/groups/${id}`,
    companyAppointments: '/api/admin/companies/appointments',
    companyAppointmentConfirm: (id: string) => `/api/admin/companies/appointments/${id}/confirm`,
    companyAppointmentReschedule: (id: string) => `/api/admin/companies/appointments/${id}/reschedule`,
    examPackages: '/api/admin/companies/exam-packages',
    examPackage: (id: string) => `/api/admin/companies/exam-packages/${id}`,
    examCategories: '/api/admin/companies/exam-categories',
    examCategory: (id: string) => `/api/admin/companies/exam-categories/${id}`,
    examServices: '/api/admin/companies/exam-services',
    examService: (id: string) => `/api/admin/companies/exam-services/${id}`,
    /** The order desk. */
    orders: '/api/admin/orders',
    orderOptions: '/api/admin/orders/option-fields',
    order: (id: string) => `/api/admin/orders/${id}`,
    orderStatus: (id: string) => `/api/admin/orders/${id}/status`,
    orderProgress: (id: string) => `/api/admin/orders/${id}/progress`,
    orderResult: (id: string) => `/api/admin/orders/${id}/result`,
    orderResultFile: (id: string) => `/api/admin/orders/${id}/result-file`,
    catalogue: '/api/admin/orders/catalogue',
    catalogueEntry: (id: string) => `/api/admin/orders/catalogue/${id}`,
    facilities: '/api/admin/orders/facilities',
    facility: (id: string) => `/api/admin/orders/facilities/${id}`,
    // the accounts desk (collaborators' money): one collaborator's timeline
    debtTimeline: (partnerId: string) => `/api/admin/debts/partners/${partnerId}/timeline`,
    // the accounts desk: debt letters
    debtLetters: '/api/admin/debts/letters',
    debtLetterOptions: '/api/admin/debts/letters/options',
    debtLetterDraft: '/api/admin/debts/letters/draft',
    debtLetter: (id: string) => `/api/admin/debts/letters/${id}`,
    debtLetterCorrect: (id: string) => `/api/admin/debts/letters/${id}/correct`,
    debtLetterPdf: (id: string) => `/api/admin/debts/letters/${id}/pdf`,
    debtLetterFile: (id: string) => `/api/admin/debts/letters/${id}/file`,
    // the accounts desk: monthly reports, extensions, payments, reminders and the bank account
    debtReports: '/api/admin/debts/reports',
    debtReportOptions: '/api/admin/debts/reports/options',
    debtReportsBuild: '/api/admin/debts/reports/build',
    debtReport: (id: string) => `/api/admin/debts/reports/${id}`,
    debtReportSend: (id: string) => `/api/admin/debts/reports/${id}/send`,
    debtReportPay: (id: string) => `/api/admin/debts/reports/${id}/pay`,
    /** Invoices ('Hóa đơn') or the document set ('Bộ hồ sơ') of a report. */
    debtReportFiles: (id: string, kind: 'invoice' | 'document') =>
      `/api/admin/debts/reports/${id}/${kind === 'invoice' ? 'invoices' : 'documents'}`,
    debtReportFileRemove: (id: string, fileId: string) => `/api/admin/debts/reports/${id}/file/${fileId}`,
    debtReportFile: (fileId: string) => `/api/admin/debts/report-files/${fileId}`,
    debtExtensionDecide: (extensionId: string) => `/api/admin/debts/extensions/${extensionId}/decide`,
    debtSettings: '/api/admin/debts/settings',
  },
} as const;
