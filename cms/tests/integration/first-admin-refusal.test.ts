/** A production start with no admin and no ADMIN_EMAIL / ADMIN_PASSWORD refuses to start, naming them. */
import { bootStrapi } from '../helpers/strapi';

it('refuses a production start on a fresh database without the first admin variables', async () => {
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  // A production start also needs a database password on PostgreSQL (CI's URL has none; the server trusts it).
  await expect(bootStrapi({ NODE_ENV: 'production', DATABASE_PASSWORD: 'Tq82-unused-by-trust-auth' })).rejects.toThrow(
    /set ADMIN_EMAIL and ADMIN_PASSWORD/,
  );
});
