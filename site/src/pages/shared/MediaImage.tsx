import type { CSSProperties } from 'react';
import { resolveImage } from './media';
import { artwork, image as imageClass } from './MediaImage.css';

export interface MediaImageProps {
  /** Key of the image in the media manifest. */
  image: string;
  /** Text alternative; empty string for decorative images. */
  alt: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. Default false (lazy). */
  priority?: boolean;
  /** `sizes` attribute for responsive images. */
  sizes?: string;
  style?: CSSProperties;
}

/** An image from the media manifest with explicit dimensions, lazy below the fold. */
export function MediaImage({ image, alt, className, priority = false, sizes, style }: MediaImageProps) {
  const entry = resolveImage(image);
  if (!entry) {
    // Generated artwork for an image that is not in the manifest: keeps layout and meaning without a broken request.
    return <span role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} className={[artwork, className].filter(Boolean).join(' ')} style={style} />;
  }
  return (
    <img
      src={entry.src}
      srcSet={entry.srcSet}
      sizes={sizes ?? entry.sizes}
      width={entry.width}
      height={entry.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={[imageClass, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
