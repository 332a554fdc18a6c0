import type { Footer, FooterUpdateBody } from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
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

/** Sets the given footer keys (values already checked by the contract) and answers the whole footer. */
export async function updateFooter(deps: AppDeps, values: FooterUpdateBody): Promise<Footer> {
  await repo.upsertFooter(deps.db, values);
  return repo.readFooter(deps.db);
}
