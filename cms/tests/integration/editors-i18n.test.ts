/**
 * Ministry editors in the Strapi admin: the catalogues and law files are localized with Strapi's i18n (`lo` by
 * default, `en`), the /api-laos answers keep their shape, law PDFs exist per variant and language, and the
 * committed Content Manager configuration is applied at start.
 */
import request from 'supertest';
import type { UID } from '@strapi/strapi';
import { bootStrapi, type Booted } from '../helpers/strapi';
import { bearer, createStaff, pdf, tokenFor } from '../helpers/fixtures';

const CODE = 'api::violation-code.violation-code';
const TYPE = 'api::violation-type.violation-type';
const OPTION = 'api::data-option.data-option';
const LAW = 'api::law-file.law-file';

let app: Booted;
let staffToken: string;
/** Operators (and admins) replace law PDFs. */
let operatorToken: string;
const api = () => request(app.server);

beforeAll(async () => {
  app = await bootStrapi();
  staffToken = await tokenFor(app, await createStaff(app, 'supervisor'));
  operatorToken = await tokenFor(app, await createStaff(app, 'operator'));
});
afterAll(async () => {
  await app.stop();
});

describe('Strapi i18n for the catalogues', () => {
  it('localizes the four content types, their text fields only, with lo as the default locale', async () => {
    for (const uid of [CODE, TYPE, OPTION, LAW]) {
      const schema = app.strapi.contentType(uid as UID.ContentType) as unknown as {
        pluginOptions?: { i18n?: { localized?: boolean } };
        attributes: Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }>;
      };
      expect(schema.pluginOptions?.i18n?.localized).toBe(true);
    }
    const localizedOf = (uid: string) =>
      Object.entries(app.strapi.contentType(uid as UID.ContentType).attributes)
        .filter(([, a]) => (a as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized)
        .map(([name]) => name)
        .sort();
    expect(localizedOf(CODE)).toEqual(['legalReference', 'name']);
    expect(localizedOf(TYPE)).toEqual(['name']);
    expect(localizedOf(OPTION)).toEqual(['name']);
    expect(localizedOf(LAW)).toEqual(['file', 'uploadedBy']);

    const locales = app.strapi.plugin('i18n').service('locales');
    const codes = ((await locales.find()) as { code: string; name: string }[]).map((l) => l.code).sort();
    expect(codes).toEqual(['en', 'lo']);
    expect(await locales.getDefaultLocale()).toBe('lo');
    expect(((await locales.findByCode('lo')) as { name: string }).name).toBe('ລາວ (lo)');
  });

  it('writes a code from the staff route as a lo entry and its en localization; the answer keeps its shape', async () => {
    const created = await api()
      .post('/api-laos/update_argen_violation_code')
      .set(bearer(staffToken))
      .send({
        code: 'LA-I18N-1',
        group: 'prohibited_text',
        names: [
          { locale: 'lo', name: 'ຂໍ້ຄວາມຫ້າມ' },
          { locale: 'en', name: 'Prohibited text' },
        ],
        legalReference: 'Article 9',
        legalReferenceLo: 'ມາດຕາ 9',
      });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const lo = await app.strapi.documents(CODE as UID.ContentType).findOne({ documentId: id, locale: 'lo' });
    const en = await app.strapi.documents(CODE as UID.ContentType).findOne({ documentId: id, locale: 'en' });
    expect(lo).toMatchObject({ name: 'ຂໍ້ຄວາມຫ້າມ', legalReference: 'ມາດຕາ 9', code: 'LA-I18N-1', variant: 'laos' });
    expect(en).toMatchObject({ name: 'Prohibited text', legalReference: 'Article 9', code: 'LA-I18N-1', variant: 'laos' });

    const listed = (await api().get('/api-laos/get_violation_code?variant=laos')).body.data as Record<string, unknown>[];
    const entry = listed.find((c) => c._id === id);
    expect(entry).toEqual({
      _id: id,
      code: 'LA-I18N-1',
      variant: 'laos',
      group: 'prohibited_text',
      names: [
        { locale: 'lo', name: 'ຂໍ້ຄວາມຫ້າມ' },
        { locale: 'en', name: 'Prohibited text' },
      ],
      legal_reference: 'Article 9',
      legal_reference_lo: 'ມາດຕາ 9',
      reference_confirmed: false,
    });
    // Every listed code is one document: no entry twice (once per locale).
    expect(new Set(listed.map((c) => c._id)).size).toBe(listed.length);

    // A type and a data option too; deleting removes every locale.
    const type = await api()
      .post('/api-laos/update_argen_violation_type')
      .set(bearer(staffToken))
      .send({ violations: [{ locale: 'lo', name: 'ສະຫຼາກ', color: '#123456' }] });
    expect(type.status).toBe(201);
    expect(Object.keys(type.body.data).sort()).toEqual(['_id', 'color', 'key', 'variant', 'violations']);
    expect(type.body.data.violations).toEqual([{ locale: 'lo', name: 'ສະຫຼາກ', color: '#123456' }]);
    const typeId = type.body.data._id as string;
    expect(await app.strapi.documents(TYPE as UID.ContentType).findOne({ documentId: typeId, locale: 'en' })).not.toBeNull();
    expect((await api().delete(`/api-laos/delete_violation_type/${typeId}`).set(bearer(staffToken))).status).toBe(200);
    expect(await app.strapi.db.query(TYPE as UID.ContentType).count({ where: { documentId: typeId } })).toBe(0);
  });

  it("shows an editor's change to the en localization in the English field of /api-laos", async () => {
    const created = await api()
      .post('/api-laos/update_violation_code')
      .set(bearer(staffToken))
      .send({ code: 'INT-I18N-2', group: 'promotion_to_public', names: [{ locale: 'lo', name: 'ໂຄສະນາ' }] });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect(created.body.data.names).toEqual([{ locale: 'lo', name: 'ໂຄສະນາ' }]);
    // What the Content Manager does when an editor saves the English locale.
    await app.strapi
      .documents(CODE as UID.ContentType)
      .update({ documentId: id, locale: 'en', data: { name: 'Advertising', legalReference: 'Article 5' } as never });
    const listed = (await api().get('/api-laos/get_violation_code?variant=international')).body.data as {
      _id: string;
      names: unknown;
      legal_reference: string | null;
      code: string;
    }[];
    const entry = listed.find((c) => c._id === id)!;
    expect(entry.names).toEqual([
      { locale: 'lo', name: 'ໂຄສະນາ' },
      { locale: 'en', name: 'Advertising' },
    ]);
    expect(entry.legal_reference).toBe('Article 5');
    expect(entry.code).toBe('INT-I18N-2');

    // A data option renamed in English by an editor.
    const option = await api()
      .post('/api-laos/add-data-options')
      .set(bearer(staffToken))
      .field('data', JSON.stringify({ kind: 'company', nameLo: 'ບໍລິສັດ ທົດສອບ', key: 'i18n_test_co' }));
    expect(option.status).toBe(201);
    await app.strapi
      .documents(OPTION as UID.ContentType)
      .update({ documentId: option.body.data._id, locale: 'en', data: { name: 'Test Company' } as never });
    const options = (await api().get('/api-laos/get_data_options?route=company')).body.data as {
      _id: string;
      names: unknown;
    }[];
    expect(options.find((o) => o._id === option.body.data._id)?.names).toEqual([
      { locale: 'lo', name: 'ບໍລິສັດ ທົດສອບ' },
      { locale: 'en', name: 'Test Company' },
    ]);
  });
});

