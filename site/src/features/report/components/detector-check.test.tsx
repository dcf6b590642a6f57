import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { checkAnswer, checkMatch } from '@/test/check-answer';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import SubmitViolation from '../routes/submit-violation';
import {
  FILLED,
  SLOW,
  created,
  serveDataOptions,
  serveSubmit,
  silenceActWarnings,
  storeDraft,
  typeInto,
} from '@/test/report-test-kit';

silenceActWarnings();

const renderLao = () =>
  renderAt('/submit-violation-laos', [{ path: '/submit-violation-laos', element: <SubmitViolation /> }], 'lo');

const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

beforeEach(() => {
  sessionStorage.clear();
  serveDataOptions();
});

describe('checking suspected text and links with the detector', () => {
  it('shows what the detector found in the suspected text, until the text changes', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/api-laos/api/check-violation-laos-text-imgs-laos', async ({ request }) => {
        sent.push(String((await request.formData()).get('text')));
        return HttpResponse.json(
          checkAnswer({
            status: 'suspected_violation',
            matches: [
              checkMatch({
                rule: 'idealising_text',
                term: 'ດີກວ່ານົມແມ່',
                group: 'prohibited_text',
                where: 'text',
                excerpt: 'ນົມຜົງ X ດີກວ່ານົມແມ່',
                codes: ['LD-472-A'],
              }),
            ],
          }),
        );
      }),
    );
    renderLao();
    expect(button('ກວດຂໍ້ຄວາມທີ່ສົງໄສ')).toBeDisabled();
    typeInto('ຂໍ້ຄວາມທີ່ສົງໄສ', 'ນົມຜົງ X ດີກວ່ານົມແມ່');
    await waitFor(() => expect(button('ກວດຂໍ້ຄວາມທີ່ສົງໄສ')).toBeEnabled(), SLOW);
    fireEvent.click(button('ກວດຂໍ້ຄວາມທີ່ສົງໄສ'));

    expect(await screen.findByText('ລະບົບກວດຈັບອັດຕະໂນມັດ ພົບສັນຍານຂອງການລະເມີດທີ່ອາດເກີດຂຶ້ນ.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('ສະຖານະ: ສົງໄສວ່າລະເມີດ')).toBeInTheDocument();
    expect(screen.getByText('ດີກວ່ານົມແມ່')).toBeInTheDocument();
    expect(screen.getByText('LD-472-A')).toBeInTheDocument();
    expect(sent).toEqual(['ນົມຜົງ X ດີກວ່ານົມແມ່']);

    typeInto('ຂໍ້ຄວາມທີ່ສົງໄສ', 'ຂໍ້ຄວາມອື່ນ');
    await waitFor(() => expect(screen.queryByText('ສະຖານະ: ສົງໄສວ່າລະເມີດ')).not.toBeInTheDocument(), SLOW);
  }, 60_000);

  it('explains that the detector is unavailable (503), and the report can still be sent', async () => {
    storeDraft('laos', FILLED);
    const calls = serveSubmit(created);
    const checked: unknown[] = [];
    server.use(
      http.post('/api-laos/api/check-violation-laos-user-check-url-laos', async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json(
          {
            data: null,
            error: {
              status: 503,
              name: 'ServiceUnavailableError',
              message: 'The detector is not reachable right now; try again later',
            },
          },
          { status: 503 },
        );
      }),
    );
    renderLao();
    typeInto('ລິ້ງທີ່ສົງໄສ', 'not a link');
    await waitFor(() => expect(button('ກວດລິ້ງທີ່ສົງໄສ')).toBeEnabled(), SLOW);
    fireEvent.click(button('ກວດລິ້ງທີ່ສົງໄສ'));
    expect(await screen.findByText('ກະລຸນາໃສ່ລິ້ງທີ່ຖືກຕ້ອງກ່ອນ, ເຊັ່ນ: https://facebook.com/…', {}, SLOW)).toBeInTheDocument();
    expect(checked).toEqual([]);

    typeInto('ລິ້ງທີ່ສົງໄສ', 'www.facebook.com/nan.laos/posts/2');
    fireEvent.click(button('ກວດລິ້ງທີ່ສົງໄສ'));
    expect(await screen.findByText(/ລະບົບກວດຈັບອັດຕະໂນມັດບໍ່ພ້ອມໃຊ້ງານໃນຕອນນີ້/, {}, SLOW)).toBeInTheDocument();
    expect(checked).toEqual([{ url: 'https://www.facebook.com/nan.laos/posts/2' }]);

    const send = screen.getByText('ສົ່ງລາຍງານ').closest('button') as HTMLButtonElement;
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(await screen.findByText('ສົ່ງແບບຟອມສຳເລັດແລ້ວ!', {}, SLOW)).toBeInTheDocument();
    expect(calls[0].fields.suspectedLink).toBe('https://www.facebook.com/nan.laos/posts/2');
  }, 60_000);

  it('asks the international routes on international pages and says when nothing was found', async () => {
    server.use(http.post('/api-laos/api/check-violation-laos-user-check-url', () => HttpResponse.json(checkAnswer())));
    renderAt('/submit-violation', [{ path: '/submit-violation', element: <SubmitViolation /> }], 'en');
    typeInto('Suspected link', 'https://shop.example.la/formula');
    await waitFor(() => expect(button('Check the suspected link')).toBeEnabled(), SLOW);
    fireEvent.click(button('Check the suspected link'));
    expect(
      await screen.findByText(
        'The automatic detector found no sign of a violation. Staff will still review your report.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Non violation')).toBeInTheDocument();
  }, 60_000);
});
