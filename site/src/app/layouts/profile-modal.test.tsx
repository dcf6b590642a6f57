import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OPERATOR, errorBody, signInAs, tooManyAnswer } from '@/test/account-fixtures';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import ProfileModal from './profile-modal';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5_000 });
// The spec's 2000 ms before a success shows is the API hooks' business; here it would only slow the tests.
vi.mock('@/lib/success-delay', () => ({ SUCCESS_DELAY_MS: 0, afterSuccessDelay: () => Promise.resolve() }));

type User = ReturnType<typeof userEvent.setup>;

function profileApi() {
  const calls = { verify: [] as unknown[], update: [] as unknown[] };
  server.use(
    http.get('/api-laos/get_profile', () => HttpResponse.json({ data: OPERATOR })),
    http.get('/api-laos/me/notifications', () =>
      HttpResponse.json({
        data: { language: 'en', new_report: 'immediately', awaiting_approval: 'immediately', case_deadline: 'digest' },
      }),
    ),
    http.post('/api-laos/verify-current-password', async ({ request }) => {
      const body = (await request.json()) as { entered_password: string };
      calls.verify.push(body);
      return HttpResponse.json(
        body.entered_password === 'right one'
          ? { status: 'success', message: 'Password verified' }
          : { status: 'error', message: 'current_password_incorrect' },
      );
    }),
    http.put('/api-laos/update_user', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.update.push(body);
      return HttpResponse.json({
        status: 'success',
        data: { ...OPERATOR, full_name: body.full_name, email: body.email, phone_number: body.phone_number },
      });
    }),
  );
  return calls;
}

function openProfile(language: 'en' | 'lo' = 'en') {
  signInAs(OPERATOR);
  const onClose = vi.fn();
  const view = renderAt(
    '/home',
    [
      { path: '/home', element: <ProfileModal onClose={onClose} /> },
      { path: '/user/login', element: <h1>Login page</h1> },
    ],
    language,
  );
  return { onClose, ...view };
}

/** A button by its text: role queries compute accessible names through getComputedStyle, very slow in a modal. */
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const findButton = async (name: string) => (await screen.findByText(name, { selector: 'button span' })).closest('button')!;

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

afterEach(() => {
  store.signOut();
  sessionStorage.clear();
});

