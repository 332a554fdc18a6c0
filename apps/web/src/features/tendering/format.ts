/** Spec 2 §2.5: a 10-digit phone grouped 3-3-4 ('091 234 5678'); anything else as it is. */
export function groupPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/** Every 10-digit phone inside a text, grouped 3-3-4. */
export function groupPhonesIn(text: string): string {
  return text.replace(/(?<!\d)(0\d{9})(?!\d)/g, (phone) => groupPhone(phone));
}

/** Spec 2 §5: the price input keeps digits only and shows dot thousands ('1250000' → '1.250.000'). */
export function formatPriceInput(value: string | number | null | undefined): string {
  const digits = String(value ?? '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
