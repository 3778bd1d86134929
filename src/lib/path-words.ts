/**
 * The words of a URL path, as a search query: the not-found page offers to search for them.
 * `/get-started/overveiw.html` gives "get started overveiw". Letters and digits of any script
 * are kept, everything else separates words; the query is at most 100 characters.
 */
export function pathWords(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: use the path as it is.
  }
  return path
    .replace(/\.(html?|md)$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .slice(0, 100)
    .trim();
}
