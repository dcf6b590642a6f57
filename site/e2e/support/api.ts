/** The staff side of the real API, for checks the browser cannot see (e.g. a report's reporter). */
import type { Stack } from './global-setup';

export async function staffToken(stack: Stack, role: keyof Stack['accounts'] = 'supervisor'): Promise<string> {
  const res = await fetch(`${stack.baseUrl}/api-laos/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.accounts[role]),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function staffGet<T>(stack: Stack, path: string, token: string): Promise<T> {
  const res = await fetch(`${stack.baseUrl}/api-laos${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
  return (await res.json()) as T;
}
