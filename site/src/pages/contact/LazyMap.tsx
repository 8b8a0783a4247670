import { useEffect, useRef, useState } from 'react';
import { Button, Inline, VisuallyHidden } from '@company/ui';
import * as c from './contact.css';

export interface LazyMapProps {
  /** Accessible title of the embedded map. */
  title: string;
  /** The embeddable map URL. */
  src: string;
  /** Link that opens the same place in a maps service (works without the embed). */
  href: string;
  address: string;
}

/**
 * A third-party map is heavy and sets cookies, so it is loaded only when the visitor asks for it or
 * scrolls it into view. Until then the address and a maps link do the job, and they stay under the map once
 * it is there, for when the embed cannot load (offline, or blocked by the browser).
 */
export function LazyMap({ title, src, href, address }: LazyMapProps) {
  const [load, setLoad] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (load) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLoad(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px 120px 0px', threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div className={c.map} data-state={load ? 'loaded' : 'idle'}>
      {load ? (
        <>
          <iframe
            className={c.mapFrame}
            title={title}
            src={src}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={1200}
            height={420}
          />
          {/* The embed is a third party's page: offline or blocked it shows nothing, so the address stays. */}
          <div className={c.mapCaption}>
            <p className={c.mapAddress}>{address}</p>
            <a className={c.mapLink} href={href} target="_blank" rel="noopener noreferrer">
              Open in Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </div>
        </>
      ) : (
        <div ref={placeholder} className={c.mapPlaceholder}>
          <p className={c.mapAddress}>{address}</p>
          <Inline gap={4} justify="center">
            <Button type="button" variant="outline" tone="neutral" onClick={() => setLoad(true)}>
              Show map
            </Button>
            <a className={c.mapLink} href={href} target="_blank" rel="noopener noreferrer">
              Open in Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Inline>
        </div>
      )}
    </div>
  );
}
