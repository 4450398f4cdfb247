/**
 * Whether `pathname` is `prefix` or lies below it (`/admin` covers /admin and /admin/requests, not /administrar);
 * the root `/` covers only itself.
 */
export function isUnderPath(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
