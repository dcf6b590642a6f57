import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { renderAt } from '@/test/render';
import {
  FILLED,
  SLOW,
  choose,
  created,
  serveDataOptions,
  serveSubmit,
  silenceActWarnings,
  storeDraft,
  typeDate,
  typeInto,
  valueOf,
} from '@/test/report-test-kit';
import SubmitViolation from './submit-violation';

silenceActWarnings();

const renderLao = () =>
  renderAt('/submit-violation-laos', [{ path: '/submit-violation-laos', element: <SubmitViolation /> }], 'lo');

/** user-event without its pointer-events check, which asks jsdom for computed styles up the tree on every click. */
const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const submitButton = () => screen.getByText('ສົ່ງລາຍງານ').closest('button') as HTMLButtonElement;

/** The error message shown under a labelled field. */
function errorOf(label: string | RegExp) {
  const item = screen.getByText(label, { selector: 'label, label *' }).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

beforeEach(() => {
  sessionStorage.clear();
  serveDataOptions();
});

describe('report form (Lao)', () => {
  it('prompts for every required field, in Lao, and leaves the optional ones alone', async () => {
    renderLao();
    typeInto('ອີເມວ', 'not-an-email');
    fireEvent.click(submitButton());

    expect(await screen.findByText('ກະລຸນາໃສ່ວັນທີທີ່ພົບເຫັນ', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('ກະລຸນາເລືອກແຂວງ')).toBeInTheDocument();
    expect(screen.getByText('ກະລຸນາເລືອກບ່ອນທີ່ພົບເຫັນການລະເມີດ')).toBeInTheDocument();
    expect(screen.getByText('ກະລຸນາລະບຸບໍລິສັດ')).toBeInTheDocument();
    expect(screen.getByText('ກະລຸນາລະບຸຍີ່ຫໍ້')).toBeInTheDocument();
    expect(screen.getByText('ກະລຸນາເລືອກປະເພດຜະລິດຕະພັນ')).toBeInTheDocument();
    expect(screen.getByText('ອີເມວບໍ່ຖືກຕ້ອງ')).toBeInTheDocument();
    expect(errorOf('ລາຍລະອຽດ (ບໍ່ບັງຄັບ)')).toBeNull();
    expect(errorOf('ຊື່ ແລະ ນາມສະກຸນ')).toBeNull();
    // The hint: a useful report names a covered product and a prohibited practice.
    expect(screen.getByText('ລາຍງານແບບໃດຈຶ່ງເປັນປະໂຫຍດ')).toBeInTheDocument();

    // A category asks for its details.
    fireEvent.click(screen.getByLabelText('ສະຫຼາກບໍ່ເໝາະສົມ'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງບັນຫາຂອງສະຫຼາກ', {}, SLOW)).toBeInTheDocument();
  }, 60_000);

  it('sends the report as multipart to /submit_report, thanks the reporter and starts a new report', async () => {
    const calls = serveSubmit(created);
    renderLao();
    const observed = dayjs().subtract(3, 'day');
    typeDate('ວັນທີທີ່ພົບເຫັນ', observed.format('DD/MM/YYYY'));
    await choose('ນະຄອນ / ແຂວງ', 'ຫຼວງພະບາງ');
    fireEvent.click(screen.getByLabelText('ການສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ'));
    fireEvent.click(await screen.findByLabelText('ໂປສເຕີ', {}, SLOW));
    fireEvent.click(screen.getByLabelText('ຊື້ 1 ແຖມ 1'));
    typeInto('ກິດຈະກຳທີ່ພົບເຫັນ', 'ພະນັກງານຂາຍແຈກຕົວຢ່າງນົມຟຣີ');
    typeInto('ບໍລິສັດ', 'ເນສເລ່');
    typeInto('ຍີ່ຫໍ້', 'NAN');
    await choose('ປະເພດຜະລິດຕະພັນ', 'ນົມຜົງສຳລັບເດັກອ່ອນ (#1)');
    typeInto('ລິ້ງທີ່ສົງໄສ', 'facebook.com/nan.laos/posts/1');
    typeInto('ອີເມວ', 'reporter@example.la');
    await user().upload(screen.getByLabelText('ຮູບພາບ'), new File(['jpeg-bytes'], 'shelf.jpg', { type: 'image/jpeg' }));
    await screen.findByText('1 ໃນ 10 ຮູບ', {}, SLOW);

    fireEvent.click(submitButton());

    expect(await screen.findByText('ສົ່ງແບບຟອມສຳເລັດແລ້ວ!', {}, SLOW)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({
      variant: 'laos',
      observedOn: observed.format('YYYY-MM-DD'),
      province: 'luang_prabang',
      category: 'promotion_to_public',
      details: 'poster,buy1get1',
      activity: 'ພະນັກງານຂາຍແຈກຕົວຢ່າງນົມຟຣີ',
      company: 'ເນສເລ່',
      brand: 'NAN',
      productType: 'infant_formula',
      suspectedLink: 'https://facebook.com/nan.laos/posts/1',
      reporterEmail: 'reporter@example.la',
    });
    expect(calls[0].files).toEqual([{ name: 'shelf.jpg', size: 10, type: 'image/jpeg' }]);
    // A new, empty report; the draft is gone.
    await waitFor(() => expect(valueOf('ບໍລິສັດ')).toBe(''), SLOW);
    expect(valueOf('ອີເມວ')).toBe('');
    expect(screen.getByText('0 ໃນ 10 ຮູບ')).toBeInTheDocument();
    expect(sessionStorage.getItem('lcmdp.report-draft.laos')).toBeNull();
  }, 60_000);

  it('keeps everything typed when sending fails, and the retry button sends it again', async () => {
    storeDraft('laos', FILLED);
    const calls = serveSubmit(
      () =>
        HttpResponse.json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'boom' } }, { status: 500 }),
      () => HttpResponse.error(),
      created,
    );
    renderLao();
    expect(await screen.findByText('ຄຳຕອບທີ່ທ່ານພິມໄວ້ກ່ອນໜ້ານີ້ໃນແຖບນີ້ ໄດ້ຖືກກູ້ຄືນແລ້ວ.', {}, SLOW)).toBeInTheDocument();
    typeInto('ຊື່ ແລະ ນາມສະກຸນ', 'ນາງ ຄຳ');
    await user().upload(screen.getByLabelText('ຮູບພາບ'), new File(['png-bytes'], 'label.png', { type: 'image/png' }));
    await screen.findByText('1 ໃນ 10 ຮູບ', {}, SLOW);

    fireEvent.click(submitButton());
    // A server failure: explained, and nothing is lost.
    expect(
      await screen.findByText('ເຊີບເວີມີບັນຫາ. ຄຳຕອບ ແລະ ຮູບຂອງທ່ານຍັງຢູ່ຄືເກົ່າ. ກະລຸນາລອງໃໝ່ໃນອີກບໍ່ດົນ.', {}, SLOW),
    ).toBeInTheDocument();
    const expectKept = () => {
      expect(valueOf('ບໍລິສັດ')).toBe('Nestlé');
      expect(valueOf('ຍີ່ຫໍ້')).toBe('NAN');
      expect(valueOf('ຊື່ ແລະ ນາມສະກຸນ')).toBe('ນາງ ຄຳ');
      expect(valueOf('ອີເມວ')).toBe('reporter@example.la');
      expect(valueOf('ລາຍລະອຽດ (ບໍ່ບັງຄັບ)')).toBe('ເຫັນຢູ່ຮ້ານຂາຍຢາ');
      expect(valueOf('ວັນທີທີ່ພົບເຫັນ')).toBe('04/03/2026');
      expect(screen.getByLabelText('ຂອງຂວັນສຳລັບແມ່')).toBeChecked();
      expect(screen.getByText('1 ໃນ 10 ຮູບ')).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem('lcmdp.report-draft.laos') ?? '{}')).toMatchObject({
        reporterName: 'ນາງ ຄຳ',
        company: 'Nestlé',
      });
    };
    expectKept();

    // Retry: the connection drops this time.
    fireEvent.click(screen.getByText('ລອງສົ່ງອີກຄັ້ງ'));
    expect(await screen.findByText(/ການເຊື່ອມຕໍ່ຂາດ/, {}, SLOW)).toBeInTheDocument();
    expectKept();

    // Retry again: sent.
    fireEvent.click(screen.getByText('ລອງສົ່ງອີກຄັ້ງ'));
    expect(await screen.findByText('ສົ່ງແບບຟອມສຳເລັດແລ້ວ!', {}, SLOW)).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.fields).toMatchObject({
        variant: 'laos',
        observedOn: '2026-03-04',
        province: 'luang_prabang',
        category: 'promotion_at_point_of_sale',
        details: 'price_reduction,gifts_for_mothers',
        company: 'Nestlé',
        brand: 'NAN',
        productType: 'follow_on_formula',
        reporterName: 'ນາງ ຄຳ',
      });
      expect(call.files).toEqual([{ name: 'label.png', size: 9, type: 'image/png' }]);
    }
    expect(screen.queryByText('ລອງສົ່ງອີກຄັ້ງ')).not.toBeInTheDocument();
  }, 60_000);

  it("shows the server's field messages on the fields, and explains a rate limit", async () => {
    storeDraft('laos', FILLED);
    const calls = serveSubmit(
      () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Invalid input',
              details: {
                fields: { brand: 'Please specify the brand', url: 'Not a valid link', images: 'Only JPEG, PNG or WebP images' },
              },
            },
          },
          { status: 400 },
        ),
      () =>
        HttpResponse.json(
          { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests' } },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
    );
    renderLao();
    await screen.findByText('ຄຳຕອບທີ່ທ່ານພິມໄວ້ກ່ອນໜ້ານີ້ໃນແຖບນີ້ ໄດ້ຖືກກູ້ຄືນແລ້ວ.', {}, SLOW);
    fireEvent.click(submitButton());

    await waitFor(() => expect(errorOf('ຍີ່ຫໍ້')).toBe('ກະລຸນາລະບຸຍີ່ຫໍ້'), SLOW);
    expect(errorOf('ທີ່ຢູ່ເວັບໄຊ (URL)')).toBe('ລິ້ງບໍ່ຖືກຕ້ອງ');
    expect(screen.getByText('ມີບາງຄຳຕອບທີ່ຕ້ອງແກ້ໄຂ')).toBeInTheDocument();
    expect(screen.getByText('Only JPEG, PNG or WebP images')).toBeInTheDocument();
    expect(valueOf('ຍີ່ຫໍ້')).toBe('NAN');

    fireEvent.click(submitButton());
    expect(await screen.findByText('ມີລາຍງານຫຼາຍເກີນໄປຈາກການເຊື່ອມຕໍ່ນີ້', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/ກະລຸນາລໍຖ້າສອງສາມນາທີ ແລ້ວລອງໃໝ່/)).toBeInTheDocument();
    expect(valueOf('ບໍລິສັດ')).toBe('Nestlé');
    expect(calls).toHaveLength(2);
  }, 60_000);

  it('swaps the detail list when the category changes, keeping only details that still apply', async () => {
    renderLao();
    fireEvent.click(screen.getByLabelText('ການສົ່ງເສີມການຂາຍຢູ່ຈຸດຈຳໜ່າຍ'));
    expect(await screen.findByText('ທ່ານເຫັນການສົ່ງເສີມການຂາຍແບບໃດຢູ່ຈຸດຈຳໜ່າຍ?', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('ໂປສເຕີ'));
    fireEvent.click(screen.getByLabelText('ການຫຼຸດລາຄາ'));
    expect(screen.queryByLabelText('ບໍ່ມີວັນໝົດອາຍຸ')).not.toBeInTheDocument();

    // Labelling problems replace the promotion kinds.
    fireEvent.click(screen.getByLabelText('ສະຫຼາກບໍ່ເໝາະສົມ'));
    expect(await screen.findByText('ສະຫຼາກມີບັນຫາຫຍັງ?', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('ໂປສເຕີ')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ບໍ່ມີວັນໝົດອາຍຸ')).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(10);

    // Health settings: its own shorter list; a poster applies there too, a price reduction does not.
    fireEvent.click(screen.getByLabelText('ການສົ່ງເສີມການຂາຍຢູ່ຈຸດຈຳໜ່າຍ'));
    fireEvent.click(await screen.findByLabelText('ໂປສເຕີ', {}, SLOW));
    fireEvent.click(screen.getByLabelText('ການຫຼຸດລາຄາ'));
    fireEvent.click(screen.getByLabelText('ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ'));
    expect(
      await screen.findByText('ທ່ານເຫັນຫຍັງຢູ່ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ກັບພະນັກງານສາທາລະນະສຸກ?', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(8);
    expect(screen.getByLabelText('ໂປສເຕີ')).toBeChecked();
    expect(screen.queryByLabelText('ການຫຼຸດລາຄາ')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('lcmdp.report-draft.laos') ?? '{}')).toMatchObject({
        category: 'health_settings_workers',
        details: ['poster'],
      }),
    );
  }, 60_000);
});

describe('the draft', () => {
  it('survives a reload of the page, and "clear the form" discards it', async () => {
    const first = renderLao();
    typeInto('ບໍລິສັດ', 'Mead Johnson');
    typeInto('ລາຍລະອຽດ (ບໍ່ບັງຄັບ)', 'ໂປສເຕີຢູ່ຫ້ອງກວດເດັກ');
    fireEvent.click(screen.getByLabelText('ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ'));
    await waitFor(() => expect(sessionStorage.getItem('lcmdp.report-draft.laos')).toContain('Mead Johnson'), SLOW);
    first.unmount();

    renderLao();
    expect(await screen.findByText('ຄຳຕອບທີ່ທ່ານພິມໄວ້ກ່ອນໜ້ານີ້ໃນແຖບນີ້ ໄດ້ຖືກກູ້ຄືນແລ້ວ.', {}, SLOW)).toBeInTheDocument();
    expect(valueOf('ບໍລິສັດ')).toBe('Mead Johnson');
    expect(valueOf('ລາຍລະອຽດ (ບໍ່ບັງຄັບ)')).toBe('ໂປສເຕີຢູ່ຫ້ອງກວດເດັກ');
    expect(screen.getByLabelText('ສະຖານບໍລິການສາທາລະນະສຸກ ຫຼື ພະນັກງານສາທາລະນະສຸກ')).toBeChecked();

    fireEvent.click(screen.getByText('ລ້າງແບບຟອມ'));
    await waitFor(() => expect(valueOf('ບໍລິສັດ')).toBe(''), SLOW);
    expect(sessionStorage.getItem('lcmdp.report-draft.laos')).toBeNull();
  }, 60_000);
});

describe('report form (English, international code)', () => {
  it('sends under the international code and says exactly "Form submitted successfully!"', async () => {
    storeDraft('international', { ...FILLED, observedOn: '2026-03-04' });
    const calls = serveSubmit(created);
    renderAt('/submit-violation-mobile', [{ path: '/submit-violation-mobile', element: <SubmitViolation /> }], 'en');
    expect(await screen.findByText(/may break the International Code/, {}, SLOW)).toBeInTheDocument();
    // English dates read mm/dd/yyyy.
    await waitFor(() => expect(valueOf('Date of observation')).toBe('03/04/2026'), SLOW);
    fireEvent.click(screen.getByText('Send report'));
    expect(await screen.findByText('Form submitted successfully!', {}, SLOW)).toBeInTheDocument();
    expect(calls[0].fields).toMatchObject({ variant: 'international', observedOn: '2026-03-04', company: 'Nestlé' });
    expect(calls[0].files).toEqual([]);
  }, 60_000);
});