describe('personal information', () => {
  it('shows the account, hides the password change until asked, and checks every field', async () => {
    const calls = profileApi();
    openProfile();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Demo Operator');
    expect(screen.getByLabelText('Email')).toHaveValue('operator@lcmdp.test');
    expect(screen.getByLabelText('Phone number')).toHaveValue('02055512345');
    expect(screen.getByText('Role: Operator')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await replace(user, name, '');
    await replace(user, screen.getByLabelText('Email'), 'operator@');
    await replace(user, screen.getByLabelText('Phone number'), '020 555');
    await user.click(button('Change password'));
    await user.click(await screen.findByLabelText('New password'));
    await user.paste('12345');
    await user.click(button('Save'));

    for (const message of [
      'Please enter your full name',
      'Email must be a valid address',
      'Please enter numbers only',
      'Please enter your current password',
      'Password must be at least 6 characters long',
      'Please confirm the password',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await replace(user, screen.getByLabelText('Email'), '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls).toEqual({ verify: [], update: [] });
  });

  it('checks the current password first: a wrong one shows on its field, a right one saves and ends the session', async () => {
    const calls = profileApi();
    const { onClose } = openProfile();
    const user = userEvent.setup();
    await user.click(await findButton('Change password'));
    await user.click(screen.getByLabelText('Current password'));
    await user.paste('wrong one');
    await user.click(screen.getByLabelText('New password'));
    await user.paste('secret1');
    await user.click(screen.getByLabelText('Confirm password'));
    await user.paste('secret1');
    await user.click(button('Save'));

    const field = screen.getByLabelText('Current password').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('The current password is incorrect')).toBeInTheDocument();
    expect(calls.verify).toEqual([{ user_id: OPERATOR.user_id, entered_password: 'wrong one' }]);
    expect(calls.update).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await replace(user, screen.getByLabelText('Current password'), 'right one');
    await user.click(button('Save'));
    // The server ends every session of the account on a new password: the user signs in again with it.
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByText('Password changed. Please sign in again with your new password.')).toBeInTheDocument();
    expect(calls.update).toEqual([
      {
        _id: OPERATOR.user_id,
        full_name: 'Demo Operator',
        email: 'operator@lcmdp.test',
        phone_number: '02055512345',
        currentPassword: 'right one',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(store.get().auth.isLoggedIn).toBe(false);
  });

  it('saves the details, updates the header name, and closes', async () => {
    const calls = profileApi();
    const { onClose } = openProfile();
    const user = userEvent.setup();
    await replace(user, await screen.findByLabelText('Full name'), 'Khamla Phommachanh');
    await user.click(button('Save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    // Without a password change nothing is verified, and no password travels.
    expect(calls.verify).toEqual([]);
    expect(calls.update).toEqual([
      { _id: OPERATOR.user_id, full_name: 'Khamla Phommachanh', email: 'operator@lcmdp.test', phone_number: '02055512345' },
    ]);
    expect(store.get().auth.full_name).toBe('Khamla Phommachanh');
  });

  it("puts the server's field messages on their fields (in Lao) and shows any other failure", async () => {
    profileApi();
    let answer = () =>
      HttpResponse.json(errorBody(400, 'Invalid input', { phone_number: 'Please enter numbers only' }), { status: 400 });
    server.use(http.put('/api-laos/update_user', () => answer()));
    const { onClose } = openProfile('lo');
    const user = userEvent.setup();
    await user.click(await findButton('ບັນທຶກ'));
    const phone = screen.getByLabelText('ເບີໂທລະສັບ').closest('.ant-form-item') as HTMLElement;
    expect(await within(phone).findByText('ກະລຸນາໃສ່ສະເພາະຕົວເລກ')).toBeInTheDocument();

    answer = () => HttpResponse.json(errorBody(409, 'An account with this email already exists'), { status: 409 });
    await user.click(button('ບັນທຶກ'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the current password before changing the email, and sends it', async () => {
    const calls = profileApi();
    const { onClose } = openProfile();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await replace(user, email, 'new.address@lcmdp.test');
    await user.click(button('Save'));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(calls).toEqual({ verify: [], update: [] });

    await user.click(screen.getByLabelText('Current password'));
    await user.paste('right one');
    await user.click(button('Save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.verify).toEqual([{ user_id: OPERATOR.user_id, entered_password: 'right one' }]);
    expect(calls.update).toEqual([
      {
        _id: OPERATOR.user_id,
        full_name: 'Demo Operator',
        email: 'new.address@lcmdp.test',
        phone_number: '02055512345',
        currentPassword: 'right one',
      },
    ]);
  });

  it('shows the email notifications when asked, below the account', async () => {
    profileApi();
    openProfile();
    const user = userEvent.setup();
    await screen.findByLabelText('Full name');
    expect(screen.queryByText('Save notifications', { selector: 'button span' })).not.toBeInTheDocument();
    await user.click(button('Email notifications'));
    expect(await findButton('Save notifications')).toBeInTheDocument();
    const language = screen.getByText('Language of the emails', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    expect(within(language).getByLabelText('English')).toBeChecked();
  });

  it('says how many minutes to wait when password checks are rate-limited (in Lao)', async () => {
    const calls = profileApi();
    server.use(http.post('/api-laos/verify-current-password', () => tooManyAnswer(15)));
    const { onClose } = openProfile('lo');
    const user = userEvent.setup();
    await replace(user, await screen.findByLabelText('ອີເມວ'), 'new.address@lcmdp.test');
    await user.click(await screen.findByLabelText('ລະຫັດຜ່ານປັດຈຸບັນ'));
    await user.paste('a guess');
    await user.click(button('ບັນທຶກ'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ພະຍາຍາມຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 15 ນາທີ ແລ້ວລອງໃໝ່.');
    expect(calls.update).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
