export interface SpinnerProps {
  /** What is loading, for screen readers ("Cargando" when not said). */
  'aria-label'?: string;
  size?: 'small' | 'default' | 'large';
}

/** A turning ring (public-pages.css's `.pc-spinner`), announced politely as a status. */
export function Spinner({ 'aria-label': label = 'Cargando', size = 'default' }: SpinnerProps) {
  const sizeClass = size === 'default' ? '' : ` pc-spinner-${size}`;
  return <span role="status" aria-label={label} className={`pc-spinner${sizeClass}`} />;
}
