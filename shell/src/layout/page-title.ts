export const PRODUCT_NAME = 'PipCrafters';

/** Header title from the path (spec §2): community pages have their own titles, everything else the product name. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/community/new') return 'Nuevo Post';
  if (path.startsWith('/community/') && path.includes('/edit')) return 'Editar Post';
  if (/^\/community\/[^/]+$/.test(path)) return 'Post';
  return PRODUCT_NAME;
}
