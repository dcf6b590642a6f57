import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CompanyDetail, WireCase, WireCompanyItem } from '@lcmdp/contract';
import { store } from '@/lib/auth-store';
import { withDesktopScreen } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { OPERATOR, SUPERVISOR, signInAs } from '@/test/account-fixtures';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { refusal, wireCase } from '../testing/fixtures';
import CasePage from '../routes/case-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
silenceActWarnings();
withDesktopScreen();
afterEach(() => store.signOut());

const routes = [{ path: '/cases/:id', element: <CasePage /> }];
const OPENED = wireCase({ stage: 'opened', responseDueOn: null, allowedSteps: ['send_notice'] });

const item = (overrides: Partial<WireCompanyItem>): WireCompanyItem => ({
  kind: 'detection',
  _id: 'det1aaaaaaaaaaaaaaaaaaaa',
  variant: 'laos',
  company: 'Dumex Laos',
  brand: 'Dumex',
  status: 'violation',
  confirmed: true,
  archived: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  caseId: OPENED._id,
  caseNumber: OPENED.caseNumber,
  caseStage: 'opened',
  ...overrides,
});
const ITEMS = [
  // Already in this case.
  item({}),
  // Its own case not notified yet: it may move in.
  item({ _id: 'det2aaaaaaaaaaaaaaaaaaaa', brand: 'Dumex Gold', caseId: 'case2', caseNumber: 'LA-2026-0009' }),
  // No case of its own.
  item({ kind: 'report', _id: 'rep1aaaaaaaaaaaaaaaaaaaa', brand: 'Dumex Mama', caseId: null, caseNumber: null, caseStage: null }),
  // Not offered: not confirmed, in a case under way, another variant.
  item({ _id: 'det3aaaaaaaaaaaaaaaaaaaa', brand: 'Pending Brand', status: 'pending_approval', confirmed: false, caseId: null }),
  item({
    _id: 'det4aaaaaaaaaaaaaaaaaaaa',
    brand: 'Busy Brand',
    caseId: 'case3',
    caseNumber: 'LA-2026-0010',
    caseStage: 'decided',
  }),
  item({ _id: 'det5aaaaaaaaaaaaaaaaaaaa', brand: 'Other Variant', variant: 'international', caseId: null }),
];

function cms(value: WireCase, answer: () => Response = () => HttpResponse.json({ success: true, data: value })) {
  const joined: unknown[] = [];
  const asked: string[] = [];
  server.use(
    http.get('/api-laos/cases/:id', () => HttpResponse.json({ data: value })),
    http.get('/api-laos/companies/:key', ({ params }) => {
      asked.push(String(params.key));
      const detail: CompanyDetail = {
        company: {
          key: 'dumex laos',
          name: 'Dumex Laos',
          names: [],
          known: false,
          spellings: ['Dumex Laos'],
          variants: ['laos', 'international'],
          items: ITEMS.length,
          confirmedViolations: 4,
          cases: 3,
          openCases: 3,
          lastDetectedAt: '2026-11-01T03:00:00.000Z',
          repeatOffender: true,
        },
        items: ITEMS,
        cases: [],
      };
      return HttpResponse.json({ data: detail });
    }),
    http.post('/api-laos/cases/:id/items', async ({ request }) => {
      joined.push(await request.json());
      return answer();
    }),
  );
  return { joined, asked };
}
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('adding items of the company to a case', () => {
  it("lists the company's confirmed items that may join, and joins the chosen ones after a confirmation", async () => {
    signInAs(OPERATOR);
    const { joined, asked } = cms(OPENED);
    renderAt(`/cases/${OPENED._id}`, routes, 'en');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add items of this company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items of Dumex Laos' });
    expect(asked).toEqual(['Dumex Laos']);
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual([
      'Detected ad: Dumex Gold · Dumex Laos — 11/01/2026 — now in case LA-2026-0009',
      'Public report: Dumex Mama · Dumex Laos — 11/01/2026',
    ]);

    // Nothing chosen: nothing is sent.
    await u.click(within(dialog).getByRole('button', { name: 'Add to the case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose at least one item');

    await u.click(boxes[0]);
    await u.click(boxes[1]);
    await u.click(within(dialog).getByRole('button', { name: 'Add to the case' }));
    expect((await screen.findAllByText('Add the chosen items (2) to case LA-2026-0007?')).length).toBeGreaterThan(0);
    expect(joined).toEqual([]);
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(joined).toEqual([
        {
          items: [
            { kind: 'detection', _id: 'det2aaaaaaaaaaaaaaaaaaaa' },
            { kind: 'report', _id: 'rep1aaaaaaaaaaaaaaaaaaaa' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('The items were added to the case')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    signInAs(OPERATOR);
    cms(OPENED, () =>
      HttpResponse.json(
        refusal(400, 'Some items cannot join this case', { fields: { 'items.0': 'Only confirmed violations join a case' } }),
        {
          status: 400,
        },
      ),
    );
    renderAt(`/cases/${OPENED._id}`, routes, 'en');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add items of this company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items of Dumex Laos' });
    await u.click((await within(dialog).findAllByRole('checkbox'))[0]);
    await u.click(within(dialog).getByRole('button', { name: 'Add to the case' }));
    await u.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only confirmed violations join a case');
  });

  it('is offered only while the case is not yet notified, and only to operators and admins', async () => {
    signInAs(OPERATOR);
    cms(wireCase());
    const { unmount } = renderAt('/cases/case1aaaaaaaaaaaaaaaaaaa', routes, 'en');
    await screen.findByRole('button', { name: 'Record the answer' });
    expect(screen.queryByRole('button', { name: 'Add items of this company' })).not.toBeInTheDocument();
    unmount();
    store.signOut();

    signInAs(SUPERVISOR);
    cms(OPENED);
    renderAt(`/cases/${OPENED._id}`, routes, 'en');
    await screen.findByText('Supervisors can read cases; operators and admins take their steps.');
    expect(screen.queryByRole('button', { name: 'Add items of this company' })).not.toBeInTheDocument();
  });

  it("links the case's company name to the company page", async () => {
    signInAs(SUPERVISOR);
    cms(OPENED);
    renderAt(`/cases/${OPENED._id}`, routes, 'en');
    expect(await screen.findByRole('link', { name: 'Dumex Laos' })).toHaveAttribute('href', '/companies/Dumex%20Laos');
  });
});
