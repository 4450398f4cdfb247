/**
 * Grey lines where content will be, with antd's Skeleton look: each line 16 px high with 16 px between lines, the
 * last one shorter, so the space a card takes while it loads is known from its first frame.
 */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="pc-skeleton" data-testid="skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reordered.
        <span key={index} className="pc-skeleton-line" />
      ))}
    </div>
  );
}
