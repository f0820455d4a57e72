/** What a request is counted and logged under: the matched route's template, never the raw path with its ids and query. */

/** No route answered: an unknown path, or a request refused before routing (bad Host, body too large). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route template Elysia matched (its context's `route`, e.g. `/api/appointments/:id`), or UNMATCHED_ROUTE. */
export function routeTemplate(route: string | undefined | null): string {
  return route ? route : UNMATCHED_ROUTE;
}
