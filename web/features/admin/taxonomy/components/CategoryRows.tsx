import { CornerDownRight } from 'lucide-react';
import type { AdminCategory, AdminSubcategory } from '../../../../../contract/admin-taxonomy.ts';
import { adminCall } from '../../call.ts';
import { formatCount } from '../../console-format.ts';
import { consoleKeys } from '../../console-keys.ts';
import { type Reorder, ReorderButtons, useReorder } from '../../reorder.tsx';
import { AddButton, cardClass, cellClass, EditButton, secondaryButton, Table } from '../../ui.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { Thumb, VisibleBadge } from './Thumb.tsx';

// The categories in their order, each with its subcategories in theirs under it: a table from 1024 px,
// cards below. Writers move a category among the categories and a subcategory within its category, by
// drag or with the arrows, and add and edit both in a dialog; readers see the lists only.

export const SUBCATEGORY_ORDER_FAILED = 'The new order of the subcategories could not be saved. Try again.';

interface CategoryProps {
  category: AdminCategory;
  reorder: Reorder<AdminCategory>;
  canWrite: boolean;
  announce: (words: string) => void;
}

type ListProps = Omit<CategoryProps, 'category'> & { categories: AdminCategory[] };

const dragClass = 'data-[dragging]:opacity-50';
const products = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;
const subcategoryCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'subcategory' : 'subcategories'}`;

/** One category's subcategories in the order shown, and how they are moved and saved. */
function useSubcategoryOrder({ category, canWrite, announce }: CategoryProps) {
  return useReorder({
    items: category.subcategories,
    nameOf: (sub) => sub.name,
    enabled: canWrite,
    save: (ids) => adminCall('adminSubcategoriesReorder', { params: { id: category._id }, body: { ids } }),
    failed: SUBCATEGORY_ORDER_FAILED,
    refresh: consoleKeys.categories,
    announce,
  });
}

/** A category's Add a subcategory and Edit, each opening the dialog. */
function CategoryActions({ category }: { category: AdminCategory }) {
  return (
    <>
      <CategoryDialog
        target={{ kind: 'subcategory', parent: category }}
        trigger={
          <AddButton className={secondaryButton} aria-label={`Add a subcategory to ${category.name}`}>
            Subcategory
          </AddButton>
        }
      />
      <CategoryDialog target={{ kind: 'category', category }} trigger={<EditButton name={category.name} />} />
    </>
  );
}

function EditSubcategory({ parent, subcategory }: { parent: AdminCategory; subcategory: AdminSubcategory }) {
  return (
    <CategoryDialog
      target={{ kind: 'subcategory', parent, subcategory }}
      trigger={<EditButton name={`${subcategory.name} in ${parent.name}`} />}
    />
  );
}

/** A category's row and its subcategories' rows under it. */
function CategoryTableRows(props: CategoryProps) {
  const { category, reorder, canWrite } = props;
  const subs = useSubcategoryOrder(props);
  return (
    <>
      <tr
        className={`bg-cream/40 ${dragClass}`}
        data-testid="category-row"
        {...(canWrite ? reorder.dragProps(category._id) : {})}
      >
        {canWrite ? (
          <td className={cellClass}>
            <ReorderButtons reorder={reorder} id={category._id} name={category.name} />
          </td>
        ) : null}
        <td className={cellClass}>
          <Thumb file={category.image} />
        </td>
        <td className={cellClass}>
          <span className="font-bold text-ink">{category.name}</span>
          <span className="block text-xs text-ink-soft">
            {subcategoryCount(category.subcategories.length)}
          </span>
        </td>
        <td className={cellClass}>{formatCount(category.products)}</td>
        <td className={cellClass}>
          <VisibleBadge visible={category.isVisible} />
        </td>
        {canWrite ? (
          <td className={`${cellClass} text-right`}>
            <div className="flex flex-wrap justify-end gap-2">
              <CategoryActions category={category} />
            </div>
          </td>
        ) : null}
      </tr>
      {subs.items.map((sub) => (
        <tr key={sub._id} className={dragClass} {...(canWrite ? subs.dragProps(sub._id) : {})}>
          {canWrite ? (
            <td className={`${cellClass} pl-10`}>
              <ReorderButtons reorder={subs} id={sub._id} name={sub.name} />
            </td>
          ) : null}
          <td className={`${cellClass} ${canWrite ? '' : 'pl-10'}`}>
            <Thumb file={sub.image} size={36} />
          </td>
          <td className={cellClass}>
            <span className="inline-flex items-center gap-1.5 text-ink">
              <CornerDownRight className="size-4 text-ink-soft" aria-hidden="true" />
              {sub.name}
            </span>
          </td>
          <td className={cellClass}>{formatCount(sub.products)}</td>
          <td className={cellClass}>
            <VisibleBadge visible={sub.isVisible} />
          </td>
          {canWrite ? (
            <td className={`${cellClass} text-right`}>
              <EditSubcategory parent={category} subcategory={sub} />
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}

export function CategoriesTable({ categories, ...props }: ListProps) {
  return (
    <Table
      caption="Categories and their subcategories, in the order shoppers see them"
      head={[
        ...(props.canWrite ? ['Order'] : []),
        'Picture',
        'Name',
        'Products',
        'Shoppers',
        ...(props.canWrite ? ['Actions'] : []),
      ]}
    >
      {categories.map((category) => (
        <CategoryTableRows key={category._id} category={category} {...props} />
      ))}
    </Table>
  );
}

function CategoryCard(props: CategoryProps) {
  const { category, reorder, canWrite } = props;
  const subs = useSubcategoryOrder(props);
  return (
    <li
      className={`${cardClass} ${dragClass}`}
      aria-label={category.name}
      {...(canWrite ? reorder.dragProps(category._id) : {})}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Thumb file={category.image} size={56} />
        <div className="min-w-40 flex-1">
          <h2 className="font-display text-lg font-extrabold text-ink">{category.name}</h2>
          <p className="text-sm text-ink-soft">
            {products(category.products)} · {subcategoryCount(category.subcategories.length)}
          </p>
          <div className="mt-1">
            <VisibleBadge visible={category.isVisible} />
          </div>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap items-center gap-2">
            <ReorderButtons reorder={reorder} id={category._id} name={category.name} />
            <CategoryActions category={category} />
          </div>
        ) : null}
      </div>
      {subs.items.length > 0 ? (
        <ul
          aria-label={`Subcategories of ${category.name}`}
          className="mt-3 divide-y divide-line/70 border-t border-line/70"
        >
          {subs.items.map((sub) => (
            <li
              key={sub._id}
              className={`flex flex-wrap items-center gap-3 py-2 pl-4 ${dragClass}`}
              {...(canWrite ? subs.dragProps(sub._id) : {})}
            >
              <Thumb file={sub.image} size={36} />
              <div className="min-w-32 flex-1">
                <p className="font-semibold text-ink">{sub.name}</p>
                <p className="text-xs text-ink-soft">{products(sub.products)}</p>
              </div>
              <VisibleBadge visible={sub.isVisible} />
              {canWrite ? (
                <div className="flex items-center gap-2">
                  <ReorderButtons reorder={subs} id={sub._id} name={sub.name} />
                  <EditSubcategory parent={category} subcategory={sub} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 border-t border-line/70 pt-2 text-sm text-ink-soft">No subcategories yet.</p>
      )}
    </li>
  );
}

export function CategoryCards({ categories, ...props }: ListProps) {
  return (
    <ul aria-label="Categories, in the order shoppers see them" className="flex flex-col gap-3">
      {categories.map((category) => (
        <CategoryCard key={category._id} category={category} {...props} />
      ))}
    </ul>
  );
}
