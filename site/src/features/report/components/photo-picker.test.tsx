import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import SubmitViolation from '@/features/report/routes/submit-violation';
import { SLOW, serveDataOptions, silenceActWarnings } from '@/test/report-test-kit';

silenceActWarnings();

beforeEach(() => {
  sessionStorage.clear();
  serveDataOptions();
});

it('adds several photos, names each remove button, refuses other files, and removes a photo', async () => {
  renderAt('/submit-violation-laos', [{ path: '/submit-violation-laos', element: <SubmitViolation /> }], 'lo');
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null, applyAccept: false });
  await user.upload(screen.getByLabelText('ຮູບພາບ'), [
    new File(['1'], 'shelf.jpg', { type: 'image/jpeg' }),
    new File(['22'], 'poster.webp', { type: 'image/webp' }),
    new File(['pdf'], 'leaflet.pdf', { type: 'application/pdf' }),
  ]);
  expect(await screen.findByText('2 ໃນ 10 ຮູບ', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('ໄຟລ໌ເຫຼົ່ານີ້ບໍ່ແມ່ນຮູບ JPEG, PNG ຫຼື WebP ຈຶ່ງບໍ່ໄດ້ເພີ່ມ: leaflet.pdf')).toBeInTheDocument();
  expect(screen.getByLabelText('ລຶບຮູບທີ 1 (shelf.jpg)')).toBeInTheDocument();

  fireEvent.click(screen.getByLabelText('ລຶບຮູບທີ 1 (shelf.jpg)'));
  await waitFor(() => expect(screen.getByText('1 ໃນ 10 ຮູບ')).toBeInTheDocument(), SLOW);
  expect(screen.getByLabelText('ລຶບຮູບທີ 1 (poster.webp)')).toBeInTheDocument();

  await user.upload(
    screen.getByLabelText('ຮູບພາບ'),
    Array.from({ length: 11 }, (_, i) => new File([String(i)], `p${i}.png`, { type: 'image/png' })),
  );
  expect(await screen.findByText('10 ໃນ 10 ຮູບ', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('ທ່ານສາມາດແນບຮູບໄດ້ບໍ່ເກີນ 10 ຮູບ; ມີ 2 ຮູບທີ່ບໍ່ໄດ້ເພີ່ມ.')).toBeInTheDocument();
  expect(screen.getByText('ເພີ່ມຮູບ').closest('button')).toBeDisabled();
}, 60_000);
