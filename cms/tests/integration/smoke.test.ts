import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';

let app: Booted;
beforeAll(async () => {
  app = await bootStrapi();
});
afterAll(async () => {
  await app.stop();
});

it('serves the legacy list', async () => {
  const res = await request(app.server).get('/api-laos/get_data');
  expect(res.status).toBe(200);
  expect(res.body.meta.pagination).toMatchObject({ page: 1, total: 0 });
});
