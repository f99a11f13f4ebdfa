import { Check } from 'lucide-react';

/**
 * The size buttons of a colour (product page and the wishlist's Add to Cart popup): only the sizes in
 * stock are passed in; the chosen one is pressed and ticked.
 */
export function SizeChoices({
  sizes,
  selected,
  onChoose,
}: {
  sizes: readonly { size: string }[];
  selected: string | null | undefined;
  onChoose: (size: string) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {sizes.map((entry) => {
        const active = entry.size === selected;
        return (
          <button
            key={entry.size}
            type="button"
            aria-pressed={active}
            onClick={() => onChoose(entry.size)}
            className={`inline-flex h-10 min-w-14 items-center justify-center gap-1 rounded-full border-2 px-3.5 text-sm font-semibold transition ${
              active
                ? 'border-accent bg-accent text-white'
                : 'border-line bg-paper text-ink hover:border-accent hover:text-accent'
            }`}
          >
            {active ? <Check className="size-4" aria-hidden="true" /> : null}
            {entry.size}
          </button>
        );
      })}
    </div>
  );
}
