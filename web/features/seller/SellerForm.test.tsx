import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { SellerForm } from './components/SellerForm.tsx';
import {
  clickButton,
  FINANCIAL,
  field,
  fill,
  image,
  makeApplication,
  pick,
  reachDocuments,
  showsStep,
  signInShopper,
  stubObjectUrls,
  stubSellerApi,
} from './test-support.tsx';

let restoreUrls: () => void;
beforeEach(() => {
  signInShopper();
  restoreUrls = stubObjectUrls();
});
afterEach(() => restoreUrls());

describe('seller form after a successful submission', () => {
  it('is cleared and back on step 1, files included', async () => {
    stubSellerApi();
    const onSubmitted = vi.fn();
    renderAt(<SellerForm onSubmitted={onSubmitted} />);
    await reachDocuments();
    fill(FINANCIAL);
    pick('Store Logo', [image('logo.png')]);
    pick('Store Images', [image('front.png')]);
    clickButton('Submit Application');

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(makeApplication()));
    await showsStep('Personal Information', 1);
    expect(field('Owner Name')).toHaveValue('');
    expect(field('State')).toHaveValue('');
    // Steps 2 and 3 are empty again too, files included.
    await reachDocuments();
    expect(field('Bank Name')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'logo.png' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Selected Images/)).not.toBeInTheDocument();
  });
});
