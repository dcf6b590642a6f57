import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { HistoryReport } from '@lcmdp/contract';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import HistoryCheck from './history-check';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });

// The page sits in the layout's <main> landmark.
const routes = [
  {
    path: '/history-check',
    element: (
      <main>
        <HistoryCheck />
      </main>
    ),
  },
];

function answering(...reports: HistoryReport[]) {
  let calls = 0;
  server.use(
    http.get('/api-laos/history/verify', () =>
      HttpResponse.json({ success: true, data: reports[Math.min(calls++, reports.length - 1)] }),
    ),
  );
  return () => calls;
}

describe('the history check', () => {
  it('runs only when asked, and says the history holds with what it read', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = answering({ ok: true, links: 221, files: 80, firstBreak: null });
    renderAt('/history-check', routes, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'History check' })).toBeInTheDocument();
    expect(calls()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Check the history' }));
    expect(await screen.findByText('The history holds: nothing was changed or deleted')).toBeInTheDocument();
    expect(screen.getByText('221 links and 80 evidence files checked')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('names the first broken link and why, in Lao', async () => {
    const user = userEvent.setup({ delay: null });
    answering({
      ok: false,
      links: 12,
      files: 3,
      firstBreak: { seq: 7, reason: 'file_altered', entryType: 'case_step', entryId: 'abc123', url: '/uploads/shot.png' },
    });
    renderAt('/history-check', routes, 'lo');
    await user.click(screen.getByRole('button', { name: 'ກວດສອບປະຫວັດ' }));
    expect(await screen.findByText('ປະຫວັດຖືກທຳລາຍ')).toBeInTheDocument();
    expect(screen.getByText('ໄຟລ໌ຫຼັກຖານຖືກແກ້ໄຂ')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('/uploads/shot.png')).toBeInTheDocument();
    expect(screen.getByText(/ຂັ້ນຕອນຂອງຄະດີ abc123/)).toBeInTheDocument();
    // Colour contrast needs a real browser; everything else axe checks here.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
