import type { Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The address of a host served by the app under test, e.g. site('happypaws') → http://happypaws.localhost:PORT
 * (or by another instance a test starts, on `onPort`).
 */
export function site(label?: string, path = '/', onPort = port): string {
  return `http://${label ? `${label}.` : ''}localhost:${onPort}${path}`;
}

/** The newest outbox message to an address (contract "Development outbox"). */
export async function latestOutbox(page: Page, to: string): Promise<{ subject: string | null; body: string } | undefined> {
  const res = await page.request.get(site(undefined, '/dev/outbox'), { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as { to: string; subject: string | null; body: string }[];
  return messages.find((m) => m.to === to);
}

/** Signs in through the login form of the given host. */
export async function signIn(page: Page, email: string, options: { host?: string; practice?: boolean; password?: string; port?: number } = {}) {
  await page.goto(site(options.host, options.practice ? '/vendor/login' : '/login', options.port));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? 'password123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !/\/login/.test(url.pathname));
}
