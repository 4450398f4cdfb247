import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Content } from '../content/content.types';
import { PassageEntity } from './passage.entity';

/**
 * The passages table, and the materialized view of their words (lower-case, unaccented; migration 1796300000000)
 * that corrects misspelt words of a question.
 */
export function passageRelations(manager: EntityManager): { passages: string; words: string } {
  const metadata = manager.getRepository(PassageEntity).metadata;
  return { passages: metadata.tablePath, words: `${metadata.schema}.passage_words` };
}

type PassageRow = Omit<PassageEntity, 'id' | 'sourceHash'>;

/** A lesson's passages, or a glossary term's one: written and replaced together. */
interface PassageSource {
  kind: PassageEntity['kind'];
  /** The lesson's id, or the glossary term's. */
  id: string;
  rows: PassageRow[];
}

const sourceKey = (kind: string, id: string) => `${kind}:${id}`;

/** A glossary term's heading: the term, and its English name unless the term already says it ("Deslizamiento (slippage)"). */
function termHeading(term: string, english: string | null): string {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return english && !fold(term).includes(fold(english)) ? `${term} (${english})` : term;
}

function sources(content: Content): PassageSource[] {
  const moduleOf = new Map(
    content.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, module.id])),
  );
  const lessons = content.modules.flatMap((module) =>
    module.lessons.map((lesson) => ({
      kind: 'lesson' as const,
      id: lesson.id,
      rows: lesson.passages.map((passage, position) => ({
        kind: 'lesson' as const,
        lessonId: lesson.id,
        moduleId: module.id,
        glossaryTermId: null,
        position,
        heading: passage.heading,
        text: passage.text,
      })),
    })),
  );
  const terms = content.glossary.map((term) => ({
    kind: 'glossary' as const,
    id: term.id,
    rows: [
      {
        kind: 'glossary' as const,
        lessonId: term.lessonId,
        // The loader has checked that every term's lesson exists.
        moduleId: moduleOf.get(term.lessonId) as string,
        glossaryTermId: term.id,
        position: 0,
        heading: termHeading(term.term, term.english),
        text: term.definition,
      },
    ],
  }));
  return [...lessons, ...terms];
}

/**
 * Writes the passages of `content` (in the content loader's transaction, after lessons and glossary terms): a lesson's
 * or a term's passages are replaced when what they would be changed (their text, the way lessons are cut, the module
 * or lesson they belong to), and left alone otherwise. Those of archived lessons and terms stay, out of the results.
 * Returns how many lessons and terms were rewritten.
 */
export async function syncPassages(manager: EntityManager, content: Content): Promise<number> {
  const { passages: table, words } = passageRelations(manager);
  const stored = new Map(
    (
      await manager.query<{ kind: string; id: string; source_hash: string }[]>(
        `SELECT DISTINCT kind, coalesce(glossary_term_id, lesson_id) AS id, source_hash FROM ${table}`,
      )
    ).map((row) => [sourceKey(row.kind, row.id), row.source_hash]),
  );
  const changed = sources(content)
    .map((source) => ({
      ...source,
      hash: createHash('sha256').update(JSON.stringify(source.rows)).digest('hex'),
    }))
    .filter((source) => stored.get(sourceKey(source.kind, source.id)) !== source.hash);
  if (changed.length === 0) return 0;
  const idsOf = (kind: PassageSource['kind']) =>
    changed.filter((source) => source.kind === kind).map((source) => source.id);
  await manager.query(
    `DELETE FROM ${table}
     WHERE (kind = 'lesson' AND lesson_id = ANY($1)) OR (kind = 'glossary' AND glossary_term_id = ANY($2))`,
    [idsOf('lesson'), idsOf('glossary')],
  );
  const rows = changed.flatMap((source) => source.rows.map((row) => ({ ...row, sourceHash: source.hash })));
  // In slices: one INSERT carries at most 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000)
    await manager.getRepository(PassageEntity).insert(rows.slice(start, start + 1000));
  await manager.query(`REFRESH MATERIALIZED VIEW ${words}`);
  return changed.length;
}
