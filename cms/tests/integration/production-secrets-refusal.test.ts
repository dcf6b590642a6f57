/** A real Strapi started in production with an example secret stops in its start-up, naming the variable. */
import { bootStrapi } from '../helpers/strapi';

it('refuses a production start with an example secret, naming it', async () => {
  await expect(
    bootStrapi({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me',
      DATABASE_PASSWORD: 'Tq82-unused-by-trust-auth',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Str0ngEnough',
    }),
  ).rejects.toThrow(/JWT_SECRET: Still an example value/);
});
