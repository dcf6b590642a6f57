import { CODE_TEXT, NAME_TEXT, joinLocales, splitLocales } from '../../src/domain/localized-fields';
import { mergeConfiguration } from '../../src/domain/content-manager-config';

describe('a localized document in the app shape', () => {
  it('joins the lo and en entries into one record with a field per language', () => {
    const joined = joinLocales(
      CODE_TEXT,
      { documentId: 'd1', locale: 'lo', code: 'LA-1', name: 'ລາວ', legalReference: 'ມາດຕາ 1' },
      { documentId: 'd1', locale: 'en', name: 'English', legalReference: 'Article 1' },
    );
    expect(joined).toEqual({
      documentId: 'd1',
      code: 'LA-1',
      nameLo: 'ລາວ',
      nameEn: 'English',
      legalReferenceLo: 'ມາດຕາ 1',
      legalReference: 'Article 1',
    });
  });

  it('has no English text when the en entry is missing or empty', () => {
    expect(joinLocales(NAME_TEXT, { documentId: 'd1', name: 'ລາວ' }, undefined)).toEqual({
      documentId: 'd1',
      nameLo: 'ລາວ',
      nameEn: null,
    });
    expect(joinLocales(NAME_TEXT, { documentId: 'd1', name: 'ລາວ' }, { documentId: 'd1', name: null }).nameEn).toBeNull();
  });

  it('splits app data into the shared fields and Lao text (lo) and the English text (en)', () => {
    expect(splitLocales(CODE_TEXT, { code: 'X', nameLo: 'ລາວ', nameEn: 'English', legalReference: 'Art. 2' })).toEqual({
      lo: { code: 'X', name: 'ລາວ' },
      en: { name: 'English', legalReference: 'Art. 2' },
    });
  });

  it('leaves out what the data leaves undefined (a partial update keeps it)', () => {
    expect(splitLocales(NAME_TEXT, { nameLo: 'ລາວ', nameEn: undefined, color: undefined })).toEqual({
      lo: { name: 'ລາວ' },
      en: {},
    });
  });
});

describe('the committed Content Manager configuration', () => {
  const stored = {
    settings: { mainField: 'id', pageSize: 10, bulkable: true },
    metadatas: {
      code: { edit: { label: 'code', editable: true, visible: true }, list: { label: 'code', sortable: true } },
      reviewStatus: { edit: { label: 'reviewStatus', editable: false }, list: { label: 'reviewStatus' } },
    },
    layouts: { list: ['id', 'code'], edit: [[{ name: 'code', size: 6 }]] },
  };

  it('lays labels, settings and list columns over the stored configuration and keeps the rest', () => {
    const merged = mergeConfiguration(
      stored,
      {
        uid: 'api::x.x',
        settings: { mainField: 'code' },
        metadatas: { code: { edit: { label: 'Code', description: 'Short code' } }, reviewStatus: { edit: { label: 'Status' } } },
        layouts: { list: ['id', 'code', 'name'] },
      },
      ['code', 'name', 'reviewStatus'],
    );
    expect(merged.settings).toEqual({ mainField: 'code', pageSize: 10, bulkable: true });
    expect(merged.metadatas.code.edit).toEqual({ label: 'Code', description: 'Short code', editable: true, visible: true });
    expect(merged.metadatas.code.list).toEqual({ label: 'code', sortable: true });
    // A read-only flag set elsewhere stays.
    expect(merged.metadatas.reviewStatus.edit).toEqual({ label: 'Status', editable: false });
    expect(merged.layouts).toEqual({ list: ['id', 'code', 'name'], edit: stored.layouts.edit });
  });

  it('ignores fields the content type does not have', () => {
    const merged = mergeConfiguration(
      stored,
      { uid: 'api::x.x', metadatas: { gone: { edit: { label: 'Gone' } } }, layouts: { list: ['id', 'gone'] } },
      ['code'],
    );
    expect(merged.metadatas.gone).toBeUndefined();
    expect(merged.layouts.list).toEqual(['id']);
  });
});
