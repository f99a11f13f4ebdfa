import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, HOME_MESSAGES as M } from '../../../../contract/admin-home.ts';
import { refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import {
  ARTICLE_ID,
  BRAND_ID,
  homeItem,
  homeProduct,
  homeSections,
  OTHER_PRODUCT_ID,
  PRODUCT_ID,
  productRow,
} from './test-fixtures.ts';

const panel = (title: string) => screen.getByRole('region', { name: title });

describe('the home page desk', () => {
  it('shows every section in page order, items as cards with their state, window and link', async () => {
    const scheduled = homeItem('slider', {
      title: 'Diwali – lights',
      state: 'scheduled',
      startsAt: '2026-11-25T04:30:00.000Z',
      link: { to: 'brand', brandId: BRAND_ID },
    });
    const hidden = homeItem('slider', { title: 'Old banner', isVisible: false, state: 'hidden' });
    const ended = homeItem('topSale', {
      title: 'Summer sale',
      state: 'ended',
      endsAt: '2026-06-30T18:30:00.000Z',
      products: [homeProduct()],
    });
    const offer = homeItem('offer', { title: 'Coins', articleId: ARTICLE_ID });
    renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({ slider: [scheduled, hidden], topSale: [ended], offer: [offer] }),
    });
    await screen.findByRole('region', { name: 'Product sliders' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(HOME_SECTIONS.map((s) => s.title));
    const slides = within(panel('Product sliders')).getAllByRole('listitem');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Diwali – lights', 'Old banner']);
    expect(within(slides[0]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(slides[0]!).getByText('Opens the brand Tiny Threads')).toBeInTheDocument();
    expect(within(slides[0]!).getByText(/From 25 Nov 2026, 10:00 am, no end/)).toBeInTheDocument();
    expect(within(slides[1]!).getByText('Hidden')).toBeInTheDocument();
    const sale = within(panel('Top Sales')).getByRole('listitem');
    expect(within(sale).getByText('Ended')).toBeInTheDocument();
    expect(within(sale).getByText('Opens its 1 product')).toBeInTheDocument();
    expect(within(sale).getByText(/until 1 Jul 2026, 12:00 am/)).toBeInTheDocument();
    const offerCard = within(panel('Check these offers, made for you!')).getByRole('listitem');
    expect(within(offerCard).getByText('Opens the article “How coins work”')).toBeInTheDocument();
    expect(within(offerCard).getByText('Shares the referral code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Preview the home page/ })).toHaveAttribute(
      'href',
      '/admin/home/preview',
    );
  });

  it('shows support the home without a way to change it', async () => {
    renderConsole('/admin/home', 'support', {
      adminHome: () =>
        homeSections(
          { slider: [homeItem('slider')] },
          {
            sections: HOME_SECTIONS.map(({ key, title }) => ({
              key,
              title,
              isVisible: key !== 'brandMarquee',
            })),
            featured: [homeProduct()],
          },
        ),
    });
    await screen.findByRole('region', { name: 'Product sliders' });
    expect(screen.queryByRole('button', { name: /Add a/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Remove|Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(panel('Brand marquee')).getByText('Switched off')).toBeInTheDocument();
    expect(within(panel('Featured Products')).getByText('Floral Cotton Frock')).toBeInTheDocument();
    expect(screen.queryByLabelText('Find products to add')).not.toBeInTheDocument();
  });

  it('adds a slide: checks it first, then sends picture, title, link, products and window (India time)', async () => {
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections(),
      adminProducts: () => ({
        products: [productRow({ _id: PRODUCT_ID, name: 'Floral Cotton Frock' })],
        total: 1,
        page: 1,
        limit: 8,
      }),
      adminUpload: () => ({ file: 'catalogue/banner.webp', width: 1200, height: 480 }),
      adminHomeItemCreate: (request) => ({
        message: M.created,
        item: homeItem('slider', { title: String(request.body.title) }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.pictureRequired)).toBeInTheDocument();
    expect(api.calls('adminHomeItemCreate')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Choose a picture: Picture'), {
      target: { files: [new File([new Uint8Array(2048)], 'monsoon.jpg', { type: 'image/jpeg' })] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Picture' })).toHaveAttribute(
      'src',
      '/uploads/catalogue/banner.webp',
    );
    expect(api.calls('adminUpload')[0]?.query.get('kind')).toBe('banner');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Monsoon – raincoats' } });
    fireEvent.change(within(dialog).getByLabelText('What it opens'), { target: { value: 'brand' } });
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: BRAND_ID } });
    fireEvent.change(within(dialog).getByLabelText('Find products to add'), { target: { value: 'frock' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Floral Cotton Frock' }));
    expect(within(dialog).getByRole('list', { name: 'Its products, in order' })).toHaveTextContent(
      'Floral Cotton Frock',
    );
    fireEvent.change(within(dialog).getByLabelText('Starts (India time)'), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.calls('adminHomeItemCreate')).toHaveLength(1));
    expect(api.calls('adminHomeItemCreate')[0]?.body).toEqual({
      kind: 'slider',
      title: 'Monsoon – raincoats',
      image: 'catalogue/banner.webp',
      link: { to: 'brand', brandId: BRAND_ID },
      productIds: [PRODUCT_ID],
      isVisible: true,
      startsAt: '2026-12-01T04:30:00.000Z',
      endsAt: null,
    });
    expect(api.calls('adminProducts')[0]?.query.get('search')).toBe('frock');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminHome').length).toBeGreaterThanOrEqual(2);
  });

  it('says an end before the start under the end, before asking the server', async () => {
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({ topPick: [homeItem('topPick', { title: 'Picks' })] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Picks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit top pick' });
    fireEvent.change(within(dialog).getByLabelText('Starts (India time)'), {
      target: { value: '2026-12-02T10:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ends (India time)'), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.endBeforeStart)).toBeInTheDocument();
    expect(api.calls('adminHomeItemUpdate')).toHaveLength(0);
  });

  it('edits an item; the server’s refusal of a field shows under it', async () => {
    const item = homeItem('trending', { title: 'Tees', link: { to: 'price', maxPrice: 499 } });
    let refuse = true;
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({ trending: [item] }),
      adminHomeItemUpdate: () =>
        refuse
          ? refusal(400, M.unknownBrand, { errors: [{ field: 'link.brandId', msg: M.unknownBrand }] })
          : { message: M.saved, item },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit trending deal' });
    expect(within(dialog).getByLabelText('Highest price (₹)')).toHaveValue('499');
    expect(within(dialog).getByLabelText('From price (₹)')).toHaveValue('399');
    fireEvent.change(within(dialog).getByLabelText('What it opens'), { target: { value: 'brand' } });
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: BRAND_ID } });
    fireEvent.change(within(dialog).getByLabelText('From price (₹)'), { target: { value: '349' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.unknownBrand)).toBeInTheDocument();
    expect(api.calls('adminHomeItemUpdate')[0]?.params).toEqual({ kind: 'trending', id: item._id });
    expect(api.calls('adminHomeItemUpdate')[0]?.body).toMatchObject({
      title: 'Tees',
      affordablePrice: 349,
      productType: 't-shirt',
      link: { to: 'brand', brandId: BRAND_ID },
    });
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes after a confirmation', async () => {
    const item = homeItem('lowestPrice', { description: 'Socks from' });
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({ lowestPrice: [item] }),
      adminHomeItemDelete: () => ({ message: M.removed }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Socks from' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Socks from”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('adminHomeItemDelete')).toHaveLength(1));
    expect(api.calls('adminHomeItemDelete')[0]?.params).toEqual({ kind: 'lowestPrice', id: item._id });
  });

  it('moves an item down and saves the section’s order; a refused order goes back', async () => {
    const a = homeItem('topSale', { title: 'First' });
    const b = homeItem('topSale', { title: 'Second' });
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({ topSale: [a, b] }),
      adminHomeReorder: () => refusal(409, M.orderMismatch),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move First down' }));
    await waitFor(() => expect(api.calls('adminHomeReorder')).toHaveLength(1));
    expect(api.calls('adminHomeReorder')[0]?.params).toEqual({ kind: 'topSale' });
    expect(api.calls('adminHomeReorder')[0]?.body).toEqual({ ids: [b._id, a._id] });
    await waitFor(() =>
      expect(
        within(panel('Top Sales'))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['First', 'Second']),
    );
  });

  it('switches a whole section off', async () => {
    const { api } = renderConsole('/admin/home', 'owner', {
      adminHome: () => homeSections(),
      adminHomeSettings: () => ({
        message: M.sectionsSaved,
        sections: HOME_SECTIONS.map(({ key, title }) => ({ key, title, isVisible: key !== 'newArrivals' })),
      }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Show New Arrivals on the home page' }));
    await waitFor(() => expect(api.calls('adminHomeSettings')).toHaveLength(1));
    expect(api.calls('adminHomeSettings')[0]?.body).toEqual({ sections: { newArrivals: false } });
  });

  it('picks, orders and saves the featured products', async () => {
    const { api } = renderConsole('/admin/home', 'manager', {
      adminHome: () => homeSections({}, { featured: [homeProduct()] }),
      adminProducts: () => ({
        products: [productRow({ _id: OTHER_PRODUCT_ID, name: 'Denim Dungaree' })],
        total: 1,
        page: 1,
        limit: 8,
      }),
      adminHomeFeatured: () => ({ message: M.featuredSaved, featured: [] }),
    });
    const featured = await screen.findByRole('region', { name: 'Featured Products' });
    fireEvent.change(within(featured).getByLabelText('Find products to add'), { target: { value: 'denim' } });
    fireEvent.click(await within(featured).findByRole('button', { name: 'Add Denim Dungaree' }));
    fireEvent.click(within(featured).getByRole('button', { name: 'Move Denim Dungaree up' }));
    fireEvent.click(within(featured).getByRole('button', { name: 'Save featured products' }));
    await waitFor(() => expect(api.calls('adminHomeFeatured')).toHaveLength(1));
    expect(api.calls('adminHomeFeatured')[0]?.body).toEqual({ productIds: [OTHER_PRODUCT_ID, PRODUCT_ID] });
  });
});
