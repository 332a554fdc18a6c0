import { CREATED_BY, type DeskRequest, type DeskSubmission } from '@portal/contract';

/**
 * The one rule of what the tender desk withholds while a bid is sealed (before its close date),
 * for every operator, administrators included. Every desk answer that carries a submission, a
 * request or a tendering file goes through here (docs/decisions/tendering.md, "Sealed means sealed").
 *
 * Shown while sealed: who submitted (the provider and the identity it entered: name, tax code,
 * representative, contact person), when, and the status; the desk's own requests and answers.
 * Withheld: everything the provider offered or uploaded: price, discount, shipping, note, supply
 * and payment schedules, every custom value (text or file), the submission's files, and the files
 * and reply texts the provider sent on requests (its clarification questions keep their text, so
 * the desk can answer them before the close date).
 */
export const isSealed = (closeDate: Date, now: Date = new Date()) => now.getTime() < closeDate.getTime();

/** Whether a piece of a request came from the provider (its content is then the bid's). */
const byProvider = (createdByType: string) => createdByType !== CREATED_BY.Cms;

/** A tendering file as the repository finds it: whose it is and the close date of its post. */
export type TenderFileOwner =
  | { kind: 'post' }
  | { kind: 'submission'; closeDate: Date }
  | { kind: 'request'; closeDate: Date; createdByType: string };

/** The desk's view of one post's submissions and requests, sealed or not. */
export function sealing(closeDate: Date, now: Date = new Date()) {
  const sealed = isSealed(closeDate, now);
  return {
    sealed,
    submission: (s: DeskSubmission): DeskSubmission =>
      sealed ? { ...s, price: null, discount: null, shippingMethod: null, note: null, files: [], progress: [], customValues: [] } : s,
    request: (r: DeskRequest): DeskRequest =>
      sealed
        ? {
            ...r,
            sealed,
            files: byProvider(r.createdByType) ? [] : r.files,
            replies: r.replies.map((p) => (byProvider(p.createdByType) ? { ...p, content: null, files: [] } : p)),
          }
        : { ...r, sealed },
  };
}

/** Whether a tendering file is withheld: a submission's file, or one the provider sent on a request, before the close date. */
export function isSealedFile(owner: TenderFileOwner, now: Date = new Date()) {
  if (owner.kind === 'post') return false;
  if (owner.kind === 'request' && !byProvider(owner.createdByType)) return false;
  return isSealed(owner.closeDate, now);
}
