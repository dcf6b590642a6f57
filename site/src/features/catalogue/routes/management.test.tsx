import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffRole, WireDataOption, WireViolationCode, WireViolationType } from '@lcmdp/contract';
import { CODE_LD5, TYPE_ADVERT, withDesktopScreen } from '@/test/fixtures';
import { readMultipart, silenceActWarnings } from '@/test/report-test-kit';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import Management from './management';

silenceActWarnings();
withDesktopScreen();
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const routes = [
  { path: '/management', element: <Management /> },
  { path: '/management-laos', element: <Management /> },
];

function signIn(role: StaffRole) {
  store.signIn({
    user: { _id: 4, user_id: 4, email: `${role}@moh.gov.la`, full_name: role, phone_number: null, role },
    user_id: 4,
    role,
    token: `token-${role}`,
  });
}
afterEach(() => store.signOut());

/** The catalogue lists, answered from arrays the test may change; records each list call's variant. */
function serveCatalogue(codes: WireViolationCode[] = [], types: WireViolationType[] = []) {
  const calls = { codes: [] as string[], types: [] as string[] };
  server.use(
    http.get('/api-laos/get_violation_code', ({ request }) => {
      calls.codes.push(new URL(request.url).searchParams.get('variant') ?? '');
      return HttpResponse.json({ data: codes });
    }),
    http.get('/api-laos/get_violation_types', ({ request }) => {
      calls.types.push(new URL(request.url).searchParams.get('variant') ?? '');
      return HttpResponse.json({ data: types });
    }),
  );
  return calls;
}

/** The error message shown under a form field, found by the field's label. */
function fieldError(label: string) {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

const click = (text: string) => fireEvent.click(screen.getByText(text).closest('button') as HTMLButtonElement);

describe('management: violation codes and types', () => {
  it('shows the empty states of the spec', async () => {
    signIn('supervisor');
    const calls = serveCatalogue();
    renderAt('/management-laos', routes, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Codes and data — Laos law' })).toBeInTheDocument();
    expect(await screen.findByText('No violation codes available')).toBeInTheDocument();
    expect(calls.codes).toEqual(['laos']);

    fireEvent.click(screen.getByText('Violation types'));
    expect(await screen.findByText('No violation types available')).toBeInTheDocument();
    expect(calls.types).toEqual(['laos']);
  });

  it('checks a new code in Lao, then posts it to update_argen_violation_code and lists it', async () => {
    signIn('supervisor');
    const codes: WireViolationCode[] = [];
    const calls = serveCatalogue(codes);
    const posted: unknown[] = [];
    server.use(
      http.post('/api-laos/update_argen_violation_code', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        const created = { ...CODE_LD5, _id: 'newcodeaaaaaaaaaaaaaaaaa', code: 'LD-12', group: 'prohibited_text' as const };
        codes.push(created);
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
    );
    renderAt('/management-laos', routes, 'lo');
    await screen.findByText('ບໍ່ມີລະຫັດການລະເມີດ');

    click('ເພີ່ມລະຫັດການລະເມີດ');
    await screen.findByText('ລະຫັດການລະເມີດໃໝ່');
    click('ບັນທຶກ');
    expect(await screen.findByText('ກະລຸນາໃສ່ລະຫັດ')).toBeInTheDocument();
    expect(fieldError('ກຸ່ມ')).toBe('ກະລຸນາເລືອກກຸ່ມ');
    expect(fieldError('ຊື່ພາສາລາວ')).toBe('ກະລຸນາໃສ່ຊື່ພາສາລາວ');
    expect(fieldError('ຊື່ພາສາອັງກິດ')).toBeNull();
    expect(posted).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('ລະຫັດ'), { target: { value: ' LD-12 ' } });
    const group = screen.getByLabelText('ກຸ່ມ');
    fireEvent.mouseDown(group.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('ຂໍ້ຄວາມທີ່ຖືກຫ້າມ'));
    fireEvent.change(screen.getByLabelText('ຊື່ພາສາລາວ'), { target: { value: 'ຫ້າມອ້າງວ່າດີກວ່ານົມແມ່' } });
    fireEvent.change(screen.getByLabelText('ການອ້າງອີງທາງກົດໝາຍ (ພາສາລາວ)'), {
      target: { value: 'ດຳລັດ ເລກທີ 472/ນຍ, ມາດຕາ 12' },
    });
    fireEvent.change(screen.getByLabelText('ການອ້າງອີງທາງກົດໝາຍ (ພາສາອັງກິດ)'), {
      target: { value: 'Decree 472/PM, Article 12' },
    });
    fireEvent.click(screen.getByLabelText('ໄດ້ກວດການອ້າງອີງກັບເນື້ອໃນກົດໝາຍແລ້ວ'));
    click('ບັນທຶກ');

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      code: 'LD-12',
      group: 'prohibited_text',
      names: [{ locale: 'lo', name: 'ຫ້າມອ້າງວ່າດີກວ່ານົມແມ່' }],
      legalReference: 'Decree 472/PM, Article 12',
      legalReferenceLo: 'ດຳລັດ ເລກທີ 472/ນຍ, ມາດຕາ 12',
      referenceConfirmed: true,
      usercheck: 4,
    });
    // The list is asked again and shows the new code; the success comes after the spec's delay.
    expect(await screen.findByText('LD-12')).toBeInTheDocument();
    expect(calls.codes.length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('ບັນທຶກລະຫັດການລະເມີດ LD-12 ແລ້ວ.', {}, { timeout: 8_000 })).toBeInTheDocument();
  });

  it("sends the colour chosen in the picker with the type's names", async () => {
    signIn('operator');
    serveCatalogue();
    const posted: unknown[] = [];
    server.use(
      http.post('/api-laos/update_violation_type', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ success: true, data: TYPE_ADVERT }, { status: 201 });
      }),
    );
    renderAt('/management?tab=types', routes, 'en');
    await screen.findByText('No violation types available');

    click('Add violation type');
    fireEvent.change(await screen.findByLabelText('Name in Lao'), { target: { value: 'ສະຫຼາກ' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Labelling' } });
    // A suggested colour, then one picked in the browser's colour picker: the last choice counts.
    fireEvent.click(screen.getByRole('button', { name: 'Use the colour #389e0d' }));
    expect(await screen.findByLabelText('Colour #389e0d')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Colour #389e0d'), { target: { value: '#0958d9' } });
    expect(await screen.findByLabelText('Colour #0958d9')).toBeInTheDocument();
    click('Save');

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      violations: [
        { locale: 'lo', name: 'ສະຫຼາກ', color: '#0958d9' },
        { locale: 'en', name: 'Labelling', color: '#0958d9' },
      ],
      usercheck: 4,
    });
  });

  it("asks before deleting a code, and shows the server's refusal of a code in use", async () => {
    signIn('supervisor');
    serveCatalogue([CODE_LD5]);
    const deleted: string[] = [];
    server.use(
      http.delete('/api-laos/delete_violation_code/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json(
          {
            data: null,
            error: {
              status: 409,
              name: 'ConflictError',
              message: 'This violation code is chosen for 3 item(s) and cannot be deleted',
            },
          },
          { status: 409 },
        );
      }),
    );
    renderAt('/management-laos', routes, 'en');
    fireEvent.click(await screen.findByLabelText('Delete LD-5'));

    const question = await screen.findByText('Delete the violation code LD-5?');
    expect(deleted).toEqual([]);
    const popup = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByText('Delete').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('This violation code is chosen for 3 item(s) and cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('Could not delete')).toBeInTheDocument();
    expect(deleted).toEqual([CODE_LD5._id]);
    // Still listed.
    expect(screen.getByText('LD-5')).toBeInTheDocument();
  });
});

