import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

/** A round icon link in a header, named for screen readers by its aria-label. */
export function IconLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        `grid size-11 place-items-center rounded-full transition-colors ${
          isActive ? 'bg-accent-soft text-accent' : 'text-ink hover:bg-sky/70 hover:text-accent'
        }`
      }
    >
      <Icon className="size-[22px]" strokeWidth={1.9} aria-hidden="true" />
    </NavLink>
  );
}
