/** Reads the app's own request count for one route template from its /metrics (the bench runs on this machine: loopback needs no token). */

/** Every status's `http_requests_total` for the method and route template, summed. */
export function requestsCounted(text: string, method: string, route: string): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_requests_total{')) continue;
    const labels = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
    if (labels.includes(`method="${method}"`) && labels.includes(`route="${route}"`)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

export async function scrapeRequests(origin: string, method: string, route: string): Promise<number> {
  const res = await fetch(`${origin}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  return requestsCounted(await res.text(), method, route);
}
