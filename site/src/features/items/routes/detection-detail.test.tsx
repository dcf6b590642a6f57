import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { detection, errorBody } from '@/test/fixtures';
import DetectionDetail from './detection-detail';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/detail/:id', element: <DetectionDetail /> },
  { path: '/detail-laos/:id', element: <DetectionDetail /> },
];

function detailApi(body: unknown, status = 200) {
  const asked: string[] = [];
  server.use(
    http.get('/api-laos/get_data/:id', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return asked;
}

describe('detection detail page', () => {
  it('shows the item, its codes with names, groups and references, and its statuses', async () => {
    const asked = detailApi({ data: detection() });
    renderAt('/detail-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'BabyGold · Acme Nutrition' })).toBeInTheDocument();
    expect(asked).toEqual(['det1aaaaaaaaaaaaaaaaaaaa']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Infant formula (#1)')).toBeInTheDocument();
    expect(screen.getByText('BabyGold: better than breast milk!')).toBeInTheDocument();
    expect(screen.getByAltText('Image 1 of 1: BabyGold · Acme Nutrition')).toHaveAttribute('src', '/uploads/babygold_1.jpg');

    const verification = screen.getByRole('region', { name: 'Verification of violations' });
    const codesTable = within(verification)
      .getAllByRole('table')
      .find((table) => within(table).queryByRole('columnheader', { name: 'Legal reference' }))!;
    expect(within(codesTable).getAllByRole('row')).toHaveLength(3); // header + 2 codes
    expect(within(verification).getByText('No advertising of breast-milk substitutes to the public')).toBeInTheDocument();
    expect(within(verification).getByText('Promotion to the public')).toBeInTheDocument();
    expect(within(verification).getByText('Decree 472/PM, Article 5')).toBeInTheDocument();
    // A code without an English name falls back to its Lao one; whether a reference is confirmed is not public.
    expect(within(verification).getByText('ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ')).toBeInTheDocument();
    expect(within(verification).getByText('Decree 472/PM, Article 9')).toBeInTheDocument();
    expect(within(verification).queryByText('Reference to be confirmed')).not.toBeInTheDocument();
    expect(within(verification).getByText('Advertising')).toBeInTheDocument();
    expect(within(verification).getByText('LD-5')).toHaveStyle({ color: '#ffffff' });

    const review = screen.getByRole('region', { name: 'Review statuses and dates' });
    expect(within(review).getByText('Suspected violation')).toBeInTheDocument();
    expect(within(review).getAllByText('Violation')).toHaveLength(2);
    expect(within(review).getByText('03/03/2025')).toBeInTheDocument();

    const pageLink = screen.getByRole('link', { name: 'Open the page (opens in a new tab)' });
    expect(pageLink).toHaveAttribute('href', 'https://www.facebook.com/babygold/posts/1');
    expect(pageLink).toHaveAttribute('target', '_blank');
    expect(pageLink.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Track this item' })).toHaveAttribute(
      'href',
      '/detail-tracking-laos/det1aaaaaaaaaaaaaaaaaaaa',
    );
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/violation-laos');
  });

  it('gives the references in Lao on a Lao page, and shows staff which are still to be confirmed', async () => {
    store.signIn({
      user: { _id: 7, user_id: 7, email: 'sup@moh.gov.la', full_name: 'Sup', phone_number: null, role: 'supervisor' },
      user_id: 7,
      role: 'supervisor',
      token: 'token-7',
    });
    try {
      detailApi({ data: detection() });
      renderAt('/detail-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'lo');
      const verification = await screen.findByRole('region', { name: 'ການຢືນຢັນການລະເມີດ' });
      expect(within(verification).getByText('ດຳລັດ ເລກທີ 472/ນຍ, ມາດຕາ 5')).toBeInTheDocument();
      // No Lao text for this one: the English reference stands in.
      expect(within(verification).getByText('Decree 472/PM, Article 9')).toBeInTheDocument();
      expect(within(verification).getAllByText('ການອ້າງອີງລໍຖ້າຢືນຢັນ')).toHaveLength(1);
    } finally {
      store.signOut();
    }
  });

  it('copies the page link and says "Copied"', async () => {
    const user = userEvent.setup();
    detailApi({ data: detection() });
    renderAt('/detail-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
  });

  it('shows a not-found state when the API answers 404', async () => {
    detailApi(errorBody(404, 'Not Found'), 404);
    renderAt('/detail/zzzzzzzzzzzzzzzzzzzzzzzz', routes, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(screen.getByText('This item does not exist or is not public.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/violation');
  });

  it('shows the server message when the call fails otherwise', async () => {
    detailApi(errorBody(500, 'Database unavailable'), 500);
    renderAt('/detail/det1aaaaaaaaaaaaaaaaaaaa', routes, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('shows code names and labels in Lao', async () => {
    detailApi({ data: detection() });
    renderAt('/detail-laos/det1aaaaaaaaaaaaaaaaaaaa', routes, 'lo');
    await screen.findByRole('heading', { level: 1, name: 'BabyGold · Acme Nutrition' });
    const verification = screen.getByRole('region', { name: 'ການຢືນຢັນການລະເມີດ' });
    expect(within(verification).getByText('ຫ້າມໂຄສະນາອາຫານທົດແທນນົມແມ່ຕໍ່ສາທາລະນະ')).toBeInTheDocument();
    expect(within(verification).getByText('ການສົ່ງເສີມການຂາຍຕໍ່ສາທາລະນະ')).toBeInTheDocument();
    expect(within(verification).getByText('ການໂຄສະນາ')).toBeInTheDocument();
    expect(screen.getByText('ນົມຜົງສຳລັບເດັກອ່ອນ (#1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ສຳເນົາລິ້ງ' })).toBeInTheDocument();
    expect(screen.getByText('ສະຖານະຂອງຜູ້ກວດກາ')).toBeInTheDocument();
    expect(screen.getByText('03/03/2025'.replace(/(\d+)\/(\d+)/, '$2/$1'))).toBeInTheDocument();
  });
});
