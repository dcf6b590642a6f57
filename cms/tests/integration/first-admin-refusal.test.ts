/** A production start with no admin and no ADMIN_EMAIL / ADMIN_PASSWORD refuses to start, naming them. */
import { bootStrapi } from '../helpers/strapi';

it('refuses a production start on a fresh database without the first admin variables', async () => {
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  await expect(bootStrapi({ NODE_ENV: 'production' })).rejects.toThrow(/set ADMIN_EMAIL and ADMIN_PASSWORD/);
});
