import type { RoutineItem } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { withAdded, withEdited, withMoved, withRemoved, withTick } from './routine-edit';

const items: RoutineItem[] = [
  { id: 'b', text: 'Marcar niveles', position: 1 },
  { id: 'a', text: 'Revisar el calendario', position: 0 },
  { id: 'c', text: 'Definir el riesgo', position: 2 },
];

describe('editing the pre-market routine', () => {
  it('adds at the end, trimmed, keeping every id in order', () => {
    expect(withAdded(items, '  Hacer el check-in ')).toEqual([
      { id: 'a', text: 'Revisar el calendario' },
      { id: 'b', text: 'Marcar niveles' },
      { id: 'c', text: 'Definir el riesgo' },
      { text: 'Hacer el check-in' },
    ]);
  });

  it('edits one item’s text and removes one, by id', () => {
    expect(withEdited(items, 'b', 'Marcar soportes ')[1]).toEqual({ id: 'b', text: 'Marcar soportes' });
    expect(withRemoved(items, 'b').map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('moves an item one place, and not past either end', () => {
    expect(withMoved(items, 'c', -1).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(withMoved(items, 'a', 1).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(withMoved(items, 'a', -1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(withMoved(items, 'c', 1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('ticks and unticks today’s boxes in the routine’s order', () => {
    expect(withTick(items, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(withTick(items, ['a', 'c'], 'a', false)).toEqual(['c']);
    expect(withTick(items, ['gone', 'b'], 'c', true)).toEqual(['b', 'c']);
  });
});
