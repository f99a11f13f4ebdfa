import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  adminArticleListResponse,
  adminBroadcastListResponse,
  articleInUseMessage,
  ADMIN_CONTENT_MESSAGES as M,
} from '../../../../contract/admin-content.ts';
import { refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import { ARTICLE_ID, articleRow, broadcastRow, categoriesAnswer, GIRLS_ID } from './test-fixtures.ts';

const articles = (list = [articleRow()]) => ({ articles: list });
const history = (broadcasts = [broadcastRow()], total = broadcasts.length, page = 1) => ({
  broadcasts,
  total,
  page,
  limit: 20,
});
const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

describe('the content fixtures', () => {
  it('are answers the contract accepts', () => {
    expect(adminArticleListResponse.parse({ success: true, ...articles() })).toBeTruthy();
    expect(adminBroadcastListResponse.parse({ success: true, ...history() })).toBeTruthy();
  });
});

describe('the articles', () => {
  it('shows each article with the cards that open it and a preview of its page; support only reads', async () => {
    renderConsole('/admin/content', 'support', {
      adminArticles: () =>
        articles([articleRow(), articleRow({ _id: 'a2', title: 'Spring tips', offerCards: [] })]),
    });
    const [coins, spring] = (await screen.findAllByTestId('article')) as HTMLElement[];
    expect(within(coins!).getByRole('heading', { name: 'How coins work' })).toBeInTheDocument();
    expect(coins).toHaveTextContent('Added 1 Nov 2026');
    expect(coins).toHaveTextContent('Invite a friend and both of you earn coins.');
    expect(coins).toHaveTextContent('Opened by the offer card “Coins explained”.');
    expect(within(coins!).getByRole('link', { name: /preview “how coins work”/i })).toHaveAttribute(
      'href',
      `/referral/${ARTICLE_ID}`,
    );
    expect(spring).toHaveTextContent('No offer card opens it yet.');
    expect(screen.queryByRole('button', { name: /new article/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('writes a new article: every field checked, the picture uploaded as a card, line breaks kept', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderConsole('/admin/content', 'manager', {
      adminArticles: () => articles([]),
      adminUpload: () => ({ file: 'catalogue/festive.webp', width: 600, height: 400 }),
      adminArticleCreate: ({ body }) => ({
        message: M.articleCreated,
        article: articleRow({ ...body, _id: 'a3', offerCards: [] }),
      }),
    });
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /new article/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.textRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.pictureRequired)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Festive coins' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Double coins this week.\n\nEvery order counts.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Choose a picture: Picture'), {
      target: { files: [photo('festive.jpg')] },
    });
    await waitFor(() => expect(api.calls('adminUpload')[0]?.query.get('kind')).toBe('card'));
    expect(await within(dialog).findByRole('img', { name: 'Picture' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminArticleCreate')[0]?.body).toEqual({
      title: 'Festive coins',
      description: 'Double coins this week.\n\nEvery order counts.',
      image: 'catalogue/festive.webp',
    });
    expect(success).toHaveBeenCalledWith(M.articleCreated, expect.anything());
    await waitFor(() => expect(api.calls('adminArticles')).toHaveLength(2));
  });

  it('edits an article from its values', async () => {
    const { api } = renderConsole('/admin/content', 'owner', {
      adminArticles: () => articles(),
      adminArticleUpdate: ({ body }) => ({ message: M.articleSaved, article: articleRow(body) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “How coins work”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “How coins work”' });
    expect(within(dialog).getByLabelText('Text')).toHaveValue(articleRow().description);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Coins, explained' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminArticleUpdate')[0]).toMatchObject({
      params: { id: ARTICLE_ID },
      body: { title: 'Coins, explained', image: 'catalogue/card-coins.webp' },
    });
  });

  it('says which card keeps an article from being deleted', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = articleInUseMessage(['Coins explained']);
    const { api } = renderConsole('/admin/content', 'manager', {
      adminArticles: () => articles(),
      adminArticleDelete: () => refusal(409, message),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “How coins work”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “How coins work”?' });
    expect(dialog).toHaveTextContent('Opened by the offer card “Coins explained”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, expect.anything()));
    expect(api.calls('adminArticleDelete')[0]?.params).toEqual({ id: ARTICLE_ID });
  });
});

describe('offer notifications', () => {
  it('shows how many shoppers it reaches before sending, asks, then sends and lists it', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderConsole('/admin/content?tab=notifications', 'manager', {
      adminOfferNotifications: () => history(),
      adminCategories: () => categoriesAnswer(),
      adminOfferNotificationAudience: ({ query }) => ({ recipients: query.get('categoryId') ? 12 : 1234 }),
      adminOfferNotificationSend: ({ body }) => ({
        message: 'Offer notification sent to 12 shoppers.',
        broadcast: broadcastRow({
          ...body,
          link: null,
          categoryId: GIRLS_ID,
          categoryName: 'Girls',
          recipients: 12,
        }),
      }),
    });
    expect(await screen.findByText('Will reach 1,234 shoppers now.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Offer notifications sent' });
    expect(table).toHaveTextContent('Weekend sale');
    expect(table).toHaveTextContent('Every shopper');
    expect(table).toHaveTextContent('1,234 shoppers');

    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText(M.notificationTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(M.messageRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Frocks for Diwali' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'New party frocks, 20% off.' } });
    fireEvent.click(screen.getByLabelText('Shoppers who bought from a category'));
    expect(
      await screen.findByText('Choose a category to see how many shoppers it reaches.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText(M.categoryRequired)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Girls' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: GIRLS_ID } });
    expect(await screen.findByText('Will reach 12 shoppers now.')).toBeInTheDocument();
    expect(api.calls('adminOfferNotificationAudience').at(-1)?.query.toString()).toBe(
      `audience=category&categoryId=${GIRLS_ID}`,
    );
    fireEvent.change(screen.getByLabelText('Link (optional)'), {
      target: { value: 'https://elsewhere.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText(M.linkInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '' } });
    expect(api.calls('adminOfferNotificationSend')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    const confirm = await screen.findByRole('dialog', { name: 'Send to 12 shoppers?' });
    expect(api.calls('adminOfferNotificationSend')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminOfferNotificationSend')[0]?.body).toEqual({
      title: 'Frocks for Diwali',
      message: 'New party frocks, 20% off.',
      audience: 'category',
      categoryId: GIRLS_ID,
      link: null,
    });
    expect(success).toHaveBeenCalledWith('Offer notification sent to 12 shoppers.', expect.anything());
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(api.calls('adminOfferNotifications')).toHaveLength(2));
  });

  it('will not send to an audience that holds nobody', async () => {
    renderConsole('/admin/content?tab=notifications', 'owner', {
      adminOfferNotifications: () => history([]),
      adminCategories: () => categoriesAnswer(),
      adminOfferNotificationAudience: () => ({ recipients: 0 }),
    });
    expect(await screen.findByText('Nobody would receive it: choose another audience.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /send/i })).toBeDisabled();
    expect(screen.getByText('No offer notification has been sent yet.')).toBeInTheDocument();
  });

  it('shows support the notifications sent, a page at a time, and no way to send one', async () => {
    const { router } = renderConsole('/admin/content?tab=notifications', 'support', {
      adminArticles: () => articles(),
      adminOfferNotifications: ({ query }) =>
        history(
          [
            broadcastRow({
              audience: 'category',
              categoryId: GIRLS_ID,
              categoryName: 'Girls',
              link: '/allproducts',
            }),
          ],
          41,
          Number(query.get('page')),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Offer notifications sent' });
    expect(table).toHaveTextContent('Bought from Girls');
    expect(table).toHaveTextContent('Link: /allproducts');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications&page=2'));
    fireEvent.click(screen.getByRole('link', { name: 'Articles' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'How coins work' })).toBeInTheDocument();
  });
});
