import type { GlossaryEntry } from '@pipcrafters/contracts';

/** Lower case without accents, so "tecnico" finds "técnico" and "ESMA" finds "esma". */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The terms whose name, English equivalent or definition contain every word of the query, names first. */
export function filterGlossary(entries: readonly GlossaryEntry[], query: string): GlossaryEntry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const scored = entries.flatMap((entry) => {
    const name = folded(`${entry.term} ${entry.english ?? ''}`);
    const all = `${name} ${folded(entry.definition)}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{ entry, inName: words.every((word) => name.includes(word)) ? 0 : 1 }];
  });
  return scored.sort((a, b) => a.inName - b.inName).map((item) => item.entry);
}

/** Entries grouped by the first letter of their term (accents folded), letters in Spanish order. */
export function byInitial(entries: readonly GlossaryEntry[]): [string, GlossaryEntry[]][] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const initial = folded(entry.term).charAt(0).toUpperCase() || '#';
    groups.set(initial, [...(groups.get(initial) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([letter, list]) => [letter, list.sort((a, b) => a.term.localeCompare(b.term, 'es'))]);
}
