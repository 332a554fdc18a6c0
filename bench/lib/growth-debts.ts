import { generators } from '../../apps/api/test/generate-data.ts';
import { DEBT_LETTER_LIST_PATH, DEBT_MONTHS, DESK_REPORT_LIST_PATH } from '../api.ts';
import type { GrowthCase } from './growth-cases.ts';

/**
 * Collaborators' money as it grows: debt letters 10k → 100k → 1M, a tenth of them ctv_demo's (its
 * 'Danh sách công nợ' as it opens: page 1 of 10 with the total); and beside them a generated
 * collaborator per 100 letters (100 → 1,000 → 10,000), each with DEBT_MONTHS monthly reports
 * (Sep–Nov 2019), so the accountant's list of one month (page 1 of 20 with the total) grows from
 * about a hundred reports to about ten thousand, the table from about 300 to 30,000. Both pages
 * should cost the same at every size: an index range read and a lookup of the kept counts.
 */
export const debtsGrowth: GrowthCase = {
  area: 'debts',
  rows: 'debt letters (a collaborator with 3 monthly reports per 100)',
  async grow(db, from, to) {
    await generators.debtLetters(db, { letters: to - from, username: 'ctv_demo' });
    await generators.monthlyReports(db, { months: DEBT_MONTHS, firstMonth: '2019-09', collaborators: (to - from) / 100 });
  },
  lists: [
    { label: "ctv_demo's debt letters", as: 'collaborator', path: DEBT_LETTER_LIST_PATH },
    { label: "accountant's reports of a month", as: 'operator', path: DESK_REPORT_LIST_PATH },
  ],
};
