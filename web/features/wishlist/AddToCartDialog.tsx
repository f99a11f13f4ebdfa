import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MESSAGES } from '../../../contract/cart.ts';
import type { ProductCard } from '../../../contract/catalog.ts';
import { displayPrice } from '../../../contract/pricing.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { cardBlock } from '../../components/ProductCard.tsx';
import { SizeChoices } from '../../components/SizeChoices.tsx';
import { unwrap } from '../../lib/api.ts';
import { type CartAddInput, cartAddFailureMessage, useAddToCart } from '../../lib/cart-add.ts';
import { formatRupees } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { BROWSING_EXPIRY } from '../../lib/session-expiry.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import {
  type CartChoice,
  cartItemFor,
  chooseColour,
  chooseSize,
  NO_CHOICE,
  sizesInStock,
} from './cart-options.ts';

/** The English title (the spec's); the popup reads `catalog:wishlistPage.options.title`. */
export const OPTIONS_TITLE = 'Choose colour and size';

const triggerClass =
  'inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full border-2 border-accent bg-paper px-2 text-sm font-semibold text-accent transition-colors hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The wishlist card's 'Add to Cart': a popup asking for a colour, then a size in stock. A product that
 * cannot be ordered (sold out, not payable by cash on delivery) gets the button disabled with why.
 */
export function AddToCartDialog({ product }: { product: ProductCard }) {
  const block = cardBlock(product);
  const { t } = useTranslation('catalog');
  if (block) {
    return (
      <button
        type="button"
        disabled
        className={triggerClass}
        aria-label={t('wishlistPage.options.addBlocked', {
          name: product.name,
          reason: block === 'Sold out' ? t('common:card.soldOut') : t('messages.cod.itemUnavailableShort'),
        })}
      >
        <ShoppingBag className="size-4 shrink-0" aria-hidden="true" />
        {block === 'Sold out' ? t('common:card.soldOut') : t('wishlistPage.options.cannotOrder')}
      </button>
    );
  }
  return <ChooseAndAdd product={product} />;
}

function ChooseAndAdd({ product }: { product: ProductCard }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('catalog');
  const [choice, setChoice] = useState<CartChoice>(NO_CHOICE);
  const addToCart = useAddToCart();
  const add = useAccountAction({
    expiry: BROWSING_EXPIRY,
    mutationFn: (input: CartAddInput) => unwrap(addToCart(input)),
    onSuccess: () => {
      notifySuccess(CART_MESSAGES.added);
      setOpen(false);
    },
    // The session handler has sent the shopper to sign in; the choice has nowhere to go.
    onSessionLost: () => setOpen(false),
    onError: (error) => notifyError(cartAddFailureMessage(error)),
  });
  const adding = add.isPending;

  const variant = choice.variantIndex === null ? undefined : product.variants[choice.variantIndex];
  const sizes = sizesInStock(variant);
  const item = cartItemFor(product, choice);
  const price = displayPrice(product, variant);

  function openChange(next: boolean) {
    if (adding) return;
    // Every opening starts from nothing chosen.
    if (next) setChoice(NO_CHOICE);
    setOpen(next);
  }

  function addChosen() {
    if (item && !adding) add.mutate(item);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      {/* Every card has one: the accessible name says which product (the visible text starts it). */}
      <Dialog.Trigger
        className={triggerClass}
        aria-label={t('wishlistPage.options.add', { name: product.name })}
      >
        <ShoppingBag className="size-4 shrink-0" aria-hidden="true" />
        {t('product.addToCart')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        {/* A sheet from the bottom on phones (in thumb reach), a centred card from 640 px. */}
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-[1.5rem] bg-paper p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-soft ring-1 ring-line/60 focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.5rem] md:p-6">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl font-extrabold text-ink">
                {t('wishlistPage.options.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                <span className="font-semibold text-ink">{product.name}</span>
                {price !== null ? <span> · {formatRupees(price)}</span> : null}
              </Dialog.Description>
            </div>
            <Dialog.Close
              disabled={adding}
              aria-label={t('common:actions.close')}
              className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink disabled:opacity-50"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <fieldset className="mt-5">
            <legend className="text-sm font-bold text-ink">
              {t('product.details.colour')}
              {variant ? <span className="font-semibold text-ink-soft">: {variant.colorName}</span> : null}
            </legend>
            {product.variants.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('wishlistPage.options.noColours')}</p>
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                {product.variants.map((v, index) => {
                  const active = index === choice.variantIndex;
                  return (
                    <button
                      key={v._id}
                      type="button"
                      aria-pressed={active}
                      onClick={() => setChoice((current) => chooseColour(current, index))}
                      className={`inline-flex h-10 items-center gap-2 rounded-full border-2 py-1 pl-1 pr-3.5 text-sm font-semibold transition ${
                        active
                          ? 'border-accent bg-accent-soft text-accent-strong'
                          : 'border-line bg-paper text-ink hover:border-ink-soft'
                      }`}
                    >
                      <span
                        className="size-7 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.15)]"
                        style={{ backgroundColor: v.color }}
                        aria-hidden="true"
                      />
                      {v.colorName || v.color}
                    </button>
                  );
                })}
              </div>
            )}
          </fieldset>

          <fieldset className="mt-5">
            <legend className="text-sm font-bold text-ink">{t('product.size')}</legend>
            {!variant ? (
              <p className="mt-2 text-sm text-ink-soft">{t('wishlistPage.options.chooseColour')}</p>
            ) : sizes.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('product.colourSoldOut')}</p>
            ) : (
              <SizeChoices
                sizes={sizes}
                selected={choice.size}
                onChoose={(size) => setChoice((current) => chooseSize(product, current, size))}
              />
            )}
          </fieldset>

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close disabled={adding} className={buttonStyles.secondary}>
              {t('wishlistPage.options.cancel')}
            </Dialog.Close>
            <button
              type="button"
              disabled={!item || adding}
              onClick={addChosen}
              className={buttonStyles.primary}
            >
              <ShoppingBag className="size-4" aria-hidden="true" />
              {adding ? t('product.adding') : t('product.addToCart')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
