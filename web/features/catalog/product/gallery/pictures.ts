import { uploadUrl } from '../../../../lib/api.ts';

// A catalogue picture and its double-size twin: the console's upload stores catalogue/<id>@2x.webp
// beside catalogue/<id>.webp when the source has the pixels for it, and the demo pictures are drawn
// with twins too. A twin may still be missing (a small upload), so every use falls back to the 1x.

/** The twin's name, or null for a file that has none by its name (only .webp pictures do). */
export function retinaTwin(file: string): string | null {
  if (!/\.webp$/i.test(file) || /@2x\.webp$/i.test(file)) return null;
  return file.replace(/\.webp$/i, '@2x.webp');
}

/** True when the browser was loading the twin (an <img>'s currentSrc) rather than the 1x. */
export const isTwinUrl = (url: string) => /@2x\.webp(\?|$)/i.test(url);

/** srcset for a gallery picture: the 1x at its 600 px width and the twin at 1200 px. */
export function pictureSrcSet(file: string): string | undefined {
  const twin = retinaTwin(file);
  return twin ? `${uploadUrl(file)} 600w, ${uploadUrl(twin)} 1200w` : undefined;
}
