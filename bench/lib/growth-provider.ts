import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { generators } from '../../apps/api/test/generate-data.ts';
import { MY_BIDS_PATH, PROVIDER_CONTRACT_LIST_PATH, REQUEST_LIST_PATH } from '../api.ts';
import type { GrowthCase } from './growth-cases.ts';

/**
 * The provider's lists as its data grows (`BENCH_ONLY=tendering`, `BENCH_ONLY=contracts`).
 *
 * tendering: ncc_demo's submissions, 10k → 100k → 1M, each on a tender of its own with one
 * clarification request (`generators.tenders`, without the history entries the lists do not read):
 * 'Thầu của tôi' as it opens and the request list as it opens, each page with its total from
 * trigger-kept counts. One provider with a million bids is far past any real one; it is the worst
 * case of the same index range read. The public bid-post list grows with it (a tender per bid).
 *
 * contracts: ncc_demo's contracts, 10k → 100k → 1M (`generators.providerContracts`, a supply and
 * every other one a payment progress entry): the contract list as it opens (page of 5 with the
 * latest progress of each and the total).
 */
export const providerGrowthCases: readonly GrowthCase[] = [
  {
    area: 'tendering',
    rows: 'submissions of ncc_demo',
    async grow(db: Db, from: number, to: number) {
      await generators.tenders(db, to - from, { history: false });
      await db.execute(sql`vacuum analyze bid_posts, bid_submissions, bid_requests, bid_submission_counts, bid_request_counts`);
    },
    lists: [
      { label: "'Thầu của tôi'", as: 'provider', path: MY_BIDS_PATH },
      { label: 'request list', as: 'provider', path: REQUEST_LIST_PATH },
    ],
  },
  {
    area: 'contracts',
    rows: 'contracts of ncc_demo',
    async grow(db: Db, from: number, to: number) {
      await generators.providerContracts(db, to - from);
      await db.execute(sql`vacuum analyze contracts, contract_progress, contract_counts`);
    },
    lists: [{ label: 'provider contract list', as: 'provider', path: PROVIDER_CONTRACT_LIST_PATH }],
  },
];
