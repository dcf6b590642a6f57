import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { OPERATOR, errorBody, loginResponse, signInAs, tooManyAnswer } from '@/test/account-fixtures';
import { STORAGE_KEY, store } from '@/lib/auth-store';
import { initI18n } from '@/lib/i18n';
import { server } from '@/test/msw-server';
import Login from './login';

// antd in jsdom is slow to render and to query by role; on a busy machine a test may take several seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

/** The login page inside the real auth layout, as the router has it. */
function renderLogin(language: 'en' | 'lo' = 'en', state?: { from: string }) {
  void initI18n().changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path: '/user', element: <AuthLayout />, children: [{ path: 'login', element: <Login /> }] },
      { path: '/home', element: <h1>Home page</h1> },
      { path: '/account-management', element: <h1>Accounts page</h1> },
    ],
    { initialEntries: [{ pathname: '/user/login', state }] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function loginApi(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api-laos/login', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** Pastes rather than types: each keystroke would re-render the antd form, slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText('Email'), email);
  await fill(user, screen.getByLabelText('Password'), password);
  return user;
}

afterEach(() => {
  store.signOut();
  sessionStorage.clear();
});

describe('staff sign-in', () => {
  it('signs in with "remember password" (on by default) into localStorage, and goes home', async () => {
    const bodies = loginApi(() => HttpResponse.json(loginResponse(OPERATOR)));
    const router = renderLogin();
    const user = await fillIn('operator@lcmdp.test', 'secret1');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    // Only the credentials go to the server; the choice to be remembered stays here.
    expect(bodies).toEqual([{ email: 'operator@lcmdp.test', password: 'secret1' }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).auth).toMatchObject({ isLoggedIn: true, token: 'token-of-2' });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('secret1');
  });

  it('keeps a session without "remember password" in sessionStorage only, and returns to the page that asked', async () => {
    loginApi(() => HttpResponse.json(loginResponse(OPERATOR)));
    renderLogin('en', { from: '/account-management' });
    const user = await fillIn('operator@lcmdp.test', 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!).auth).toMatchObject({ isLoggedIn: true, token: 'token-of-2' });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says "Incorrect password" on a 401, and to wait on a 429', async () => {
    let answer = () => HttpResponse.json(errorBody(401, 'Incorrect password'), { status: 401 });
    loginApi(() => answer());
    renderLogin();
    const user = await fillIn('operator@lcmdp.test', 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(store.get().auth.isLoggedIn).toBe(false);

    answer = () => tooManyAnswer(15);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please wait 15 minutes and try again.')).toBeInTheDocument();
  });

  it('says in Lao how many minutes to wait on a 429', async () => {
    loginApi(() => tooManyAnswer(1));
    renderLogin('lo');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('ອີເມວ'), 'operator@lcmdp.test');
    await fill(user, screen.getByLabelText('ລະຫັດຜ່ານ'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    expect(await screen.findByText('ພະຍາຍາມຫຼາຍເທື່ອເກີນໄປ')).toBeInTheDocument();
    expect(await screen.findByText('ກະລຸນາລໍຖ້າ 1 ນາທີ ແລ້ວລອງໃໝ່.')).toBeInTheDocument();
  });

  it('checks the fields in Lao before asking the server, and links to the forgotten-password screen', async () => {
    const bodies = loginApi(() => HttpResponse.json(loginResponse(OPERATOR)));
    renderLogin('lo');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('ອີເມວ'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    expect(await screen.findByText('ອີເມວບໍ່ຖືກຕ້ອງ')).toBeInTheDocument();
    expect(await screen.findByText('ກະລຸນາໃສ່ລະຫັດຜ່ານ')).toBeInTheDocument();
    expect(screen.getByLabelText('ລະຫັດຜ່ານ')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('link', { name: 'ລືມລະຫັດຜ່ານ?' })).toHaveAttribute('href', '/user/reset-password');
  });

  it('sends a signed-in user away from the auth pages, home', async () => {
    signInAs(OPERATOR);
    const router = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
