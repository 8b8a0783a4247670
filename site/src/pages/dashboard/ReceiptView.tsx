import { Link, useParams } from 'react-router';
import { Button } from '@company/ui';
import { ReceiptDocument } from '../../commerce/ReceiptPage';
import { loadApi } from '../../load-api';
import * as s from '../../forms/page.css';
import { useApiData } from './useApiData';

/**
 * A receipt from My Orders (issue 24), opened as its signed-in owner: this also works for a guest purchase
 * that joined the account, from a browser that never held the buyer's checkout key.
 */
export function ReceiptView() {
  const { id = '' } = useParams();
  const state = useApiData(async (signal) => (await loadApi()).receipt(id, { signal }), [id]);
  return (
    <>
      {state.status === 'loading' ? (
        <p className={s.status} role="status">
          Loading...
        </p>
      ) : state.status === 'error' ? (
        <p className={s.errorStatus} role="alert">
          Receipt not found.
        </p>
      ) : (
        <>
          <ReceiptDocument receipt={state.data} />
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
