import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAt } from '@/test/render';
import { SLOW, serveDataOptions, silenceActWarnings, typeDate } from '@/test/report-test-kit';
import SubmitViolation from './submit-violation';

silenceActWarnings();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  sessionStorage.clear();
  serveDataOptions();
});

const CASES = [
  {
    lng: 'lo' as const,
    path: '/submit-violation-laos',
    label: 'ວັນທີທີ່ພົບເຫັນ',
    format: 'DD/MM/YYYY',
    submit: 'ສົ່ງລາຍງານ',
    future: 'ວັນທີທີ່ພົບເຫັນ ບໍ່ສາມາດເປັນວັນທີໃນອະນາຄົດ',
    missing: 'ກະລຸນາໃສ່ວັນທີທີ່ພົບເຫັນ',
  },
  {
    lng: 'en' as const,
    path: '/submit-violation',
    label: 'Date of observation',
    format: 'MM/DD/YYYY',
    submit: 'Send report',
    future: 'The date of observation cannot be in the future',
    missing: 'Please enter the date of observation',
  },
];

it.each(CASES)('says a typed future date of observation is in the future ($lng)', async (c) => {
  renderAt(c.path, [{ path: c.path, element: <SubmitViolation /> }], c.lng);
  await screen.findByLabelText(c.label, {}, SLOW);
  typeDate(c.label, dayjs().add(5, 'day').format(c.format));
  fireEvent.click(screen.getByText(c.submit).closest('button') as HTMLButtonElement);
  expect(await screen.findByText(c.future, {}, SLOW)).toBeInTheDocument();
  expect(screen.queryByText(c.missing)).not.toBeInTheDocument();
});
