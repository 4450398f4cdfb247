import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * `/dashboard#metas` (a recommendation's link) brings that card into view, also when already on the page; on a first
 * load, once the cards are drawn (`drawn`).
 */
export function useScrollToCard(drawn: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !drawn) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, drawn]);
}
