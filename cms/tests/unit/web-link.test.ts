import { checkUrlSchema, dataOptionSchema, webLink } from '@lcmdp/contract';

const isWebLink = (value: string) => webLink().safeParse(value).success;

describe('links people may open', () => {
  it('are http(s) only', () => {
    expect(isWebLink('https://shop.example.org/item?id=1')).toBe(true);
    expect(isWebLink('http://example.org')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://example.org',
      'vbscript:x',
      'example.org',
      'https://',
    ]) {
      expect([bad, isWebLink(bad)]).toEqual([bad, false]);
    }
  });

  it('are checked by the contract schemas with a field message', () => {
    const refused = checkUrlSchema.safeParse({ url: 'javascript:alert(1)' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['url'], message: 'Not a valid link' });
    expect(dataOptionSchema.safeParse({ kind: 'source', nameLo: 'ໜ້າ', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(dataOptionSchema.safeParse({ kind: 'source', nameLo: 'ໜ້າ', url: 'https://example.org/page' }).success).toBe(true);
  });
});
