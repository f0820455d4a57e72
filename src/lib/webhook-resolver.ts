import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { checkWebhookUrl, hostPort, refusedRange, type UrlProblem } from './webhook-address';

export type AddressVerdict = { ok: true; url: URL } | { ok: false; problem: UrlProblem | 'unresolved' | 'private'; detail?: string };

export interface GuardOptions {
  production: boolean;
  /** `host:port` pairs allowed despite the guard (WEBHOOK_ALLOW_PRIVATE_HOSTS; tests' loopback receivers). */
  allowPrivate: readonly string[];
  /** The look-up (node:dns by default; a test may give its own). */
  resolve?: (host: string) => Promise<string[]>;
}

const dnsAll = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Whether a webhook may go to this URL now: every address its host resolves to must be public unicast. */
export async function guardWebhookUrl(raw: string, options: GuardOptions): Promise<AddressVerdict> {
  const checked = checkWebhookUrl(raw, options.production);
  if ('problem' in checked) return { ok: false, problem: checked.problem };
  if (options.allowPrivate.includes(hostPort(checked.host, checked.port))) return { ok: true, url: checked.url };
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(checked.host) ? [checked.host] : await (options.resolve ?? dnsAll)(checked.host);
  } catch {
    return { ok: false, problem: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, problem: 'unresolved' };
  for (const address of addresses) {
    const range = refusedRange(address);
    if (range) return { ok: false, problem: 'private', detail: `${address} (${range})` };
  }
  return { ok: true, url: checked.url };
}
