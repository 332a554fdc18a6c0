import { copyrightLine, type Footer, type FooterUpdateBody, MSG, type Organization, SERVER_TEXT, vietnamToday } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, Lifecycle } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { within } from '../../lib/within.ts';
import * as audit from '../audit/audit-service.ts';
import { readOrganization } from '../organization/organization-service.ts';
import * as repo from './shell-repository.ts';

/** How long readiness waits for each part: a database that takes longer is as good as down to a balancer. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Readiness (load balancers): 200 when the database answers and the job queue runs with its schema
 * reachable, each within 2 s; otherwise 503 naming the part that failed in `errors` (`database`,
 * `queue`), and at once from the moment the server begins to shut down (`server`).
 */
export async function readiness(deps: AppDeps, lifecycle: Lifecycle): Promise<{ status: 'ok' }> {
  if (lifecycle.draining) throw new AppError('unavailable', MSG.unavailable, { server: [SERVER_TEXT.readyDraining] });
  const [database, queue] = await Promise.allSettled([
    within(repo.ping(deps.db), READY_TIMEOUT_MS),
    within(deps.jobs.check(), READY_TIMEOUT_MS),
  ]);
  const errors: FieldErrors = {};
  if (database.status === 'rejected') errors.database = [SERVER_TEXT.readyDatabase];
  if (queue.status === 'rejected') errors.queue = [SERVER_TEXT.readyQueue];
  if (Object.keys(errors).length) throw new AppError('unavailable', MSG.unavailable, errors);
  return { status: 'ok' };
}

/**
 * The owner's block of the footer, from 'Thông tin đơn vị' (not the footer desk): the header's and the
 * footer's hotline, the support address, the copyright line, and the company block (name, tax code,
 * address, logo). Empty keys are left out, as the footer leaves out what its desk did not set.
 */
function ownerBlock(owner: Organization): Footer {
  const block: Record<string, string> = {
    headerHotlinePhone: owner.hotline,
    supportPhone: owner.hotline,
    supportEmail: owner.supportEmail,
    copyright: copyrightLine(owner.legalName, Number(vietnamToday().slice(0, 4))),
    companyName: owner.legalName,
    companyShortName: owner.shortName,
    companyTaxCode: owner.taxCode,
    companyAddress: owner.address,
    companyLogo: owner.logoUrl ?? '',
  };
  return Object.fromEntries(Object.entries(block).filter(([, value]) => value));
}

const withOwner = async (db: Executor, footer: Footer): Promise<Footer> => ({ ...footer, ...ownerBlock(await readOrganization(db)) });

export const getFooter = async (deps: AppDeps): Promise<Footer> => withOwner(deps.db, await repo.readFooter(deps.db));

/**
 * Sets the given footer keys (values already checked by the contract) and answers the whole
 * footer. Only the keys whose value changes are written and audited; a call that changes
 * nothing writes nothing, not even an audit entry.
 */
export async function updateFooter(deps: AppDeps, actor: Actor, values: FooterUpdateBody): Promise<Footer> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.readFooter(tx);
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => before[key] === undefined || String(before[key]) !== value),
    );
    const keys = Object.keys(changed);
    if (!keys.length) return withOwner(tx, before);
    await repo.upsertFooter(tx, changed);
    const after = await repo.readFooter(tx);
    await audit.record(tx, actor, {
      objectType: 'footer',
      objectId: 'footer',
      action: 'update',
      summary: keys.join(', '),
      before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
      after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
    });
    return withOwner(tx, after);
  });
}
