import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CODE_LD5, detection, page } from '@/test/fixtures';
import { readMultipart, silenceActWarnings } from '@/test/report-test-kit';
import { store } from '@/lib/auth-store';
import { checkAnswer, checkMatch } from '@/test/check-answer';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import CheckPage from './check-page';

silenceActWarnings();
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const routes = [
  { path: '/check-laos', element: <CheckPage /> },
  { path: '/check-mobile', element: <CheckPage /> },
];

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const CHECKED = detection({
  _id: 'chk1aaaaaaaaaaaaaaaaaaaa',
  origin: 'check',
  route: 'check-laos',
  status: 'suspected_violation',
  link: 'https://facebook.com/nan.laos/posts/1',
});

/** The recent checks list and the catalogue the verdict names codes with; records the list calls. */
function serveRecentAndCodes() {
  const recentCalls: URLSearchParams[] = [];
  server.use(
    http.get('/api-laos/get_check_data_from_route', ({ request }) => {
      recentCalls.push(new URL(request.url).searchParams);
      return HttpResponse.json(page([CHECKED]));
    }),
    http.get('/api-laos/get_violation_code', () => HttpResponse.json({ data: [CODE_LD5] })),
  );
  return recentCalls;
}

/** The verdict section, by its heading (role queries are slow on antd's DOM in jsdom). */
async function findVerdict() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Result' });
  const section = heading.closest('section') as HTMLElement;
  expect(section).toHaveAttribute('aria-labelledby', heading.id);
  return section;
}

const SUSPECTED = checkAnswer({
  status: 'suspected_violation',
  groups: ['promotion_to_public'],
  codes: ['LD-5'],
  matches: [
    checkMatch({
      rule: 'gift_with_purchase',
      term: 'ແຖມ',
      where: 'image',
      image: 'shelf.jpg',
      excerpt: 'ຊື້ 1 ແຖມ 1',
      codes: ['LD-5'],
    }),
  ],
  images: [{ name: 'shelf.jpg', ocr_text: 'ນົມ NAN ລາຄາພິເສດ ຊື້ 1 ແຖມ 1 ມື້ນີ້ເທົ່ານັ້ນ' }],
});

beforeEach(() => {
  store.signIn({
    user: { _id: 7, user_id: 7, email: 'sup@moh.gov.la', full_name: 'Sup', phone_number: null, role: 'supervisor' },
    user_id: 7,
    role: 'supervisor',
    token: 'token-7',
  });
});
afterEach(() => store.signOut());

