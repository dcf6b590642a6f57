import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OPERATOR, errorBody, loginResponse } from '@/test/account-fixtures';
import { STORAGE_KEY, store } from '@/lib/auth-store';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import NewPassword from './new-password';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [
  { path: '/user/new-password', element: <NewPassword /> },
  { path: '/user/reset-password', element: <h1>Ask for a link</h1> },
  { path: '/home', element: <h1>Home page</h1> },
];

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('New password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm new password'));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

afterEach(() => {
  store.signOut();
  sessionStorage.clear();
});

describe('new password from the emailed link', () => {
  it('saves the new password with the code, signs the user in and goes home', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api-laos/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...loginResponse(OPERATOR), email: OPERATOR.email });
      }),
    );
    const { router } = renderAt('/user/new-password?code=abc.123', routes, 'en');
    await choose('secret1', 'secret1');

    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(bodies).toEqual([{ code: 'abc.123', password: 'secret1', passwordConfirmation: 'secret1' }]);
    expect(store.get().auth).toMatchObject({ isLoggedIn: true, user_id: OPERATOR.user_id, token: 'token-of-2' });
    // Signed in for this browser session, the password nowhere.
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toContain('secret1');
  });

  it('says the reset failed, and that an expired link needs a new one', async () => {
    server.use(
      http.post('/api-laos/reset-password', () =>
        HttpResponse.json(
          errorBody(400, 'This reset link is invalid or has expired', { code: 'This reset link is invalid or has expired' }),
          { status: 400 },
        ),
      ),
    );
    renderAt('/user/new-password?code=old', routes, 'en');
    await choose('secret1', 'secret1');
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(store.get().auth.isLoggedIn).toBe(false);
  });

  it('explains a link without its code, with a way to ask for a new one', async () => {
    renderAt('/user/new-password', routes, 'lo');
    expect(await screen.findByText('ລິ້ງນີ້ບໍ່ຄົບຖ້ວນ')).toBeInTheDocument();
    expect(screen.queryByLabelText('ລະຫັດຜ່ານໃໝ່')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ຂໍລິ້ງໃໝ່' })).toHaveAttribute('href', '/user/reset-password');
  });
});
