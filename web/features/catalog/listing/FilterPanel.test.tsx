import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './FilterPanel.tsx';

function panel(open: boolean, wide = false) {
  return (
    <FilterPanel id="filters" open={open} wide={wide} onClose={() => {}} showResultsLabel="Show 24 items">
      <input aria-label="Search brands" />
    </FilterPanel>
  );
}

describe('the filter panel', () => {
  it('draws its filters only once it has been opened, and keeps them (and what was typed) after', () => {
    const { rerender, container } = render(panel(false));
    // Closed, as the server draws a narrow page: the panel is there, its filters are not.
    expect(container.querySelector('aside#filters')).toHaveAttribute('hidden');
    expect(screen.queryByLabelText('Search brands')).not.toBeInTheDocument();

    rerender(panel(true));
    const search = screen.getByRole('textbox', { name: 'Search brands' });
    (search as HTMLInputElement).value = 'pebble';

    rerender(panel(false));
    const kept = screen.getByLabelText('Search brands');
    expect(kept).toBe(search);
    expect(kept).toHaveValue('pebble');
    expect(container.querySelector('aside#filters')).toHaveAttribute('hidden');
  });

  it('draws its filters at once when it starts open (a wide screen)', () => {
    render(panel(true, true));
    expect(screen.getByRole('textbox', { name: 'Search brands' })).toBeVisible();
  });
});