describe('check page', () => {
  it('sends images and text, shows the suspected verdict with the matched text highlighted, and lists recent checks', async () => {
    const recentCalls = serveRecentAndCodes();
    const sent: Awaited<ReturnType<typeof readMultipart>>[] = [];
    server.use(
      http.post('/api-laos/api/check-violation-laos-text-imgs-laos', async ({ request }) => {
        sent.push(await readMultipart(request));
        return HttpResponse.json(SUSPECTED);
      }),
    );
    renderAt('/check-laos', routes, 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Check content — Laos law' })).toBeInTheDocument();
    // Recent staff checks, each linking to its detail page.
    const recent = await screen.findByRole('link', { name: 'Open the detection of facebook.com/nan.laos/posts/1' });
    expect(recent).toHaveAttribute('href', '/detail-laos/chk1aaaaaaaaaaaaaaaaaaaa');
    expect(recentCalls[0].get('route')).toBe('check-laos');

    // Nothing to check yet: asked for an image or text, nothing sent.
    const checkButton = screen.getByText('Check images').closest('button') as HTMLButtonElement;
    fireEvent.click(checkButton);
    expect(await screen.findByText('Add at least one image or some text to check.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user().upload(screen.getByLabelText('Photos'), new File(['jpeg-bytes'], 'shelf.jpg', { type: 'image/jpeg' }));
    await screen.findByText('1 of 10 photos');
    fireEvent.change(screen.getByLabelText('Text (optional)'), { target: { value: 'Promotion seen at the pharmacy' } });
    fireEvent.click(checkButton);

    const verdict = await findVerdict();
    expect(within(verdict).getByText('Suspected violation')).toBeInTheDocument();
    expect(await within(verdict).findByText('Promotion to the public')).toBeInTheDocument();
    expect(within(verdict).getByText('LD-5')).toBeInTheDocument();
    expect(within(verdict).getByText('No advertising of breast-milk substitutes to the public')).toBeInTheDocument();
    // The OCR text of the image opens with what matched marked.
    expect(within(verdict).getByText(/Text read from shelf\.jpg — 1 match/)).toBeInTheDocument();
    const marks = verdict.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['ຊື້ 1 ແຖມ 1']);
    expect(marks[0].closest('p')).toHaveTextContent('ນົມ NAN ລາຄາພິເສດ ຊື້ 1 ແຖມ 1 ມື້ນີ້ເທົ່ານັ້ນ');
    // The text typed is shown too (collapsed: it matched nothing).
    expect(within(verdict).getByText(/Your text — no match/)).toBeInTheDocument();

    expect(sent).toEqual([
      { fields: { text: 'Promotion seen at the pharmacy' }, files: [{ name: 'shelf.jpg', size: 10, type: 'image/jpeg' }] },
    ]);
  });

  it('keeps the page address through refusals, an unavailable detector and a page it cannot check, then checks it', async () => {
    const recentCalls = serveRecentAndCodes();
    const bodies: unknown[] = [];
    const answers = [
      () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Invalid input',
              details: { fields: { url: 'Not a valid link' } },
            },
          },
          { status: 400 },
        ),
      () =>
        HttpResponse.json(
          { data: null, error: { status: 429, message: 'Too many requests' } },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      () =>
        HttpResponse.json(
          { data: null, error: { status: 503, message: 'The detector is not reachable right now; try again later' } },
          { status: 503 },
        ),
      () => HttpResponse.json({ data: null, error: { status: 413, message: 'The page is larger than 10 MB' } }, { status: 413 }),
      () => HttpResponse.json({ data: null, error: { status: 422, message: 'The page answered HTTP 404' } }, { status: 422 }),
      () => HttpResponse.json(checkAnswer({ page_text: 'Baby clothes sale' })),
    ];
    server.use(
      http.post('/api-laos/api/check-violation-laos-user-check-url', async ({ request }) => {
        bodies.push(await request.json());
        return answers[bodies.length - 1]();
      }),
    );
    renderAt('/check-mobile', routes, 'en');
    await screen.findByRole('link', { name: /Open the detection of/ });

    fireEvent.click(screen.getByRole('tab', { name: /Page address/ }));
    // Queries by role are slow on antd's DOM in jsdom: the fields are looked up once and kept.
    const address = (await screen.findAllByLabelText('Page address')).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    const note = screen.getByLabelText('Note (optional)');
    const checkButton = screen.getByText('Check page').closest('button') as HTMLButtonElement;
    fireEvent.change(address, { target: { value: 'facebook.com/shop/posts/9' } });
    fireEvent.change(note, { target: { value: 'Seen by the hotline' } });
    const submit = () => fireEvent.click(checkButton);

    submit();
    // The server's message sits on the field; the address stays.
    expect(await screen.findByText('Not a valid link')).toBeInTheDocument();
    expect(address).toHaveValue('facebook.com/shop/posts/9');

    submit();
    expect(await screen.findByText('Too many checks. Wait 42 seconds before checking again.')).toBeInTheDocument();
    expect(address).toHaveValue('facebook.com/shop/posts/9');

    submit();
    expect(
      await screen.findByText('The detector is not available right now. Try again later; what you entered is kept.'),
    ).toBeInTheDocument();
    expect(address).toHaveValue('facebook.com/shop/posts/9');
    expect(note).toHaveValue('Seen by the hotline');

    // The page's own faults are told apart from the detector's, with the detector's reason.
    submit();
    expect(await screen.findByText(/The page is larger than 10 MB; the detector cannot check it/)).toBeInTheDocument();
    expect(screen.queryByText(/The images are too large/)).not.toBeInTheDocument();

    submit();
    expect(await screen.findByText(/The page could not be checked: it did not open/)).toBeInTheDocument();
    expect(screen.getByText('The page answered HTTP 404')).toBeInTheDocument();
    expect(address).toHaveValue('facebook.com/shop/posts/9');

    submit();
    const verdict = await findVerdict();
    expect(within(verdict).getByText('No violation found')).toBeInTheDocument();
    expect(screen.queryByText(/The detector is not available/)).not.toBeInTheDocument();

    expect(bodies).toHaveLength(6);
    expect(bodies[5]).toEqual({ url: 'https://facebook.com/shop/posts/9', usercheck: 7, desc: 'Seen by the hotline' });
    // A kept check shows up in the recent list: it is asked for again.
    await waitFor(() => expect(recentCalls.length).toBeGreaterThanOrEqual(2));
    expect(recentCalls.every((c) => c.get('route') === 'check')).toBe(true);
  });

  it('links a page check to the detection it was kept as, and says when it could not be kept', async () => {
    serveRecentAndCodes();
    const answers = [
      checkAnswer({
        status: 'suspected_violation',
        page_text: 'ນົມ NAN ຫຼຸດລາຄາ',
        detection: { _id: 'kept1aaaaaaaaaaaaaaaaaaa', created: true, seen_again: false },
      }),
      checkAnswer({ page_text: 'Baby clothes sale', detection: null }),
    ];
    let calls = 0;
    server.use(http.post('/api-laos/api/check-violation-laos-user-check-url-laos', () => HttpResponse.json(answers[calls++])));
    renderAt('/check-laos', routes, 'en');
    await screen.findByRole('link', { name: /Open the detection of/ });

    fireEvent.click(screen.getByRole('tab', { name: /Page address/ }));
    const address = (await screen.findAllByLabelText('Page address')).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    const checkButton = screen.getByText('Check page').closest('button') as HTMLButtonElement;
    fireEvent.change(address, { target: { value: 'https://facebook.com/shop/posts/9' } });
    fireEvent.click(checkButton);

    expect(await screen.findByText('Kept as a detection for review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the detection' })).toHaveAttribute(
      'href',
      '/detail-laos/kept1aaaaaaaaaaaaaaaaaaa',
    );

    fireEvent.click(checkButton);
    expect(
      await screen.findByText('This check could not be kept as a detection. Check the page again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kept as a detection for review.')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
