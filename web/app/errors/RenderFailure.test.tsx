import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { Layout } from '../layout/Layout.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { RenderFailure } from './RenderFailure.tsx';
import { RouteError } from './RouteError.tsx';

function Broken(): never {
  throw new Error('Cannot read the sizes of undefined');
}

describe('render failure screen', () => {
  it('shows the error text and reloads on click', () => {
    const reload = vi.fn();
    render(<RenderFailure error={new Error('Boom')} onReload={reload} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is what a failing page shows, inside the shared layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([
      {
        element: <Layout />,
        children: [{ errorElement: <RouteError />, children: [{ path: '/', Component: Broken }] }],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the sizes of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByTestId('tab-bar')).toBeInTheDocument();
  });

  it('is what the top-level boundary shows when anything else throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the sizes of undefined')).toBeInTheDocument();
  });
});
