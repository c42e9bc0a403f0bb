/** Hands a downloaded file to the browser's save under `fileName` (the server's name for it). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The save has started by now; the URL is kept a little for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
