import { useEffect, useState } from 'react';
import { ConfirmationDialog } from '@company/ui';
import { takeFlash, type FlashNotice } from '../session';

/** Shows the notice the previous page left (see `setFlash`) as an accessible one-button dialog. */
export function FlashDialog() {
  const [notice, setNotice] = useState<FlashNotice | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const next = takeFlash();
    if (next) {
      setNotice(next);
      setOpen(true);
    }
  }, []);
  if (!notice) return null;
  return (
    <ConfirmationDialog
      open={open}
      onOpenChange={setOpen}
      title={notice.title}
      description={notice.description}
      tone={notice.tone ?? 'success'}
      actionLabel="Ok"
    />
  );
}
