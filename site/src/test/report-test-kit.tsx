/**
 * Helpers for the report feature's component tests: MSW answers of the CMS, quick ways to fill the form, and two
 * work-arounds for the jsdom test environment (see the notes on each).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { server } from './msw-server';

/**
 * jsdom's Blob has no stream(): undici's fetch then never finishes sending a FormData that holds a File, so an MSW
 * handler reading the body waits forever (jsdom/jsdom#3800, vitest-dev/vitest#7080). Browsers have stream().
 */
if (typeof Blob !== 'undefined' && !('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the stream source's start() has a this of its own
      const blob = this;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          const reader = new FileReader();
          reader.onload = () => {
            controller.enqueue(new Uint8Array(reader.result as ArrayBuffer));
            controller.close();
          };
          reader.onerror = () => controller.error(reader.error);
          reader.readAsArrayBuffer(blob);
        },
      });
    },
  });
}

/**
 * antd's animations and observers update state on timers, outside act(); React then prints a long warning per
 * update, which buries real failures. Only that warning is silenced.
 */
export function silenceActWarnings() {
  const original = console.error;
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeAll(() => {
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
      original(...(args as Parameters<typeof console.error>));
    });
  });
  afterAll(() => spy?.mockRestore());
}

/** Generous waits: antd forms are slow to re-render in jsdom, more so on a busy machine. */
export const SLOW = { timeout: 10_000 };

export const COMPANIES = [
  {
    _id: 'c1',
    kind: 'company',
    variant: 'both',
    key: 'nestle',
    names: [
      { locale: 'lo', name: 'ເນສເລ່' },
      { locale: 'en', name: 'Nestlé' },
    ],
    parent_key: null,
    images: [],
    active: true,
  },
];

/** The library of companies and brands the autocompletes read. */
export function serveDataOptions() {
  const answer = ({ request }: { request: Request }) => {
    const route = new URL(request.url).searchParams.get('route');
    return HttpResponse.json({ data: route === 'company' ? COMPANIES : [] });
  };
  server.use(http.get('/api-laos/get_data_options_laos', answer), http.get('/api-laos/get_data_options', answer));
}

export type Sent = Record<string, string | { name: string; size: number; type: string }>;

/** Reads a multipart body into plain values (files as name, size and type) — what the CMS would receive. */
export async function readMultipart(
  request: Request,
): Promise<{ fields: Sent; files: { name: string; size: number; type: string }[] }> {
  const body = await request.formData();
  const fields: Sent = {};
  const files: { name: string; size: number; type: string }[] = [];
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'images') files.push({ name: value.name, size: value.size, type: value.type });
    else fields[key] = { name: value.name, size: value.size, type: value.type };
  }
  return { fields, files };
}

/** Answers POST /submit_report with each resolver in turn (the last one repeats), recording what was sent. */
export function serveSubmit(...answers: ((call: number) => Response | Promise<Response>)[]) {
  const calls: Awaited<ReturnType<typeof readMultipart>>[] = [];
  const resolver: HttpResponseResolver = async ({ request }) => {
    calls.push(await readMultipart(request));
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return answer(calls.length);
  };
  server.use(http.post('/api-laos/submit_report', resolver));
  return calls;
}

export const created = () =>
  HttpResponse.json(
    { status: 'success', message: 'Form submitted successfully!', data: { _id: 'k2v3x9mz81qplr7d0s4tuv5w' } },
    { status: 201 },
  );

/** A draft as the form keeps it in sessionStorage: a quick way to start from a filled-in form. */
export function storeDraft(variant: 'laos' | 'international', values: Record<string, unknown>) {
  sessionStorage.setItem(`lcmdp.report-draft.${variant}`, JSON.stringify(values));
}

export const FILLED = {
  observedOn: '2026-03-04',
  province: 'luang_prabang',
  category: 'promotion_at_point_of_sale',
  details: ['price_reduction', 'gifts_for_mothers'],
  company: 'Nestlé',
  brand: 'NAN',
  productType: 'follow_on_formula',
  activity: 'ແຈກຂອງຂວັນໃຫ້ແມ່ທີ່ຊື້ນົມ',
  description: 'ເຫັນຢູ່ຮ້ານຂາຍຢາ',
  reporterEmail: 'reporter@example.la',
};

/** The value a labelled text field shows. */
export const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

export function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens an antd Select by its label and picks the option with this text. */
export async function choose(label: string | RegExp, option: string) {
  const input = screen.getByLabelText(label);
  const select = input.closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls') ?? input.getAttribute('aria-owns');
    const popup = id ? document.getElementById(id)?.closest('.ant-select-dropdown') : null;
    if (!popup) throw new Error(`no options open for ${String(label)}`);
    return popup as HTMLElement;
  }, SLOW);
  fireEvent.click(within(listbox).getByTitle(option));
  await waitFor(() => expect(select.querySelector('.ant-select-selection-item')).toHaveTextContent(option), SLOW);
}

/** Types a date into the DatePicker as a reporter would, in the picker's format, and confirms it. */
export function typeDate(label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}
