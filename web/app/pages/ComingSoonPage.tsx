import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  const handle = [...matches].reverse().find((match) => isComingSoonHandle(match.handle))?.handle;
  const screen = isComingSoonHandle(handle)
    ? handle
    : { title: t('comingSoon.title'), headline: t('comingSoon.headline') };
  return <ComingSoon title={screen.title} headline={screen.headline} />;
}
