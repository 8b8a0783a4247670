import type { CSSProperties } from 'react';
import type { MediaImage as ManifestImage } from '../../content/media/types';
import { artwork, image as imageClass, picture } from './MediaImage.css';

export interface MediaImageProps {
  /**
   * The manifest entry, looked up by the page in the group it shows (`serviceImages[service.image]`...).
   * `undefined` (a key without a file) keeps the slot's space and meaning instead of a broken request.
   */
  image: ManifestImage | undefined;
  /** Text alternative; empty string for decorative images. Default: the manifest's alt text. */
  alt?: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. Default false (lazy). */
  priority?: boolean;
  /** `sizes` attribute for responsive images. Default: the manifest's sizes. */
  sizes?: string;
  style?: CSSProperties;
}

/** An image from the media manifest: AVIF with a WebP fallback, explicit dimensions, lazy below the fold. */
export function MediaImage({
  image: entry,
  alt,
  className,
  priority = false,
  sizes,
  style,
}: MediaImageProps) {
  const text = alt ?? entry?.alt ?? '';
  if (!entry) {
    return (
      <span
        role={text ? 'img' : undefined}
        aria-label={text || undefined}
        aria-hidden={text ? undefined : true}
        className={[artwork, className].filter(Boolean).join(' ')}
        style={style}
      />
    );
  }
  const img = (
    <img
      src={entry.src}
      srcSet={entry.srcSet}
      sizes={entry.srcSet ? (sizes ?? entry.sizes) : undefined}
      width={entry.width}
      height={entry.height}
      alt={text}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={[imageClass, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
  if (!entry.sources?.length) return img;
  return (
    <picture className={picture}>
      {entry.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? entry.sizes} />
      ))}
      {img}
    </picture>
  );
}
