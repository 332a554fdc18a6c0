import { DEBT_LETTER_FILE_FIELD, debtLetterEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { debtsKey } from './get-timeline';

export type LetterAnswer = { status: 2 | 3; amount?: number | undefined; notes: string; file?: File | undefined };

/**
 * POST …/debt-confirmation-letter/confirm/{id} (multipart, spec 3 §7): the id and the non-empty
 * fields only — the amount only with choice 3, the file only when one is chosen.
 */
export async function confirmLetter(id: string, a: LetterAnswer) {
  const body = new FormData();
  body.append('id', id);
  body.append('ResponseStatus', String(a.status));
  if (a.status === 3 && a.amount !== undefined) body.append('ResponseBalanceAmount', String(a.amount));
  body.append('ResponseNotes', a.notes.trim());
  if (a.file) body.append(DEBT_LETTER_FILE_FIELD, a.file, a.file.name);
  return (await api.call(debtLetterEndpoints.confirm, { params: { id }, body })).data;
}

/** Answering refreshes the letters, their detail and the timeline (spec 3 §4: the detail is read again). */
export function useConfirmLetter(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: LetterAnswer) => confirmLetter(id, a),
    onSuccess: () => client.invalidateQueries({ queryKey: debtsKey() }),
  });
}
