import { apiPaths, type PartnerType, REGISTER_FILE_FIELD, type RegisterFields } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

/** POST /api/partner/{type}/auth/register. Returns the server's message (awaiting approval). */
export async function register(type: PartnerType, input: RegisterInput): Promise<string | undefined> {
  const { message } = await api.post(apiPaths.register(type), toRegisterFormData(input));
  return message;
}

export function useRegister(type: PartnerType) {
  return useMutation({ mutationFn: (input: RegisterInput) => register(type, input) });
}
