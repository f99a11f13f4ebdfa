import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export interface ComingSoonHandle {
  title: string;
  headline: string;
}

function isComingSoonHandle(value: unknown): value is ComingSoonHandle {
  return typeof value === 'object' && value !== null && 'headline' in value && 'title' in value;
}

/** One page for every screen not built yet; the route's `handle` names the screen. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isComingSoonHandle(match.handle))?.handle;
  const screen = isComingSoonHandle(handle)
    ? handle
    : { title: 'Coming soon', headline: 'This page is coming soon' };
  return <ComingSoon title={screen.title} headline={screen.headline} />;
}
