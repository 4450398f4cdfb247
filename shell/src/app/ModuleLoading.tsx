export const MODULE_LOADING_TEXT = 'Cargando módulo...';

/** The spec's lazy-loading fallback (no antd: it also stands in while a visitor's first page loads). */
export function ModuleLoading() {
  return (
    <div className="pc-center pc-module-loading" role="status">
      <span className="pc-spinner" aria-hidden="true" />
      <span>{MODULE_LOADING_TEXT}</span>
    </div>
  );
}
