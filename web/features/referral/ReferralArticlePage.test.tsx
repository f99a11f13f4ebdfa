import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ReferralArticlePage from './ReferralArticlePage.tsx';
import { makeArticle } from './test-data.ts';

function renderArticle(article: NonNullable<FakeHandlers['article']>) {
  const api = fakeApi({ article });
  renderRoutes([{ path: '/referral/:id', element: <ReferralArticlePage /> }], '/referral/a1');
  return api;
}

describe('ReferralArticlePage', () => {
  it('shows the title, the long US date, the picture and the paragraphs without blank lines', async () => {
    const api = renderArticle(() => ({ data: [makeArticle()] }));
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How coins work' })).toBeInTheDocument();
    expect(api.calls('article').map((sent) => sent.params.id)).toEqual(['a1']);
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    const paragraphs = screen.getAllByText(/Invite a friend\.|Earn 100 coins\./);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Invite a friend.', 'Earn 100 coins.']);
    const img = screen.getByRole('img', { name: 'How coins work' });
    expect(img).toHaveAttribute('src', '/uploads/article-coins.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/placeholder-image.jpg');
  });

  it("shows 'Oops!' with the message and Try Again, which loads again", async () => {
    let fail = true;
    renderArticle(() =>
      fail
        ? refusal(404, "This content isn't available right now")
        : { data: [makeArticle({ title: 'Back again', description: 'Hello.', image: '', createdAt: '' })] },
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("This content isn't available right now")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it("says 'Nothing to see here' when the answer holds no article", async () => {
    renderArticle(() => ({ data: [] }));
    expect(await screen.findByRole('heading', { name: 'Nothing to see here' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find any content to display")).toBeInTheDocument();
  });
});
