/** Hands the visitor a file made on the page: nothing is sent anywhere to make it. */
export function downloadFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
