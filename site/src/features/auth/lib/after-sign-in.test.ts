import { afterSignIn } from './after-sign-in';

describe('where a signed-in user goes from an auth page', () => {
  it('goes back to the staff page that asked for the login, else home', () => {
    expect(afterSignIn({ state: { from: '/account-management' } })).toBe('/account-management');
    expect(afterSignIn({ state: null })).toBe('/home');
    expect(afterSignIn({ state: { from: '/user/login' } })).toBe('/home');
    expect(afterSignIn({ state: { from: '//evil.example' } })).toBe('/home');
    expect(afterSignIn({ state: { from: 42 } })).toBe('/home');
  });
});
