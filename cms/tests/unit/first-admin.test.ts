import { MISSING_FIRST_ADMIN, planFirstAdmin } from '../../src/domain/first-admin';
import { readSettings } from '../../src/settings';

describe('the first Strapi super admin', () => {
  const credentials = { email: 'admin@example.org', password: 'Secret123' };

  it('is created from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists', () => {
    expect(planFirstAdmin({ hasAdmin: false, production: true, ...credentials })).toEqual({ action: 'create', ...credentials });
    expect(planFirstAdmin({ hasAdmin: false, production: false, ...credentials })).toEqual({ action: 'create', ...credentials });
  });

  it('is never created twice: an existing admin is kept whatever the variables say', () => {
    expect(planFirstAdmin({ hasAdmin: true, production: true, ...credentials })).toEqual({ action: 'keep' });
    expect(planFirstAdmin({ hasAdmin: true, production: true })).toEqual({ action: 'keep' });
  });

  it('refuses a production start with no admin and no variables, naming them', () => {
    const plan = planFirstAdmin({ hasAdmin: false, production: true });
    expect(plan).toEqual({ action: 'refuse', message: MISSING_FIRST_ADMIN });
    expect(MISSING_FIRST_ADMIN).toMatch(/ADMIN_EMAIL.*ADMIN_PASSWORD/);
  });

  it('lets a development start go on without them (the developer registers in the panel)', () => {
    expect(planFirstAdmin({ hasAdmin: false, production: false })).toEqual({ action: 'keep' });
  });

  it('checks the variables at start: a valid email, a strong password, both or neither', () => {
    expect(readSettings({ ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password })).toMatchObject({
      ADMIN_EMAIL: credentials.email,
    });
    expect(() => readSettings({ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'Secret123' })).toThrow(
      /ADMIN_EMAIL: Use an email address/,
    );
    expect(() => readSettings({ ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: 'secret' })).toThrow(
      /ADMIN_PASSWORD: Use at least 8/,
    );
    expect(() => readSettings({ ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: 'secret123' })).toThrow(
      /ADMIN_PASSWORD: .*uppercase/,
    );
    expect(() => readSettings({ ADMIN_EMAIL: credentials.email })).toThrow(
      /ADMIN_EMAIL: Set ADMIN_EMAIL and ADMIN_PASSWORD together/,
    );
  });
});
