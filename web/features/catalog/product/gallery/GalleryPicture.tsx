import { type SyntheticEvent, useState } from 'react';
import { ProductImagePlaceholder } from '../../../../components/ProductImage.tsx';
import { uploadUrl } from '../../../../lib/api.ts';
import { isTwinUrl, pictureSrcSet } from './pictures.ts';

/**
 * A gallery picture (4:5) offered at 1x and 2x: the browser picks by screen density and drawn width.
 * When the twin will not load, the 1x alone is used; when that fails too, the soft placeholder.
 */
export function GalleryPicture({
  file,
  alt,
  eager = false,
  sizes,
}: {
  file: string;
  alt: string;
  eager?: boolean;
  sizes: string;
}) {
  const [twinFailed, setTwinFailed] = useState(false);
  const [failed, setFailed] = useState(false);
  if (failed) return <ProductImagePlaceholder label={alt} />;
  const srcSet = twinFailed ? undefined : pictureSrcSet(file);

  function onError(event: SyntheticEvent<HTMLImageElement>) {
    if (srcSet && !twinFailed && isTwinUrl(event.currentTarget.currentSrc)) setTwinFailed(true);
    else setFailed(true);
  }

  return (
    // srcSet and sizes come before src, so no browser starts on the 1x before it knows of the twin.
    <img
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={uploadUrl(file)}
      alt={alt}
      width={600}
      height={750}
      loading={eager ? 'eager' : 'lazy'}
      // The first picture is the page's largest paint: fetched before anything else.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={onError}
      className="aspect-[4/5] w-full object-cover"
    />
  );
}
