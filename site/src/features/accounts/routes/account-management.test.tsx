import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { withDesktopScreen } from '@/test/fixtures';
import { store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { ADMIN, OPERATOR, SUPERVISOR, errorBody, signInAs } from '@/test/account-fixtures';
import AccountManagement from './account-management';

// antd in jsdom is slow (the add test fills a whole form); on a busy machine a test may take a minute.
vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 5_000 });
// The spec's 2000 ms before a success shows is the API hooks' business; here it would only slow the tests.
vi.mock('@/lib/success-delay', () => ({ SUCCESS_DELAY_MS: 0, afterSuccessDelay: () => Promise.resolve() }));

const routes = [{ path: '/account-management', element: <AccountManagement /> }];

/** The accounts API: the list, and every add and delete it was asked. */
function accountsApi() {
  const calls = { lists: 0, added: [] as unknown[], deleted: [] as unknown[] };
  let addAnswer: () => Response = () => HttpResponse.json({ status: 'success', data: SUPERVISOR }, { status: 201 });
  server.use(
    http.get('/api-laos/get_users', () => {
      calls.lists += 1;
      return HttpResponse.json({ data: [ADMIN, OPERATOR, SUPERVISOR] });
    }),
    http.post('/api-laos/add_user', async ({ request }) => {
      calls.added.push(await request.json());
      return addAnswer();
    }),
    http.delete('/api-laos/delete_user', async ({ request }) => {
      calls.deleted.push(await request.json());
      return HttpResponse.json({ status: 'success' });
    }),
  );
  return { calls, answerAdd: (answer: () => Response) => (addAnswer = answer) };
}

/** By text, not role: role queries compute accessible names through getComputedStyle, very slow with antd. */
const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByText(name, { selector: 'button span' }).closest('button')!;

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string, container = document.body) {
  await user.click(within(container).getByLabelText(label));
  await user.paste(text);
}

/** The open modal around the element with `text`. */
async function modalWith(text: string, selector = '*') {
  return (await screen.findByText(text, { selector })).closest('.ant-modal') as HTMLElement;
}

const CONFIRM_TITLE = '.ant-modal-confirm-title';

afterEach(() => store.signOut());

describe('account management on a desktop screen', () => {
  withDesktopScreen();

  it('lists the accounts with a search; an operator cannot touch admins or delete themselves', async () => {
    accountsApi();
    signInAs(OPERATOR);
    renderAt('/account-management', routes, 'en');
    expect(await screen.findByText('Demo Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account management' })).toBeInTheDocument();
    expect(screen.getByText('supervisor@lcmdp.test')).toBeInTheDocument();
    expect(screen.getByText('Accounts: 3')).toBeInTheDocument();

    expect(screen.getByLabelText('Edit Demo Admin')).toBeDisabled();
    expect(screen.getByLabelText('Delete Demo Admin')).toBeDisabled();
    expect(screen.getByLabelText('Edit Demo Operator')).toBeEnabled();
    expect(screen.getByLabelText('Delete Demo Operator')).toBeDisabled();
    expect(screen.getByLabelText('Edit Demo Supervisor')).toBeEnabled();
    expect(screen.getByLabelText('Delete Demo Supervisor')).toBeEnabled();

    const user = userEvent.setup();
    await fill(user, 'Search accounts', 'supervisor');
    await waitFor(() => expect(screen.queryByText('Demo Admin')).not.toBeInTheDocument());
    expect(screen.getByText('Demo Supervisor')).toBeInTheDocument();
    expect(screen.getByText('Accounts: 1')).toBeInTheDocument();
  });

  it('checks a new account before sending it, offering an operator no admin role', async () => {
    const { calls } = accountsApi();
    signInAs(OPERATOR);
    renderAt('/account-management', routes, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Add account', { selector: 'button span' }));
    const dialog = await modalWith('Save', 'button span');
    await fill(user, 'Email', 'khamla@', dialog);
    await fill(user, 'Phone number', '020-555', dialog);
    await user.click(button('Save', dialog));

    for (const message of [
      'Please enter your full name',
      'Email must be a valid address',
      'Please enter numbers only',
      'Please select an option',
      'Password must be at least 6 characters long',
      'Please confirm the password',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Role'));
    // The visible options (antd also keeps a hidden list of the values for screen readers).
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent)).toEqual([
        'Supervisor',
        'Operator',
      ]),
    );
    expect(calls.added).toEqual([]);
  });

  it('adds an account, showing the server refusal first, then the new account', async () => {
    const { calls, answerAdd } = accountsApi();
    answerAdd(() => HttpResponse.json(errorBody(409, 'An account with this email already exists'), { status: 409 }));
    signInAs(ADMIN);
    renderAt('/account-management', routes, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Add account', { selector: 'button span' }));
    const dialog = await modalWith('Save', 'button span');
    await fill(user, 'Full name', 'Khamla P', dialog);
    await fill(user, 'Email', 'khamla@moh.gov.la', dialog);
    await fill(user, 'Phone number', '02055500000', dialog);
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByText('Admin', { selector: '.ant-select-item-option-content' }));
    await fill(user, 'Password', 'secret1', dialog);
    await fill(user, 'Confirm password', 'secret1', dialog);
    await user.click(button('Save', dialog));

    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
    answerAdd(() => HttpResponse.json({ status: 'success', data: SUPERVISOR }, { status: 201 }));
    await user.click(button('Save', dialog));
    expect(await screen.findByText('Account added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument());
    expect(calls.added).toEqual([
      {
        full_name: 'Khamla P',
        email: 'khamla@moh.gov.la',
        phone_number: '02055500000',
        role: 'admin',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
      expect.objectContaining({ email: 'khamla@moh.gov.la' }),
    ]);
    // The list is asked again after the change.
    await waitFor(() => expect(calls.lists).toBe(2));
  });

  it('asks before deleting an account, and deletes it only when confirmed', async () => {
    const { calls } = accountsApi();
    signInAs(OPERATOR);
    renderAt('/account-management', routes, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Delete Demo Supervisor'));
    let dialog = await modalWith('Delete this account?', CONFIRM_TITLE);
    expect(
      within(dialog).getByText('Demo Supervisor will no longer be able to sign in. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(button('Cancel', dialog));
    await waitFor(() => expect(screen.queryByText('Delete this account?', { selector: CONFIRM_TITLE })).not.toBeInTheDocument());
    expect(calls.deleted).toEqual([]);

    await user.click(screen.getByLabelText('Delete Demo Supervisor'));
    dialog = await modalWith('Delete this account?', CONFIRM_TITLE);
    await user.click(button('Delete', dialog));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.deleted).toEqual([{ id: SUPERVISOR.user_id }]);
  });
});

describe('account management on a phone', () => {
  it('shows the accounts as cards (in Lao), with the same limits', async () => {
    accountsApi();
    signInAs(OPERATOR);
    renderAt('/account-management', routes, 'lo');
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ແກ້ໄຂ Demo Admin')).toBeDisabled();
    expect(screen.getByLabelText('ລຶບ Demo Supervisor')).toBeEnabled();
  });
});