describe('law files per variant and language', () => {
  it('keeps the Lao PDF when the English one is uploaded, and answers both', async () => {
    const lao = await api()
      .put('/api-laos/upload_file_laos')
      .set(bearer(operatorToken))
      .attach('file', pdf(), { filename: 'decree-lo.pdf', contentType: 'application/pdf' });
    expect(lao.status).toBe(200);
    const english = await api()
      .put('/api-laos/upload_file_laos?language=en')
      .set(bearer(operatorToken))
      .attach('file', pdf(), { filename: 'decree-en.pdf', contentType: 'application/pdf' });
    expect(english.status).toBe(200);
    expect(english.body.url).not.toBe(lao.body.url);
    const bad = await api()
      .put('/api-laos/upload_file_laos?language=fr')
      .set(bearer(operatorToken))
      .attach('file', pdf(), { filename: 'decree-fr.pdf', contentType: 'application/pdf' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.language).toMatch(/lo, en/);

    const files = (await api().get('/api-laos/get_law_files')).body.data;
    expect(files.international).toBeNull();
    // The top level is the Lao PDF, as before; `files` gives each language.
    expect(files.laos).toMatchObject({ url: lao.body.url });
    expect(files.laos.files.lo).toMatchObject({ url: lao.body.url });
    expect(files.laos.files.en).toMatchObject({ url: english.body.url });
    expect(Object.keys(files.laos.files.en).sort()).toEqual(['name', 'updated_at', 'url']);
    // One document for the variant, in two locales.
    expect(await app.strapi.db.query(LAW as UID.ContentType).count({ where: { variant: 'laos' } })).toBe(2);

    // English only for the other variant: the top level falls back to it.
    const onlyEn = await api()
      .put('/api-laos/upload_file_international?language=en')
      .set(bearer(operatorToken))
      .attach('file', pdf(), { filename: 'code-en.pdf', contentType: 'application/pdf' });
    expect(onlyEn.status).toBe(200);
    const after = (await api().get('/api-laos/get_law_files')).body.data;
    expect(after.international).toMatchObject({ url: onlyEn.body.url, files: { lo: null } });
  });
});

describe('Content Manager configuration', () => {
  it('applies the committed configuration at start', async () => {
    const contentTypes = app.strapi.plugin('content-manager').service('content-types');
    const codes = await contentTypes.findConfiguration({ uid: CODE });
    expect(codes.layouts.list).toEqual(['id', 'code', 'name', 'variant', 'group', 'referenceConfirmed', 'sortOrder']);
    expect(codes.settings.mainField).toBe('code');
    expect(codes.metadatas.name.edit.description).toMatch(/ລາວ/);
    const users = await contentTypes.findConfiguration({ uid: 'plugin::users-permissions.user' });
    expect(users.layouts.list).toContain('fullName');
    // The review chain's read-only flags stay on top of the committed labels.
    const reports = await contentTypes.findConfiguration({ uid: 'api::report.report' });
    expect(reports.metadatas.reviewStatus.edit).toMatchObject({ label: 'Review status', editable: false });
  });
});
