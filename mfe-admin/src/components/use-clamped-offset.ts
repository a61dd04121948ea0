import { useEffect } from 'react';

/** After deleting the last row of the last page, steps back to the last page that still has rows. */
export function useClampedOffset(offset: number, setOffset: (offset: number) => void, limit: number, total: number | undefined): void {
  useEffect(() => {
    if (total === undefined || offset === 0 || offset < total) return;
    setOffset(Math.max(0, Math.floor((total - 1) / limit) * limit));
  }, [offset, setOffset, limit, total]);
}
