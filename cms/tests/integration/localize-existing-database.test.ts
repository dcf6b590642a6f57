/**
 * A database from before the catalogues were localized keeps its Lao and English text: the migration in
 * database/migrations turns each old row into a `lo` entry and adds its `en` localization before Strapi's schema
 * sync drops the old per-language columns.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bootStrapi, type Booted } from '../helpers/strapi';

let app: Booted;
// The old database is built here as a SQLite file, so this file runs on SQLite in the PostgreSQL suite too (its
// schema per file is still made and dropped); the client is put back for the files that run after it.
const suiteClient = process.env.DATABASE_CLIENT;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'lcmdp-old-db-')), 'old.db');
  const knex = (await import('knex')).default({
    client: 'better-sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
  });
  const now = Date.now();
  const common = (t: import('knex').Knex.CreateTableBuilder) => {
    t.increments('id');
    t.string('document_id');
    t.string('variant');
    t.bigInteger('created_at');
    t.bigInteger('updated_at');
    t.bigInteger('published_at');
    t.string('locale');
  };
  await knex.schema.createTable('violation_codes', (t) => {
    common(t);
    t.string('code');
    t.string('group');
    t.text('name_lo');
    t.text('name_en');
    t.string('legal_reference');
    t.string('legal_reference_lo');
    t.boolean('reference_confirmed');
    t.integer('sort_order');
  });
  await knex.schema.createTable('violation_types', (t) => {
    common(t);
    t.string('key');
    t.string('name_lo');
    t.string('name_en');
    t.string('color');
  });
  const stamps = { created_at: now, updated_at: now, published_at: now, locale: null };
  await knex('violation_codes').insert({
    ...stamps,
    document_id: 'oldcode0000000000000000a',
    variant: 'laos',
    code: 'LA-OLD-1',
    group: 'prohibited_text',
    name_lo: 'ລະຫັດເກົ່າ',
    name_en: 'Old code',
    legal_reference: 'Article 7',
    legal_reference_lo: 'ມາດຕາ 7',
    reference_confirmed: false,
    sort_order: 1,
  });
  await knex('violation_types').insert({
    ...stamps,
    document_id: 'oldtype0000000000000000a',
    variant: 'international',
    key: 'int_old',
    name_lo: 'ປະເພດເກົ່າ',
    name_en: null,
    color: '#112233',
  });
  await knex.destroy();
  app = await bootStrapi({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file });
});
afterAll(async () => {
  await app?.stop();
  if (suiteClient === undefined) delete process.env.DATABASE_CLIENT;
  else process.env.DATABASE_CLIENT = suiteClient;
});

it('keeps the text of codes and types stored before the localization, in both languages', async () => {
  const codes = (await request(app.server).get('/api-laos/get_violation_code?variant=laos')).body.data;
  expect(codes).toEqual([
    {
      _id: 'oldcode0000000000000000a',
      code: 'LA-OLD-1',
      variant: 'laos',
      group: 'prohibited_text',
      names: [
        { locale: 'lo', name: 'ລະຫັດເກົ່າ' },
        { locale: 'en', name: 'Old code' },
      ],
      legal_reference: 'Article 7',
      legal_reference_lo: 'ມາດຕາ 7',
      reference_confirmed: false,
    },
  ]);
  const types = (await request(app.server).get('/api-laos/get_violation_types?variant=international')).body.data;
  expect(types).toEqual([
    {
      _id: 'oldtype0000000000000000a',
      key: 'int_old',
      variant: 'international',
      color: '#112233',
      violations: [{ locale: 'lo', name: 'ປະເພດເກົ່າ', color: '#112233' }],
    },
  ]);
  const locales = await app.strapi.db
    .query('api::violation-code.violation-code' as never)
    .findMany({ where: { documentId: 'oldcode0000000000000000a' }, select: ['locale'] });
  expect((locales as { locale: string }[]).map((r) => r.locale).sort()).toEqual(['en', 'lo']);
});
