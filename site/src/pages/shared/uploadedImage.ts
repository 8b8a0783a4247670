import { uploadedImageWidths } from '@company/contracts';

/**
 * The `srcSet` of an image the API serves from `/uploads/`: it answers `?w=` with a WebP copy at each of
 * the contracts' widths (packages/api-server/src/lib/imageVariants.ts), so a phone fetches a 720 px
 * cover instead of the 1200 px upload. SVGs (the seed's generated covers) and other URLs get none.
 */
export function uploadedImageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/') || /\.svg$/i.test(url)) return undefined;
  return uploadedImageWidths.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
