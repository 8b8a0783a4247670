import { Check } from 'lucide-react';
import { Button, Inline, Stack, VisuallyHidden } from '@company/ui';
import { formatInr, NOT_FOR_SALE } from '../../commerce/format';
import { useCheckout } from '../../commerce/useCheckout';
import { productsPage, type Product } from '../../content/products';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import * as s from './ProductsPage.css';
import { productImages } from '../../content/media/products';

export function ProductsPage({ products }: { products: Product[] }) {
  const checkout = useCheckout({ flow: 'product' });
  return (
    <main>
      <section className={page.pageHero} aria-labelledby="products-title">
        <PageContainer className={page.pageHeroInner}>
          <p className={page.eyebrow}>{productsPage.eyebrow}</p>
          <h1 id="products-title" className={page.pageTitle}>
            {productsPage.title}
          </h1>
          <p className={page.lead}>{productsPage.lead}</p>
        </PageContainer>
      </section>
      <PageContainer>
        {products.map((product, position) => (
          <article
            key={product.id}
            id={product.id}
            className={s.product}
            data-side={product.imageSide}
            aria-labelledby={`${product.id}-title`}
          >
            <MediaImage
              image={productImages[product.image]}
              alt={`${product.title} screen`}
              className={s.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority={position === 0}
            />
            <Stack gap={4} align="start">
              <h2 id={`${product.id}-title`} className={page.sectionTitle}>
                {product.title}
              </h2>
              <p className={s.subtitle}>{product.subtitle}</p>
              {product.description.map((paragraph) => (
                <p key={paragraph} className={page.body}>
                  {paragraph}
                </p>
              ))}
              <h3 className={s.featuresTitle}>Key features</h3>
              <Stack as="ul" gap={2} className={page.bareList}>
                {product.features.map((feature) => (
                  <li key={feature} className={page.checkItem}>
                    <Check aria-hidden="true" size={18} className={page.checkIcon} />
                    {feature}
                  </li>
                ))}
              </Stack>
              {product.available === false ? (
                <p className={page.body} role="note">
                  <strong className={page.price}>{formatInr(product.price)}</strong> · {NOT_FOR_SALE}
                </p>
              ) : (
                <Inline>
                  <Button
                    size="lg"
                    loading={checkout.busy}
                    onClick={() => void checkout.start([{ kind: 'product', id: product.id }])}
                  >
                    Buy Now {formatInr(product.price)}
                    <VisuallyHidden> for {product.title}</VisuallyHidden>
                  </Button>
                </Inline>
              )}
            </Stack>
          </article>
        ))}
      </PageContainer>
      {checkout.ui}
    </main>
  );
}
