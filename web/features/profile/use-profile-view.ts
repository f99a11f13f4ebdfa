import { useLocation, useNavigate, useSearchParams } from 'react-router';

export type ProfileView = 'menu' | 'more' | 'details';

/** Set on the history entries this page pushes, so its own Back buttons can simply go back. */
interface ViewState {
  fromProfile?: boolean;
}

export function profileViewHref(view: ProfileView): string {
  return view === 'menu' ? '?' : `?view=${view}`;
}

/**
 * Which panel /profile shows, kept in ?view= so the browser's Back and a reload behave: the menu,
 * the More submenu (?view=more) or Account Details (?view=details).
 */
export function useProfileView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('view');
  const view: ProfileView = raw === 'more' || raw === 'details' ? raw : 'menu';
  const cameFromProfile = (location.state as ViewState | null)?.fromProfile === true;

  function open(next: ProfileView) {
    navigate({ search: profileViewHref(next) }, { state: { fromProfile: true } satisfies ViewState });
  }

  /** Back to the menu: one step back when this page opened the panel, else replace the entry. */
  function close() {
    if (cameFromProfile) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  }

  return { view, open, close, cameFromProfile };
}
