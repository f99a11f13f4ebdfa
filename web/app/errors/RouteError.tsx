import { useRouteError } from 'react-router';
import { RenderFailure } from './RenderFailure.tsx';

/** Route `errorElement`: a page that failed to load or render, shown inside the shared layout. */
export function RouteError() {
  const error = useRouteError();
  return <RenderFailure error={error} />;
}

/** Root `errorElement`: the layout itself failed, so the screen stands alone. */
export function RootRouteError() {
  const error = useRouteError();
  return (
    <main className="min-h-dvh bg-cream">
      <RenderFailure error={error} />
    </main>
  );
}
