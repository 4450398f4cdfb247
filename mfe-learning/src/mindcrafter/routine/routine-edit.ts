import type { PutRoutineRequest, RoutineItem } from '@pipcrafters/contracts';

/** The list as PUT /routine takes it: every kept item with its id (so today's tick stays), in order. */
type Draft = PutRoutineRequest['items'];

const keep = (items: readonly RoutineItem[]): Draft =>
  [...items].sort((a, b) => a.position - b.position).map(({ id, text }) => ({ id, text }));

export function withAdded(items: readonly RoutineItem[], text: string): Draft {
  return [...keep(items), { text: text.trim() }];
}

export function withEdited(items: readonly RoutineItem[], id: string, text: string): Draft {
  return keep(items).map((item) => (item.id === id ? { id, text: text.trim() } : item));
}

export function withRemoved(items: readonly RoutineItem[], id: string): Draft {
  return keep(items).filter((item) => item.id !== id);
}

/** The item moved one place up (-1) or down (+1); unchanged at either end. */
export function withMoved(items: readonly RoutineItem[], id: string, step: -1 | 1): Draft {
  const draft = keep(items);
  const from = draft.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.length) return draft;
  const [moved] = draft.splice(from, 1);
  if (moved) draft.splice(to, 0, moved);
  return draft;
}

/** Today's ticks after one box changes, in the routine's order. */
export function withTick(
  items: readonly RoutineItem[],
  checkedIds: readonly string[],
  id: string,
  checked: boolean,
) {
  const next = new Set(checkedIds);
  if (checked) next.add(id);
  else next.delete(id);
  return keep(items)
    .map((item) => item.id)
    .filter((itemId): itemId is string => !!itemId && next.has(itemId));
}
