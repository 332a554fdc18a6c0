import { type PartnerType, REGISTER_FILE_FIELD, type RegisterFields } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

export type RegisterInput = RegisterFields & { files: readonly File[] };

/** Spec 1 §2.5: multipart; each licence file as a repeated `BusinessLicenseFile[]` part. */
export function toRegisterFormData(input: RegisterInput): FormData {
  const form = new FormData();
  const { files, ...fields } = input;
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const file of files) form.append(REGISTER_FILE_FIELD, file, file.name);
  return form;
}

/** POST /api/partner/{type}/auth/register (the call: auth-calls.ts, loaded on demand); answers the server's message (awaiting approval). */
export function useRegister(type: PartnerType) {
  return useMutation({
    mutationFn: async (input: RegisterInput) => (await import('./auth-calls')).register(type, toRegisterFormData(input)),
  });
}
