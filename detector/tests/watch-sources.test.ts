/** Reading the monitored sources from the CMS's two option lists (a fake fetch: the real CMS is tested in cms/). */
import type { WireDataOption } from '@lcmdp/contract';

import { fetchSources, toSource } from '../src/watch/sources';

function option(partial: Partial<WireDataOption> & { key: string }): WireDataOption {
  return {
    _id: `id_${partial.key}`,
    kind: 'source',
    variant: 'laos',
    names: [
      { locale: 'lo', name: `ລາວ ${partial.key}` },
      { locale: 'en', name: `English ${partial.key}` },
    ],
    aliases: [],
    parent_key: null,
    images: [],
    url: `https://example.org/${partial.key}`,
    platform: 'website',
    interval_minutes: 30,
    active: true,
    ...partial,
  };
}

function fakeCms(lists: { laos: WireDataOption[]; international: WireDataOption[] }, status = 200) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    const data = url.includes('get_data_options_laos') ? lists.laos : lists.international;
    return new Response(JSON.stringify({ status: 'success', data }), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

test('reads both lists with the token, maps the fields, dedupes by key and watches `both` once as laos', async () => {
  const both = option({ key: 'fb_shared', variant: 'both', platform: 'Facebook', parent_key: 'mekong_nutrition' });
  const { fetchImpl, calls } = fakeCms({
    laos: [option({ key: 'fb_lao', interval_minutes: 5 }), both],
    international: [option({ key: 'web_intl', variant: 'international', url: 'https://example.org/intl' }), both],
  });
  const skipped: string[] = [];
  const sources = await fetchSources({
    cmsUrl: 'http://cms.test:1337/',
    token: 'secret',
    fetchImpl,
    onSkip: (key, reason) => skipped.push(`${key}: ${reason}`),
  });
  expect(calls.map((c) => c.url).sort()).toEqual([
    'http://cms.test:1337/api-laos/get_data_options?route=source&status=active',
    'http://cms.test:1337/api-laos/get_data_options_laos?route=source&status=active',
  ]);
  expect(calls.every((c) => c.authorization === 'Bearer secret')).toBe(true);
  expect(sources).toEqual([
    {
      key: 'fb_lao',
      name: 'English fb_lao',
      url: 'https://example.org/fb_lao',
      platform: 'website',
      variant: 'laos',
      intervalMinutes: 5,
    },
    {
      key: 'fb_shared',
      name: 'English fb_shared',
      url: 'https://example.org/fb_shared',
      platform: 'facebook',
      variant: 'laos',
      intervalMinutes: 30,
      owner: 'mekong_nutrition',
    },
    {
      key: 'web_intl',
      name: 'English web_intl',
      url: 'https://example.org/intl',
      platform: 'website',
      variant: 'international',
      intervalMinutes: 30,
    },
  ]);
  expect(skipped).toEqual([]);
});

test('options without a usable address are skipped; the Lao name stands in for a missing English one', async () => {
  const { fetchImpl } = fakeCms({
    laos: [
      option({ key: 'no_url', url: null }),
      option({ key: 'bad_url', url: 'not a link' }),
      option({ key: 'ftp', url: 'ftp://example.org/x' }),
      option({ key: 'lao_only', names: [{ locale: 'lo', name: 'ເພຈ ລາວ' }], interval_minutes: null, platform: null }),
    ],
    international: [],
  });
  const skipped: string[] = [];
  const sources = await fetchSources({ cmsUrl: 'http://cms.test', token: 't', fetchImpl, onSkip: (key) => skipped.push(key) });
  expect(sources).toEqual([
    {
      key: 'lao_only',
      name: 'ເພຈ ລາວ',
      url: 'https://example.org/lao_only',
      platform: 'website',
      variant: 'laos',
      intervalMinutes: 60,
    },
  ]);
  expect(skipped).toEqual(['no_url', 'bad_url', 'ftp']);
});

test('toSource skips inactive options and other kinds', () => {
  expect(toSource(option({ key: 'off', active: false }))).toMatch(/inactive/);
  expect(toSource(option({ key: 'brand', kind: 'brand' }))).toMatch(/not a source/);
});

test('a refused token is a clear error', async () => {
  const { fetchImpl } = fakeCms({ laos: [], international: [] }, 401);
  await expect(fetchSources({ cmsUrl: 'http://cms.test', token: 'wrong', fetchImpl })).rejects.toThrow(
    /refused the detector's API token .*HTTP 401.*DETECTOR_API_TOKEN/,
  );
});

test('a CMS that is down is a clear error', async () => {
  // Nothing listens on port 9 of 127.0.0.1 here: the real fetch fails to connect.
  await expect(fetchSources({ cmsUrl: 'http://127.0.0.1:9', token: 't' })).rejects.toThrow(
    /The CMS could not be reached for the source list \(http:\/\/127\.0\.0\.1:9\/api-laos\/get_data_options_laos/,
  );
});

test('a CMS error or a payload without data is a clear error', async () => {
  const failing = fakeCms({ laos: [], international: [] }, 500);
  await expect(fetchSources({ cmsUrl: 'http://cms.test', token: 't', fetchImpl: failing.fetchImpl })).rejects.toThrow(
    /answered HTTP 500/,
  );
  const odd = (async () => new Response('{"status":"success"}', { status: 200 })) as typeof fetch;
  await expect(fetchSources({ cmsUrl: 'http://cms.test', token: 't', fetchImpl: odd })).rejects.toThrow(/no data array/);
});
