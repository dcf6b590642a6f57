import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { errorBody, tooManyAnswer } from '@/test/account-fixtures';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import ResetPassword from './reset-password';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const routes = [{ path: '/user/reset-password', element: <ResetPassword /> }];

async function ask(email: string, submit: string, label: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(label));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('forgot password', () => {
  it('asks for a reset link for the email, says it is sent, and links back to login', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api-laos/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'success', message: 'Password reset link sent to your email!' });
      }),
    );
    renderAt('/user/reset-password', routes, 'en');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/user/login');
    await ask(' khamla@moh.gov.la ', 'Send reset link', 'Email');

    // The toast, and the same words on the page with what to do next.
    expect(await screen.findByText('Check your inbox: the link is valid for one hour.')).toBeInTheDocument();
    expect(screen.getAllByText('Password reset link sent to your email!')).toHaveLength(2);
    expect(bodies).toEqual([{ email: 'khamla@moh.gov.la' }]);
  });

  it('says the link could not be sent when the server fails (in Lao)', async () => {
    server.use(
      http.post('/api-laos/forgot-password', () =>
        HttpResponse.json(errorBody(503, 'Failed to send password reset link. Please try again.'), { status: 503 }),
      ),
    );
    renderAt('/user/reset-password', routes, 'lo');
    await ask('khamla@moh.gov.la', 'ສົ່ງລິ້ງຕັ້ງລະຫັດຜ່ານໃໝ່', 'ອີເມວ');
    expect(await screen.findByText('ສົ່ງລິ້ງຕັ້ງລະຫັດຜ່ານໃໝ່ບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່.')).toBeInTheDocument();
  });

  it('says how many minutes to wait when resets from this office are rate-limited', async () => {
    server.use(http.post('/api-laos/forgot-password', () => tooManyAnswer(42)));
    renderAt('/user/reset-password', routes, 'en');
    await ask('khamla@moh.gov.la', 'Send reset link', 'Email');
    expect(await screen.findByText('Please wait 42 minutes and try again.')).toBeInTheDocument();
  });
});
