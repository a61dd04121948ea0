/**
 * Copies `text`: the Clipboard API, or the old way from `box` (the input showing it, selected)
 * where the API is not there, as on a page served over plain HTTP. Whether it was copied.
 */
export async function copyText(text: string, box: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    box?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}
