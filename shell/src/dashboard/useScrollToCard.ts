import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** `/dashboard#metas` (a recommendation's link) brings that card into view, also when already on the page. */
export function useScrollToCard(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
