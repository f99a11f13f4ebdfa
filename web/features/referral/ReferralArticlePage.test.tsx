import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import ReferralArticlePage from './ReferralArticlePage.tsx';

function renderArticle(answer: () => Response | Promise<Response>) {
  stubFetch((url) => (url === '/api/user/home/info/a1' ? answer() : jsonResponse({}, 404)));
  return renderRoutes([{ path: '/referral/:id', element: <ReferralArticlePage /> }], '/referral/a1');
}

describe('ReferralArticlePage', () => {
  it('shows the title, the long US date, the picture and the paragraphs without blank lines', async () => {
    renderArticle(() =>
      jsonResponse({
        data: [
          {
            _id: 'a1',
            title: 'How coins work',
            description: 'Invite a friend.\n\n\nEarn 100 coins.\n',
            image: 'article-coins.webp',
            createdAt: '2026-11-21T06:30:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How coins work' })).toBeInTheDocument();
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
        ? jsonResponse({ success: false, message: "This content isn't available right now" }, 404)
        : jsonResponse({ data: [{ title: 'Back again', description: 'Hello.', image: '', createdAt: '' }] }),
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText("This content isn't available right now")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it("says 'Nothing to see here' when the answer holds no article", async () => {
    renderArticle(() => jsonResponse({ data: [] }));
    expect(await screen.findByRole('heading', { name: 'Nothing to see here' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find any content to display")).toBeInTheDocument();
  });
});
