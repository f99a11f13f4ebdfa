import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

const row =
  'flex w-full min-h-14 items-center gap-3 px-4 py-2.5 text-left text-[15px] font-semibold transition-colors hover:bg-cream focus-visible:-outline-offset-4';

function RowBody({
  icon: Icon,
  tint,
  label,
  hint,
  chevron = true,
}: {
  icon: LucideIcon;
  tint: string;
  label: string;
  hint?: string;
  chevron?: boolean;
}) {
  return (
    <>
      <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full ${tint}`}>
        <Icon className="size-[18px]" strokeWidth={2} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate">{label}</span>
        {hint ? <span className="block truncate text-xs font-medium text-ink-soft">{hint}</span> : null}
      </span>
      {chevron ? <ChevronRight className="size-4 shrink-0 text-ink-soft" aria-hidden="true" /> : null}
    </>
  );
}

interface RowLook {
  icon: LucideIcon;
  /** Background (and text colour) of the round icon. */
  tint: string;
  label: string;
  hint?: string;
  danger?: boolean;
}

/** A menu entry that goes to another page. */
export function MenuLink({ to, icon, tint, label, hint }: RowLook & { to: string }) {
  return (
    <li>
      <Link to={to} className={`${row} text-ink`}>
        <RowBody icon={icon} tint={tint} label={label} hint={hint} />
      </Link>
    </li>
  );
}

/** A menu entry that acts in place (opens a dialog or a submenu); usable as a Radix trigger child. */
export function MenuButton({
  icon,
  tint,
  label,
  hint,
  danger = false,
  ...buttonProps
}: RowLook & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button
      type="button"
      {...buttonProps}
      className={`${row} ${danger ? 'text-danger hover:bg-blush/40' : 'text-ink'}`}
    >
      <RowBody icon={icon} tint={tint} label={label} hint={hint} chevron={!danger} />
    </button>
  );
}

/** A titled card of menu entries. */
export function MenuGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 px-1 text-xs font-bold uppercase tracking-[0.08em] text-ink-soft">
        {title}
      </h2>
      <ul className="divide-y divide-line/70 overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60">
        {children}
      </ul>
    </section>
  );
}
