import type { AdminBrand } from '../../../../../contract/admin-taxonomy.ts';
import { formatCount } from '../../console-format.ts';
import { type Reorder, ReorderButtons } from '../../reorder.tsx';
import { Badge, cardClass, cellClass, EditButton, Table } from '../../ui.tsx';
import { BrandDialog } from './BrandDialog.tsx';
import { Thumb, VisibleBadge } from './Thumb.tsx';

// The brands in their order: a table from 1024 px, cards below. Writers drag a row (or card) or use
// its arrows to move it, and edit it in a dialog; readers see the list only.

interface RowsProps {
  brands: AdminBrand[];
  reorder: Reorder<AdminBrand>;
  canWrite: boolean;
}

const products = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;
const dragClass = 'data-[dragging]:opacity-50';

function EditBrand({ brand }: { brand: AdminBrand }) {
  return <BrandDialog brand={brand} trigger={<EditButton name={brand.name} />} />;
}

export function BrandsTable({ brands, reorder, canWrite }: RowsProps) {
  return (
    <Table
      caption="Brands, in the order shoppers see them"
      head={[
        ...(canWrite ? ['Order'] : []),
        'Logo',
        'Name',
        'Products',
        'Marquee',
        'Shoppers',
        ...(canWrite ? ['Actions'] : []),
      ]}
    >
      {brands.map((brand) => (
        <tr key={brand._id} className={dragClass} {...(canWrite ? reorder.dragProps(brand._id) : {})}>
          {canWrite ? (
            <td className={cellClass}>
              <ReorderButtons reorder={reorder} id={brand._id} name={brand.name} />
            </td>
          ) : null}
          <td className={cellClass}>
            <Thumb file={brand.logo} />
          </td>
          <td className={cellClass}>
            <span className="font-semibold text-ink">{brand.name}</span>
            <span className="block text-xs text-ink-soft">{brand.slug}</span>
          </td>
          <td className={cellClass}>{formatCount(brand.products)}</td>
          <td className={cellClass}>{brand.isFeatured ? <Badge tone="good">Featured</Badge> : '—'}</td>
          <td className={cellClass}>
            <VisibleBadge visible={brand.isVisible} />
          </td>
          {canWrite ? (
            <td className={`${cellClass} text-right`}>
              <EditBrand brand={brand} />
            </td>
          ) : null}
        </tr>
      ))}
    </Table>
  );
}

export function BrandCards({ brands, reorder, canWrite }: RowsProps) {
  return (
    <ul aria-label="Brands, in the order shoppers see them" className="flex flex-col gap-3">
      {brands.map((brand) => (
        <li
          key={brand._id}
          className={`${cardClass} ${dragClass} flex flex-wrap items-center gap-3`}
          {...(canWrite ? reorder.dragProps(brand._id) : {})}
        >
          <Thumb file={brand.logo} size={56} />
          <div className="min-w-40 flex-1">
            <p className="font-semibold text-ink">{brand.name}</p>
            <p className="text-sm text-ink-soft">{products(brand.products)}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              <VisibleBadge visible={brand.isVisible} />
              {brand.isFeatured ? <Badge tone="good">In the marquee</Badge> : null}
            </div>
          </div>
          {canWrite ? (
            <div className="flex items-center gap-2">
              <ReorderButtons reorder={reorder} id={brand._id} name={brand.name} />
              <EditBrand brand={brand} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
