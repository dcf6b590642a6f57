import { configure, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { page } from '@/test/fixtures';
import { silenceActWarnings } from '@/test/report-test-kit';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { PAGE_CHECK_ANSWER, PAGE_CHECK_CODES } from '../testing/page-check-answer';
import CheckPage from './check-page';

silenceActWarnings();
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  store.signIn({
    user: { _id: 7, user_id: 7, email: 'sup@moh.gov.la', full_name: 'Sup', phone_number: null, role: 'supervisor' },
    user_id: 7,
    role: 'supervisor',
    token: 'token-7',
  });
  server.use(
    http.get('/api-laos/get_check_data_from_route', () => HttpResponse.json(page([]))),
    http.get('/api-laos/get_violation_code', () => HttpResponse.json({ data: PAGE_CHECK_CODES })),
    http.post('/api-laos/api/check-violation-laos-user-check-url-laos', () => HttpResponse.json(PAGE_CHECK_ANSWER)),
  );
});
afterEach(() => store.signOut());

it('shows every code a page check returned, under its group, and no group heading without codes', async () => {
  renderAt('/check-laos', [{ path: '/check-laos', element: <CheckPage /> }], 'en');
  fireEvent.click(await screen.findByRole('tab', { name: /Page address/ }));
  const address = (await screen.findAllByLabelText('Page address')).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  fireEvent.change(address, { target: { value: 'https://facebook.com/aptamil.laos/posts/2' } });
  fireEvent.click(screen.getByText('Check page').closest('button') as HTMLButtonElement);

  const heading = await screen.findByRole('heading', { level: 3, name: 'Violation groups and codes' });
  // The catalogue names each code once it has loaded.
  await screen.findByText(PAGE_CHECK_CODES[0].names[1].name);
  const list = heading.nextElementSibling as HTMLElement;
  const groups = [...list.children].map((group) => ({
    group: group.firstElementChild?.textContent,
    codes: [...group.querySelectorAll('.ant-tag')].map((tag) => tag.textContent),
  }));
  expect(groups).toEqual([
    { group: 'Promotion to the public', codes: ['LA-PP-04', 'LA-PP-01', 'LA-PP-03'] },
    { group: 'Prohibited text', codes: ['LA-PT-02', 'LA-PT-03'] },
    { group: 'Information and education', codes: ['LA-IE-01'] },
    { group: 'Information for health workers', codes: ['LA-HW-01'] },
  ]);
  expect(groups.flatMap((g) => g.codes).sort()).toEqual([...PAGE_CHECK_ANSWER.codes].sort());
  for (const code of PAGE_CHECK_CODES) expect(within(list).getByText(code.names[1].name)).toBeInTheDocument();
});
