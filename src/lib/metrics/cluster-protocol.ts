/** The messages a worker and the cluster primary exchange for one scrape (over node:cluster IPC). */
export const SCRAPE_REQUEST = 'vetconsult:metrics-request';
export const SCRAPE_ANSWER = 'vetconsult:metrics-answer';

export interface ScrapeRequest {
  type: typeof SCRAPE_REQUEST;
  id: number;
}

export interface ScrapeAnswer {
  type: typeof SCRAPE_ANSWER;
  id: number;
  text?: string;
  failure?: string;
}

export const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
