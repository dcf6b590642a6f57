import { ApiError } from '@/lib/api-client';
import { CODE_LD9, TYPE_ADVERT } from '@/test/fixtures';
import { codeFieldOf, codeFormValues, toCodeInput } from './code-form';
import { lawFileProblem } from './law-file';
import { optionFields, optionFormValues, toOptionFormData } from './option-form';
import { saveRefusal } from './server-errors';
import { hexColour, toTypeInput, typeFormValues } from './type-form';

describe('violation code form', () => {
  it('edits a code as the server sends it and sends it back as update_violation_code expects', () => {
    const values = codeFormValues(CODE_LD9);
    expect(values).toEqual({
      code: 'LD-9',
      group: 'prohibited_text',
      nameLo: 'ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ',
      nameEn: '',
      legalReference: 'Decree 472/PM, Article 9',
      legalReferenceLo: '',
      referenceConfirmed: false,
    });
    expect(toCodeInput({ ...values, nameEn: '  No health claims ', code: ' LD-9 ' }, CODE_LD9._id, 3)).toEqual({
      _id: CODE_LD9._id,
      code: 'LD-9',
      group: 'prohibited_text',
      names: [
        { locale: 'lo', name: 'ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ' },
        { locale: 'en', name: 'No health claims' },
      ],
      legalReference: 'Decree 472/PM, Article 9',
      legalReferenceLo: '',
      referenceConfirmed: false,
      usercheck: 3,
    });
  });

  it('leaves out an empty English name and the id of a new code', () => {
    const input = toCodeInput({ code: 'LD-1', group: 'promotion_to_public', nameLo: 'ກ', nameEn: ' ' }, undefined, null);
    expect(input).not.toHaveProperty('_id');
    expect(input.names).toEqual([{ locale: 'lo', name: 'ກ' }]);
  });

  it('puts server messages on the right fields', () => {
    expect(codeFieldOf('names')).toBe('nameLo');
    expect(codeFieldOf('names.0.name')).toBe('nameLo');
    expect(codeFieldOf('group')).toBe('group');
    expect(codeFieldOf('legalReferenceLo')).toBe('legalReferenceLo');
    expect(codeFieldOf('usercheck')).toBeNull();
  });
});

describe('violation type form', () => {
  it('accepts six-digit colours only, dropping an alpha part', () => {
    expect(hexColour('#A8071A')).toBe('#a8071a');
    expect(hexColour('1677ff')).toBe('#1677ff');
    expect(hexColour('#1677ffcc')).toBe('#1677ff');
    expect(hexColour('#fff')).toBeNull();
    expect(hexColour('red')).toBeNull();
    expect(hexColour(undefined)).toBeNull();
  });

  it('sends one colour with each language name', () => {
    expect(typeFormValues(TYPE_ADVERT)).toEqual({ nameLo: 'ການໂຄສະນາ', nameEn: 'Advertising', color: '#a8071a' });
    expect(toTypeInput({ nameLo: 'ສະຫຼາກ', nameEn: 'Labelling', color: '#0958D9' }, undefined, 5)).toEqual({
      violations: [
        { locale: 'lo', name: 'ສະຫຼາກ', color: '#0958d9' },
        { locale: 'en', name: 'Labelling', color: '#0958d9' },
      ],
      usercheck: 5,
    });
  });
});

describe('data option form', () => {
  it('sends a new monitored source with its kind, key, address, platform and interval', () => {
    expect(
      optionFields(
        'source',
        {
          key: 'nan_page',
          nameLo: 'ເພຈ NAN',
          url: 'https://facebook.com/nan',
          platform: 'facebook',
          intervalMinutes: 60,
          active: true,
        },
        true,
      ),
    ).toEqual({
      kind: 'source',
      key: 'nan_page',
      nameLo: 'ເພຈ NAN',
      nameEn: '',
      url: 'https://facebook.com/nan',
      platform: 'facebook',
      intervalMinutes: 60,
      active: true,
    });
  });

  it('never sends kind or key when changing an option, and only the fields of its kind', () => {
    const brand = {
      key: 'nan',
      nameLo: 'ແນນ',
      nameEn: 'NAN',
      aliases: ' Nan Optipro\nແນນ ໂປ ',
      parentKey: 'nestle',
      url: 'https://x.la',
      active: false,
    };
    const aliases = 'Nan Optipro\nແນນ ໂປ';
    expect(optionFields('brand', brand, false)).toEqual({
      nameLo: 'ແນນ',
      nameEn: 'NAN',
      aliases,
      parentKey: 'nestle',
      active: false,
    });
    expect(optionFields('company', brand, false)).toEqual({ nameLo: 'ແນນ', nameEn: 'NAN', aliases, active: false });
    // Other spellings are for companies and brands (the names the analysis resolves).
    expect(optionFields('place', brand, false)).toEqual({ nameLo: 'ແນນ', nameEn: 'NAN', active: false });
  });

  it('puts the fields as JSON in `data` and the images as `images`', async () => {
    const body = toOptionFormData('brand', { nameLo: 'ແນນ', active: true }, true, [
      new File(['x'], 'tin.jpg', { type: 'image/jpeg' }),
    ]);
    expect(JSON.parse(body.get('data') as string)).toEqual({
      kind: 'brand',
      nameLo: 'ແນນ',
      nameEn: '',
      aliases: '',
      parentKey: '',
      active: true,
    });
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['tin.jpg']);
    expect(optionFormValues()).toEqual({ active: true });
  });
});

describe('law file', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('takes a PDF by type and name only', () => {
    expect(lawFileProblem(file('decree.pdf', 'application/pdf'))).toBeNull();
    expect(lawFileProblem(file('Decree.PDF', 'application/pdf'))).toBeNull();
    expect(lawFileProblem(file('decree.docx', 'application/pdf'))).toBe('notPdf');
    expect(lawFileProblem(file('decree.pdf', 'text/plain'))).toBe('notPdf');
    expect(lawFileProblem(file('decree.pdf', 'application/pdf', 0))).toBe('empty');
  });
});

describe('saveRefusal', () => {
  it('splits field messages from the rest, and keeps the message of other refusals', () => {
    const refused = new ApiError(400, 'Invalid input', { 'names.0.name': 'Name is required', usercheck: 'odd' });
    expect(saveRefusal(refused, codeFieldOf)).toEqual({
      fields: [{ name: 'nameLo', errors: ['Name is required'] }],
      message: 'odd',
    });
    expect(saveRefusal(new ApiError(400, 'Invalid input', { code: 'Code is required' }), codeFieldOf)).toEqual({
      fields: [{ name: 'code', errors: ['Code is required'] }],
      message: null,
    });
    expect(saveRefusal(new ApiError(403, 'You may not do this'), codeFieldOf)).toEqual({
      fields: [],
      message: 'You may not do this',
    });
  });
});
