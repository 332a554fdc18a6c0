/**
 * Hands a downloaded blob to the browser as a file. Files behind login come through the API
 * client as blobs (the token is no cookie, so a plain link could not fetch them).
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
