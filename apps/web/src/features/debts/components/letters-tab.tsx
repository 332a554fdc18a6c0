/** 'Danh sách công nợ': the debt confirmation letters (built by the debt-letter part). */
export function LettersTab() {
  return null;
}
