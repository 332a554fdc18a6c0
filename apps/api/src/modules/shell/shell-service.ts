import type { Footer, FooterUpdateBody } from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './shell-repository.ts';

/** 200 once the database answers (load balancers' health check); 503 otherwise. */
export async function health(deps: AppDeps): Promise<{ status: 'ok' }> {
  try {
    await repo.ping(deps.db);
  } catch {
    throw new AppError('unavailable');
  }
  return { status: 'ok' };
}

export const getFooter = (deps: AppDeps): Promise<Footer> => repo.readFooter(deps.db);

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
    if (!keys.length) return before;
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
    return after;
  });
}
