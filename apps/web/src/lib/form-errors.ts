import type { FormInstance } from 'antd';
import { isApiError } from './api-client';

/**
 * Puts a 400's `errors: { field: [msg] }` on the form's fields (the "Lỗi" notice has already
 * been shown by the API client). `fieldMap` renames server fields to form fields where they
 * differ. Returns whether any field got a message.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldMap: Readonly<Record<string, string>> = {}): boolean {
  if (!isApiError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>).concat(Object.values(fieldMap)));
  const fields = Object.entries(error.errors)
    .map(([name, errors]) => ({ name: fieldMap[name] ?? name, errors }))
    .filter((field) => known.has(field.name));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
