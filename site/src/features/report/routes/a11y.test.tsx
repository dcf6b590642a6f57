import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { checkAnswer, checkMatch } from '@/test/check-answer';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { SLOW, serveDataOptions, silenceActWarnings, typeInto } from '@/test/report-test-kit';
import SubmitViolation from './submit-violation';

silenceActWarnings();

async function violations() {
  // jsdom cannot compute colours: contrast is left to the browser audits.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

beforeAll(() => {
  // axe probes a canvas for icon fonts; jsdom has none.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});

beforeEach(() => {
  sessionStorage.clear();
  serveDataOptions();
});

it('the report form has no axe violations, with errors, a photo, details and a check result showing', async () => {
  server.use(
    http.post('/api-laos/api/check-violation-laos-text-imgs-laos', () =>
      HttpResponse.json(
        checkAnswer({ status: 'suspected_violation', matches: [checkMatch({ rule: 'r', term: 'ແຖມ', codes: ['C1'] })] }),
      ),
    ),
  );
  renderAt(
    '/submit-violation-laos-mobile',
    [
      {
        path: '/submit-violation-laos-mobile',
        element: (
          <main>
            <SubmitViolation />
          </main>
        ),
      },
    ],
    'lo',
  );
  fireEvent.click(screen.getByLabelText('ການສົ່ງເສີມການຂາຍຢູ່ຈຸດຈຳໜ່າຍ'));
  await screen.findByLabelText('ໂປສເຕີ', {}, SLOW);
  await userEvent
    .setup({ pointerEventsCheck: 0, delay: null })
    .upload(screen.getByLabelText('ຮູບພາບ'), new File(['1'], 'shelf.jpg', { type: 'image/jpeg' }));
  typeInto('ຂໍ້ຄວາມທີ່ສົງໄສ', 'ຊື້ 1 ແຖມ 1');
  fireEvent.click(screen.getByText('ກວດຂໍ້ຄວາມທີ່ສົງໄສ').closest('button') as HTMLButtonElement);
  await screen.findByText('ລະບົບກວດຈັບອັດຕະໂນມັດ ພົບສັນຍານຂອງການລະເມີດທີ່ອາດເກີດຂຶ້ນ.', {}, SLOW);
  fireEvent.click(screen.getByText('ສົ່ງລາຍງານ').closest('button') as HTMLButtonElement);
  await screen.findByText('ກະລຸນາລະບຸຍີ່ຫໍ້', {}, SLOW);
  expect(await violations()).toEqual([]);
  // Required comboboxes say so on the input that carries the label.
  expect(screen.getByLabelText('ນະຄອນ / ແຂວງ')).toHaveAttribute('aria-required', 'true');
  expect(screen.getByLabelText('ຍີ່ຫໍ້')).toHaveAttribute('aria-required', 'true');
}, 120_000);
