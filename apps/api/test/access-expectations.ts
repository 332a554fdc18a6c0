/**
 * What every caller gets from every route: written by hand, never computed from the routes'
 * declarations, so that a route declared wrongly (public by mistake, the wrong type, a sub-user
 * let through) fails the access matrix until someone changes this table on purpose.
 *
 * One row per concrete call; `:type` is spelled out, and an `:id` is a placeholder:
 *   {own}     an object of the caller's own partner (for anonymous and operators: ncc_demo's)
 *   {other}   an object of another partner (ncc_demo2's; for ncc_demo2, ncc_demo's)
 *   {partner} the partner id of ncc_demo (an active partner); {partnerFile} a licence file of it
 *   {pending} the partner id of the registration waiting in the demo data (ncc_cho_duyet)
 *   {operator} the account id of admin_demo; {missing} an id nothing has
 * Writes are sent with an empty JSON body, so an allowed write usually answers 400 (its rules),
 * 415 (a multipart call) or 422; GETs answer 200. A new route fails the matrix until it has rows here.
 */
export const CALLERS = [
  'anonymous',
  'ctv_demo',
  'dn_demo',
  'dn_demo_sub',
  'ncc_demo',
  'ncc_demo2',
  'admin_demo', // administrator
  'qt_dauthau', // tender officer
  'qt_cskh', // customer care
  'qt_ketoan', // accountant
  'qt_noidung', // content editor
] as const;
export type CallerName = (typeof CALLERS)[number];

type Row = readonly [call: string, ...statuses: number[]];

