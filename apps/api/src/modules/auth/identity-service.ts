import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import { insertRename, type RenameRow } from './identity-repository.ts';

/**
 * The identity tables' writes for every area (`identity-repository.ts`): each runs in the caller's
 * transaction, so a change to an account and the caller's own rows commit together.
 */
export * from './identity-repository.ts';

/**
 * Records a sub-unit's rename request with its supporting file; `pendingMessage` answers a second
 * pending request (the partial unique index decides, races included).
 */
export async function requestUnitRename(
  tx: Executor,
  values: { partnerId: string; oldName: string; newName: string; fileId: string; requestedBy: string },
  pendingMessage: string,
): Promise<RenameRow> {
  try {
    const row = await tx.transaction((sp) => insertRename(sp, { ...values, reason: null }));
    if (!row) throw new Error('insert failed');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('business_rule', pendingMessage);
    throw err;
  }
}
