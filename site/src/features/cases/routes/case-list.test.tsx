import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { signInAs, OPERATOR } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { casePage, wireCase } from '../testing/fixtures';
import CaseList from './case-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
afterEach(() => store.signOut());

const routes = [{ path: '/cases', element: <CaseList /> }];
const LATE = wireCase({
  _id: 'case2aaaaaaaaaaaaaaaaaaa',
  caseNumber: 'LA-2026-0003',
  company: 'Nutri Co',
  overdue: 'response_overdue',
  responseDueOn: '2026-11-01',
});
const ON_TIME = wireCase();

/** The CMS of these tests: the cases, and every query the list asked. */
function cms() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api-laos/cases', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(casePage([LATE, ON_TIME]));
    }),
  );
  return queries;
}

describe('the case list', () => {
  describe('on a desktop', () => {
    withDesktopScreen();

    it('shows the cases with the overdue one highlighted and its passed deadline named', async () => {
      signInAs(OPERATOR);
      cms();
      renderAt('/cases', routes, 'en');
      const late = (await screen.findByRole('link', { name: 'LA-2026-0003' })).closest('tr')!;
      expect(within(late).getByText('Answer date passed')).toBeInTheDocument();
      expect(within(late).getByText('Answer by 11/01/2026')).toBeInTheDocument();
      expect(late.className).toMatch(/overdueRow/);
      const onTime = screen.getByRole('link', { name: 'LA-2026-0007' }).closest('tr')!;
      expect(onTime.className).not.toMatch(/overdueRow/);
      expect(within(onTime).getByText('Notice sent')).toBeInTheDocument();
      expect(within(onTime).getByText('Demo Operator')).toBeInTheDocument();
      expect(screen.getByText('1 overdue')).toBeInTheDocument();
    });

    it('asks the server again when a filter changes', async () => {
      signInAs(OPERATOR);
      const queries = cms();
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      renderAt('/cases', routes, 'en');
      await screen.findByRole('link', { name: 'LA-2026-0003' });
      expect(queries[0].get('state')).toBe('open');
      expect(queries[0].get('assignee')).toBeNull();

      await user.click(screen.getByRole('combobox', { name: 'State' }));
      await user.click(await screen.findByTitle('Overdue'));
      await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('overdue'));

      await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
      await waitFor(() => expect(queries.at(-1)?.get('assignee')).toBe(String(OPERATOR.user_id)));

      await user.type(screen.getByRole('searchbox', { name: 'Search by company' }), 'Nutri{Enter}');
      await waitFor(() => expect(queries.at(-1)?.get('company')).toBe('Nutri'));
      expect(queries.at(-1)?.get('state')).toBe('overdue');
    });
  });

  it('shows cards on a phone, in Lao', async () => {
    signInAs(OPERATOR);
    cms();
    renderAt('/cases', routes, 'lo');
    const late = (await screen.findByRole('link', { name: 'LA-2026-0003' })).closest('li')!;
    expect(within(late).getByText('ກາຍວັນກຳນົດຕອບກັບ')).toBeInTheDocument();
    expect(late.className).toMatch(/overdueCard/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
