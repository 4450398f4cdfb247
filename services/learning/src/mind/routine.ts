/**
 * Today's state of a routine: the ticked ids that are still items (in the routine's order, each once), and whether
 * every item is ticked (never with no items).
 */
export function routineToday(
  itemIds: readonly string[],
  checkedIds: readonly string[],
): { checkedIds: string[]; completed: boolean } {
  const checked = new Set(checkedIds);
  const kept = itemIds.filter((id) => checked.has(id));
  return { checkedIds: kept, completed: itemIds.length > 0 && kept.length === itemIds.length };
}

/** Whether this change of ticks completes the routine for the first time that day (the exercise is announced then). */
export function completesFirstTime(
  before: { completedAt: Date | null } | null,
  after: { completed: boolean },
): boolean {
  return after.completed && !before?.completedAt;
}
