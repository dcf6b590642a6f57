'use strict';
/**
 * An existing database from before the catalogues were localized (Strapi i18n, locales `lo` and `en`) keeps its
 * text. Runs before the schema sync, which would drop the old per-language columns: each row becomes the `lo`
 * entry of its document (its Lao text in the localized column), and an `en` entry is added with the English text,
 * the same shared fields and the same images. Law files had one PDF, the Lao text: their rows become `lo` entries.
 * A fresh database (no tables yet) and one already migrated (no old columns) are left alone.
 */

/** Table → old column per localized column, for `lo` and for `en`. */
const CATALOGUES = {
  violation_codes: {
    uid: 'api::violation-code.violation-code',
    columns: { name: { lo: 'name_lo', en: 'name_en' }, legal_reference: { lo: 'legal_reference_lo', en: 'legal_reference' } },
  },
  violation_types: { uid: 'api::violation-type.violation-type', columns: { name: { lo: 'name_lo', en: 'name_en' } } },
  data_options: { uid: 'api::data-option.data-option', columns: { name: { lo: 'name_lo', en: 'name_en' } } },
};

const FILE_LINKS = 'files_related_mph';

async function localizeCatalogue(knex, table, { uid, columns }) {
  if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, 'name_lo'))) return;
  const info = await knex(table).columnInfo();
  if (!info.locale) await knex.schema.alterTable(table, (t) => t.string('locale'));
  if (!info.name) {
    await knex.schema.alterTable(table, (t) => (table === 'violation_codes' ? t.text('name') : t.string('name')));
  }
  const oldColumns = new Set(Object.values(columns).flatMap((c) => [c.lo, c.en]));
  const rows = await knex(table).whereNull('locale').orWhere('locale', 'lo');
  for (const row of rows) {
    const en = {};
    const lo = { locale: 'lo' };
    for (const [column, byLocale] of Object.entries(columns)) {
      lo[column] = row[byLocale.lo] ?? null;
      en[column] = row[byLocale.en] ?? null;
    }
    await knex(table).where({ id: row.id }).update(lo);
    if (await knex(table).where({ document_id: row.document_id, locale: 'en' }).first()) continue;
    const copy = {};
    for (const [column, value] of Object.entries(row)) {
      if (column !== 'id' && !oldColumns.has(column)) copy[column] = value;
    }
    Object.assign(copy, en, { locale: 'en' });
    const [inserted] = await knex(table).insert(copy).returning('id');
    const enId = typeof inserted === 'object' ? inserted.id : inserted;
    // Shared media (a data option's images) belong to every locale.
    if (await knex.schema.hasTable(FILE_LINKS)) {
      const links = await knex(FILE_LINKS).where({ related_id: row.id, related_type: uid });
      for (const link of links) {
        const { id: _id, ...rest } = link;
        await knex(FILE_LINKS).insert({ ...rest, related_id: enId });
      }
    }
  }
}

module.exports = {
  async up(knex) {
    for (const [table, spec] of Object.entries(CATALOGUES)) await localizeCatalogue(knex, table, spec);
    if ((await knex.schema.hasTable('law_files')) && (await knex.schema.hasColumn('law_files', 'locale'))) {
      await knex('law_files').whereNull('locale').update({ locale: 'lo' });
    }
  },
};
