import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SellerApplicationSummary } from '../../../contract/seller.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import BecomeSellerPage from './BecomeSellerPage.tsx';

// A stand-in for the seller endpoints in component tests, and the steps a shopper takes to fill the form.

/** What the fake answers a submission with: the body, or a Response for a refusal. */
export type SubmitAnswer = ReturnType<NonNullable<FakeHandlers['sellerRegister']>>;

export function signInShopper(): void {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

export function makeApplication(overrides: Partial<SellerApplicationSummary> = {}): SellerApplicationSummary {
  return {
    _id: 'app-1',
    status: 'pending',
    businessname: 'Little Threads',
    storetype: "Kids' clothing boutique",
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

export const submitted = (application = makeApplication()) => ({
  message: 'Application submitted successfully!',
  application,
});

export function stubSellerApi(
  options: {
    application?: SellerApplicationSummary | null;
    onSubmit?: (form: FormData) => SubmitAnswer;
  } = {},
) {
  const api = fakeApi({
    sellerApplication: () => ({ application: options.application ?? null }),
    sellerRegister: ({ form }) => {
      if (!form) throw new Error('The application was not sent as multipart');
      return options.onSubmit ? options.onSubmit(form) : submitted();
    },
  });
  const submissions = () =>
    api.calls('sellerRegister').flatMap((sent) => (sent.form === undefined ? [] : [sent.form]));
  return { api, submissions };
}

export function renderSellerPage() {
  return renderRoutes(
    [
      { path: '/become-seller', element: <BecomeSellerPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/become-seller',
  );
}

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

export function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export const clickButton = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

export const PERSONAL = {
  'Owner Name': 'Meera Iyer',
  'Email Address': 'meera@example.in',
  Password: 'loom-seller-1',
  'Phone Number': '9876501234',
  Address: '14 Temple Street, Mylapore',
  City: 'Chennai',
  State: 'Tamil Nadu',
  Pincode: '600004',
} as const;

export const BUSINESS = {
  'Business Name': 'Little Threads',
  'Store Type': "Kids' clothing boutique",
  'Business Location': 'Mylapore, Chennai',
} as const;

export const FINANCIAL = {
  'Bank Name': 'State Bank of India',
  'Account Number': '30123456789',
  'Account Holder Name': 'Meera Iyer',
  'IFSC Code': 'sbin0001234',
} as const;

export function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) typeInto(label, value);
}

export async function showsStep(title: string, step: number) {
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText(`Step ${step} of 3`)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuenow',
    String(step),
  );
}

/** Fills steps 1 and 2 with valid values and arrives on step 3. */
export async function reachDocuments() {
  await showsStep('Personal Information', 1);
  fill(PERSONAL);
  clickButton('Next');
  await showsStep('Business Information', 2);
  fill(BUSINESS);
  clickButton('Next');
  await showsStep('Financial & Documents', 3);
}

export const image = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

export function pick(label: string | RegExp, files: File[]) {
  fireEvent.change(field(label), { target: { files } });
}

/** jsdom has no object URLs; a thumbnail needs a distinct one per file. */
export function stubObjectUrls() {
  let made = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:thumb-${++made}`),
    revokeObjectURL: vi.fn(),
  });
  return () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
}
