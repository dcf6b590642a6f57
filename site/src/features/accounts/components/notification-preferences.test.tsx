import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationPreferences } from '@lcmdp/contract';
import { loadNamespaces } from '@/lib/i18n';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { errorBody } from '@/test/account-fixtures';
import NotificationPreferencesForm from './notification-preferences';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });

const STORED: NotificationPreferences = {
  language: 'lo',
  new_report: 'immediately',
  awaiting_approval: 'immediately',
  case_deadline: 'digest',
};

function notificationsApi(answer?: () => Response) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api-laos/me/notifications', () => HttpResponse.json({ data: STORED })),
    http.put('/api-laos/me/notifications', async ({ request }) => {
      const body = (await request.json()) as Partial<NotificationPreferences>;
      saved.push(body);
      return answer ? answer() : HttpResponse.json({ data: { ...STORED, ...body } });
    }),
  );
  return saved;
}

/** The radio of one choice inside the form item labelled `group`. */
const choice = (group: string, option: string) =>
  within(screen.getByText(group, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).getByLabelText(option);
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;

beforeAll(async () => {
  await loadNamespaces(['accounts']);
});

describe('email notifications in personal information', () => {
  it('shows the stored choices in Lao and saves the changed ones', async () => {
    const saved = notificationsApi();
    renderAt('/home', [{ path: '/home', element: <NotificationPreferencesForm /> }], 'lo');
    const user = userEvent.setup();
    expect(await screen.findByText('ການແຈ້ງເຕືອນທາງອີເມວ')).toBeInTheDocument();
    expect(choice('ພາສາຂອງອີເມວ', 'ລາວ')).toBeChecked();
    expect(choice('ການລາຍງານໃໝ່ຈາກປະຊາຊົນ (ຜູ້ກວດກາ)', 'ທັນທີ')).toBeChecked();
    expect(choice('ຂັ້ນຕອນທີ່ໃກ້ຮອດກຳນົດ ແລະ ກາຍກຳນົດ ຂອງກໍລະນີທີ່ມອບໝາຍໃຫ້ທ່ານ', 'ໃນສະຫຼຸບປະຈຳວັນ')).toBeChecked();

    await user.click(choice('ການລາຍງານໃໝ່ຈາກປະຊາຊົນ (ຜູ້ກວດກາ)', 'ໃນສະຫຼຸບປະຈຳວັນ'));
    await user.click(choice('ລາຍການທີ່ລໍຖ້າການອະນຸມັດ (ຜູ້ປະຕິບັດງານ)', 'ບໍ່ຮັບ'));
    await user.click(choice('ພາສາຂອງອີເມວ', 'ອັງກິດ'));
    await user.click(button('ບັນທຶກການແຈ້ງເຕືອນ'));

    expect(await screen.findByText('ບັນທຶກການຕັ້ງຄ່າການແຈ້ງເຕືອນຂອງທ່ານແລ້ວ')).toBeInTheDocument();
    expect(saved).toEqual([{ language: 'en', new_report: 'digest', awaiting_approval: 'off', case_deadline: 'digest' }]);
  });

  it("shows the server's refusal in English and keeps the choices", async () => {
    const saved = notificationsApi(() =>
      HttpResponse.json(errorBody(400, 'Invalid input: new_report: new_report must be one of: immediately, digest, off'), {
        status: 400,
      }),
    );
    renderAt('/home', [{ path: '/home', element: <NotificationPreferencesForm /> }], 'en');
    const user = userEvent.setup();
    expect(await screen.findByText('Email notifications')).toBeInTheDocument();
    await user.click(choice('Items waiting for approval (operators)', 'In the daily digest'));
    await user.click(button('Save notifications'));
    expect(await screen.findByRole('alert')).toHaveTextContent('new_report must be one of: immediately, digest, off');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(choice('Items waiting for approval (operators)', 'In the daily digest')).toBeChecked();
  });
});