describe('management: data options', () => {
  const option = (over: Partial<WireDataOption>): WireDataOption => ({
    _id: 'opt1aaaaaaaaaaaaaaaaaaaa',
    kind: 'company',
    variant: 'both',
    key: 'nestle',
    names: [
      { locale: 'lo', name: 'ເນສເລ່' },
      { locale: 'en', name: 'Nestlé' },
    ],
    aliases: [],
    parent_key: null,
    images: [],
    active: true,
    ...over,
  });
  const NESTLE = option({});
  const NAN = option({
    _id: 'opt2aaaaaaaaaaaaaaaaaaaa',
    kind: 'brand',
    variant: 'laos',
    key: 'nan',
    names: [{ locale: 'lo', name: 'ແນນ' }],
    parent_key: 'nestle',
    images: [{ url: '/uploads/nan_tin.jpg', name: 'nan_tin.jpg', width: 400, height: 400, mime: 'image/jpeg' }],
  });

  it('lists brands with their company and images, and adds one as multipart with its image', async () => {
    signIn('supervisor');
    const asked: string[] = [];
    const added: Awaited<ReturnType<typeof readMultipart>>[] = [];
    server.use(
      http.get('/api-laos/get_data_options_laos', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('route')}:${query.get('status')}`);
        return HttpResponse.json({ data: query.get('route') === 'company' ? [NESTLE] : [NAN] });
      }),
      http.post('/api-laos/add-data-options-laos', async ({ request }) => {
        added.push(await readMultipart(request));
        return HttpResponse.json({ status: 'success', data: NAN }, { status: 201 });
      }),
    );
    renderAt('/management-laos?tab=options&kind=brand', routes, 'en');

    expect(await screen.findByText('ແນນ')).toBeInTheDocument();
    expect(await screen.findByText('Nestlé')).toBeInTheDocument();
    expect(screen.getByAltText('Image 1 of ແນນ')).toHaveAttribute('src', '/uploads/nan_tin.jpg');
    expect(asked).toEqual(expect.arrayContaining(['brand:all', 'company:all']));

    click('Add brand');
    fireEvent.change(await screen.findByLabelText('Name in Lao'), { target: { value: 'ເອັນຟາມິວ' } });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Enfamil' } });
    fireEvent.change(screen.getByLabelText('Other spellings'), { target: { value: 'Enfa\nເອັນຟາ' } });
    const company = screen.getByLabelText('Company');
    fireEvent.mouseDown(company.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    const choice = await waitFor(() => {
      const popup = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      if (!popup) throw new Error('no company list open');
      return within(popup as HTMLElement).getByTitle('Nestlé');
    });
    fireEvent.click(choice);
    const files = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
    fireEvent.change(files, { target: { files: [new File(['jpeg-bytes'], 'enfamil.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('enfamil.jpg')).toBeInTheDocument();
    click('Save');

    await waitFor(() => expect(added).toHaveLength(1));
    expect(JSON.parse(added[0].fields.data as string)).toEqual({
      kind: 'brand',
      nameLo: 'ເອັນຟາມິວ',
      nameEn: 'Enfamil',
      aliases: 'Enfa\nເອັນຟາ',
      parentKey: 'nestle',
      active: true,
    });
    expect(added[0].files).toEqual([{ name: 'enfamil.jpg', size: 10, type: 'image/jpeg' }]);
  });
});

describe('management: law PDF', () => {
  const DECREE = { url: '/uploads/decree_472.pdf', name: 'decree_472.pdf', updated_at: '2025-05-02T10:00:00.000Z' };
  const LAW = {
    data: {
      international: null,
      // The Lao text only: no English translation yet.
      laos: { ...DECREE, files: { lo: DECREE, en: null } },
    },
  };

  it('refuses a file that is not a PDF, and uploads a PDF for operators', async () => {
    signIn('operator');
    serveCatalogue();
    const uploads: Awaited<ReturnType<typeof readMultipart>>[] = [];
    const languages: (string | null)[] = [];
    let lawCalls = 0;
    server.use(
      http.get('/api-laos/get_law_files', () => {
        lawCalls += 1;
        return HttpResponse.json(LAW);
      }),
      http.put('/api-laos/upload_file_laos', async ({ request }) => {
        languages.push(new URL(request.url).searchParams.get('language'));
        uploads.push(await readMultipart(request));
        return HttpResponse.json({ url: '/uploads/decree_472_v2.pdf' });
      }),
    );
    renderAt('/management-laos?tab=law', routes, 'en');
    expect(await screen.findByText('decree_472.pdf')).toBeInTheDocument();
    expect(screen.getByText('Uploaded on 05/02/2025')).toBeInTheDocument();
    expect(screen.getAllByText('Lao text').length).toBeGreaterThan(0);
    expect(screen.getByText('No PDF yet')).toBeInTheDocument();

    const input = screen.getByLabelText('Choose a PDF file');
    const upload = screen.getByText('Upload').closest('button') as HTMLButtonElement;
    fireEvent.change(input, { target: { files: [new File(['not a pdf'], 'decree.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText('Only PDF files can be uploaded: decree.docx is not a PDF.')).toBeInTheDocument();
    expect(upload).toBeDisabled();
    // A PDF type with another extension is refused too.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'decree.exe', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only PDF files can be uploaded: decree.exe is not a PDF.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'decree_472_v2.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(upload).toBeEnabled());
    expect(screen.queryByText(/is not a PDF/)).not.toBeInTheDocument();
    // The English translation this time: the Lao text stays.
    fireEvent.click(screen.getByRole('radio', { name: 'English translation' }));
    fireEvent.click(upload);

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(languages).toEqual(['en']);
    expect(uploads[0].fields).toEqual({ file: { name: 'decree_472_v2.pdf', size: 8, type: 'application/pdf' } });
    await waitFor(() => expect(lawCalls).toBeGreaterThanOrEqual(2));
  });

  it('does not offer the upload to supervisors', async () => {
    signIn('supervisor');
    serveCatalogue();
    server.use(http.get('/api-laos/get_law_files', () => HttpResponse.json(LAW)));
    renderAt('/management-laos?tab=law', routes, 'en');
    expect(await screen.findByText('decree_472.pdf')).toBeInTheDocument();
    expect(screen.getByText('Only operators and admins can replace the law document.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a PDF file')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload')).not.toBeInTheDocument();
  });
});