// biome-ignore format: a table is read in columns
export const EXPECTED: readonly Row[] = [
  //                                                                 anon ctv  dn   dnSub ncc  ncc2 admin tender care acct content
  // shell
  ['GET /api/health',                                                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  ['GET /api/ping',                                                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  ['GET /api/partner/footer/list',                                    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  // the popup banner: anyone asks, a partner's token picks the audience (others get data: null)
  ['GET /api/partner/popup/current',                                  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  // partner sign-in, registration, password reset: anyone
  ['POST /api/partner/collaborator/auth/login',                       400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/company/auth/login',                            400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/provider/auth/login',                           400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/collaborator/auth/register',                    415, 415, 415, 415, 415, 415, 415, 415, 415, 415, 415],
  ['POST /api/partner/company/auth/register',                         415, 415, 415, 415, 415, 415, 415, 415, 415, 415, 415],
  ['POST /api/partner/provider/auth/register',                        415, 415, 415, 415, 415, 415, 415, 415, 415, 415, 415],
  ['POST /api/partner/collaborator/auth/forgot-password',             400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/company/auth/forgot-password',                  400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/provider/auth/forgot-password',                 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/collaborator/auth/verify-password-otp',         400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/company/auth/verify-password-otp',              400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/provider/auth/verify-password-otp',             400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/collaborator/auth/reset-password',              400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/company/auth/reset-password',                   400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  ['POST /api/partner/provider/auth/reset-password',                  400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  // a partner's own profile: only its own type; renaming is the main account's
  ['GET /api/partner/v1/collaborator/profile',                        401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile',                             401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile',                            401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/collaborator/profile',                        401, 400, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/company/profile',                             401, 403, 400, 400, 403, 403, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/provider/profile',                            401, 403, 403, 403, 400, 400, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/collaborator/profile/rename',                 401, 400, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/company/profile/rename',                      401, 403, 400, 403, 403, 403, 403, 403, 403, 403, 403],
  ['PUT /api/partner/v1/provider/profile/rename',                     401, 403, 403, 403, 400, 400, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/collaborator/profile/check-request',          401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile/check-request',               401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile/check-request',              401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/collaborator/profile/option-fields',          401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile/option-fields',               401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile/option-fields',              401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/collaborator/profile/license-files',          401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile/license-files',               401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile/license-files',              401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/collaborator/profile/license-files/{own}',    401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile/license-files/{own}',         401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile/license-files/{own}',        401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/collaborator/profile/license-files/{other}',  401, 404, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/company/profile/license-files/{other}',       401, 403, 404, 404, 403, 403, 403, 403, 403, 403, 403],
  ['GET /api/partner/v1/provider/profile/license-files/{other}',      401, 403, 403, 403, 404, 404, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/collaborator/profile/logout',                401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/company/profile/logout',                     401, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/provider/profile/logout',                    401, 403, 403, 403, 200, 200, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/collaborator/profile/change-password',       401, 400, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/company/profile/change-password',            401, 403, 400, 400, 403, 403, 403, 403, 403, 403, 403],
  ['POST /api/partner/v1/provider/profile/change-password',           401, 403, 403, 403, 400, 400, 403, 403, 403, 403, 403],
  // operators only
  ['POST /api/admin/auth/login',                                      400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
  // every operator: its own session and the dashboard
  ['POST /api/admin/auth/logout',                                     401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 200],
  ['GET /api/admin/me',                                               401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 200],
  ['POST /api/admin/me/change-password',                              401, 403, 403, 403, 403, 403, 400, 400, 400, 400, 400],
  ['GET /api/admin/dashboard',                                        401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 200],
  // partner desk: everyone but the content editor reads it; administrators and customer care act
  ['GET /api/admin/partners',                                         401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 403],
  ['GET /api/admin/partners/{partner}',                               401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 403],
  ['GET /api/admin/partners/{partner}/files/{partnerFile}',           401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 403],
  ['POST /api/admin/partners/{partner}/approve',                      401, 403, 403, 403, 403, 403, 422, 403, 422, 403, 403],
  ['POST /api/admin/partners/{partner}/reject',                       401, 403, 403, 403, 403, 403, 400, 403, 400, 403, 403],
  ['POST /api/admin/partners/{pending}/lock',                         401, 403, 403, 403, 403, 403, 422, 403, 422, 403, 403],
  ['POST /api/admin/partners/{partner}/unlock',                       401, 403, 403, 403, 403, 403, 422, 403, 422, 403, 403],
  ['POST /api/admin/partners/{partner}/password-reset',               401, 403, 403, 403, 403, 403, 200, 403, 200, 403, 403],
  ['GET /api/admin/rename-requests',                                  401, 403, 403, 403, 403, 403, 200, 200, 200, 200, 403],
  ['POST /api/admin/rename-requests/{missing}/approve',               401, 403, 403, 403, 403, 403, 404, 403, 404, 403, 403],
  ['POST /api/admin/rename-requests/{missing}/reject',                401, 403, 403, 403, 403, 403, 400, 403, 400, 403, 403],
  // content: administrators and the content editor
  ['PUT /api/admin/footer',                                           401, 403, 403, 403, 403, 403, 200, 403, 403, 403, 200],
  ['GET /api/admin/popup',                                            401, 403, 403, 403, 403, 403, 200, 403, 403, 403, 200],
  ['PUT /api/admin/popup',                                            401, 403, 403, 403, 403, 403, 400, 403, 403, 403, 400],
  // operator accounts and the audit trail: administrators only
  ['GET /api/admin/operators',                                        401, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403],
  ['POST /api/admin/operators',                                       401, 403, 403, 403, 403, 403, 400, 403, 403, 403, 403],
  ['PUT /api/admin/operators/{operator}',                             401, 403, 403, 403, 403, 403, 400, 403, 403, 403, 403],
  ['GET /api/admin/audit',                                            401, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403],
  // the tender desk: reads for tender officers, accountants and administrators, writes for tender officers and administrators;
  // a bid post's id is a number, so {missing} (not one) answers 400 to those let in
  ['GET /api/admin/tenders',                                          401, 403, 403, 403, 403, 403, 200, 200, 403, 200, 403],
  ['POST /api/admin/tenders',                                         401, 403, 403, 403, 403, 403, 415, 415, 403, 403, 403],
  ['GET /api/admin/tenders/categories',                               401, 403, 403, 403, 403, 403, 200, 200, 403, 200, 403],
  ['POST /api/admin/tenders/categories',                              401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['PUT /api/admin/tenders/categories/{missing}',                     401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['GET /api/admin/tenders/files/{missing}',                          401, 403, 403, 403, 403, 403, 404, 404, 403, 404, 403],
  ['GET /api/admin/tenders/submissions/{missing}',                    401, 403, 403, 403, 403, 403, 404, 404, 403, 404, 403],
  ['POST /api/admin/tenders/submissions/{missing}/status',            401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['POST /api/admin/tenders/submissions/{missing}/requests',          401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['POST /api/admin/tenders/submissions/{missing}/clarifications',    401, 403, 403, 403, 403, 403, 415, 415, 403, 403, 403],
  ['POST /api/admin/tenders/requests/{missing}/reply',                401, 403, 403, 403, 403, 403, 415, 415, 403, 403, 403],
  ['GET /api/admin/tenders/{missing}',                                401, 403, 403, 403, 403, 403, 400, 400, 403, 400, 403],
  ['PUT /api/admin/tenders/{missing}',                                401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['DELETE /api/admin/tenders/{missing}',                             401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['POST /api/admin/tenders/{missing}/status',                        401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['POST /api/admin/tenders/{missing}/results',                       401, 403, 403, 403, 403, 403, 400, 400, 403, 403, 403],
  ['GET /api/admin/tenders/{missing}/submissions',                    401, 403, 403, 403, 403, 403, 400, 400, 403, 400, 403],
  ['GET /api/admin/tenders/{missing}/requests',                       401, 403, 403, 403, 403, 403, 400, 400, 403, 400, 403],
];
