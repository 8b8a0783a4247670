import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@company/ui';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { useApiData } from './useApiData';

/** The printable receipt of /receipt/:id, fetched with the receipt's data (it is not on the page's first load). */
const ReceiptDocument = lazy(() =>
  import('../../commerce/ReceiptPage').then((module) => ({ default: module.ReceiptDocument })),
);

/** "Start learning" for the courses of the order (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)). */
const StartLearning = lazy(() =>
  import('../../commerce/ReceiptPage').then((module) => ({ default: module.StartLearning })),
);

const loading = (
  <p className={s.status} role="status">
    Loading...
  </p>
);

/**
 * A receipt from My Orders (docs/requirements/issues/24-staff-console.md), opened as its signed-in owner: this also works for a guest purchase
 * that joined the account, from a browser that never held the buyer's checkout key.
 */
export function ReceiptView() {
  const { id = '' } = useParams();
  const state = useApiData(async (signal) => (await loadApi()).receipt(id, { signal }), [id]);
  return (
    <>
      {state.status === 'loading' ? (
        loading
      ) : state.status === 'error' ? (
        <p className={s.errorStatus} role="alert">
          Receipt not found.
        </p>
      ) : (
        <>
          <Suspense fallback={loading}>
            <ReceiptDocument receipt={state.data} />
            <StartLearning receipt={state.data} />
          </Suspense>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Button type="button" onClick={() => window.print()}>
              Print receipt
            </Button>
          </div>
        </>
      )}
      <p>
        <Link className={s.textLink} to="/user/orders">
          Back to My Orders
        </Link>
      </p>
    </>
  );
}
