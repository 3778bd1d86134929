import {CONTEXT_PARAM, QUERY_PARAM} from '../constants';

/** The search page's URL for a query, within a docs section if one is given. */
export function searchPageUrl(searchPage: string, query: string, context?: string): string {
  const params = new URLSearchParams({[QUERY_PARAM]: query});
  if (context) params.set(CONTEXT_PARAM, context);
  return `${searchPage}?${params.toString()}`;
}
