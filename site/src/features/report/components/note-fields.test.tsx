import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { renderAt } from '@/test/render';
import { silenceActWarnings } from '@/test/report-test-kit';
import { AdditionalInfoField } from './note-fields';

silenceActWarnings();

const renderField = (language: 'lo' | 'en') =>
  renderAt(
    '/',
    [
      {
        path: '/',
        element: (
          <Form>
            <AdditionalInfoField />
          </Form>
        ),
      },
    ],
    language,
  );

/** The form item (label, field, notes) of a labelled field. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

it.each([
  ['en', 'Additional information (optional)', 'Only ministry staff see this; it is never published.'],
  ['lo', 'ຂໍ້ມູນເພີ່ມເຕີມ (ບໍ່ບັງຄັບ)', 'ມີແຕ່ພະນັກງານກະຊວງເທົ່ານັ້ນທີ່ເຫັນຂໍ້ມູນນີ້; ມັນຈະບໍ່ຖືກເຜີຍແຜ່.'],
] as const)(
  'tells the reporter (%s) that the additional information is seen only by ministry staff',
  async (language, label, note) => {
    renderField(language);
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(itemOf(label)).toHaveTextContent(note);
  },
);
