import { randomUUID } from 'node:crypto';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Content, ContentLesson, ContentModule } from '../content/content.types';
import { loadContent } from '../content/load-content';
import { LessonProgressEntity } from '../lessons/learner.entities';
import { PassageEntity } from '../passages/passage.entity';
import { PassagesService } from '../passages/passages.service';
import { DocEntity, GlossaryTermEntity, LessonEntity, ModuleEntity, QuestionEntity } from './course.entities';
import { CourseService } from './course.service';

const stack = inject('stack');
const real = loadContent();
let dataSource: DataSource;
let course: CourseService;

/** The real course plus one module of its own, so this test never archives what the others read. */
function withExtra(passages = real.modules[0]?.lessons[0]?.passages ?? []): Content {
  const source = real.modules[0]?.lessons[0] as ContentLesson;
  const lesson: ContentLesson = {
    ...source,
    passages,
    id: 'prueba-archivo-leccion',
    moduleId: 'prueba-archivo',
    order: 1,
    contentHash: 'a'.repeat(64),
    questions: source.questions.map((question) => ({
      ...question,
      id: `prueba-archivo-leccion.${question.localId}`,
    })),
  };
  const module: ContentModule = {
    id: 'prueba-archivo',
    order: 900,
    title: 'Módulo de prueba',
    level: 'Avanzado',
    summary: 'Solo para la prueba de carga.',
    descriptionHtml: '<p>Prueba</p>',
    file: 'prueba/module.md',
    contentHash: 'b'.repeat(64),
    lessons: [lesson],
  };
  return { ...real, modules: [...real.modules, module] };
}

beforeAll(async () => {
  dataSource = new DataSource({
    type: 'postgres',
    url: stack.databaseUrl,
    schema: 'learning',
    entities: [
      ModuleEntity,
      LessonEntity,
      QuestionEntity,
      GlossaryTermEntity,
      DocEntity,
      LessonProgressEntity,
      PassageEntity,
    ],
  });
  await dataSource.initialize();
  course = new CourseService(dataSource);
});
afterAll(async () => {
  await course.sync(real);
  await dataSource.destroy();
});

const archivedAt = async (table: 'lessons' | 'modules' | 'questions', id: string) =>
  (
    await sql<{ archived_at: Date | null }>(
      stack,
      `SELECT archived_at FROM learning.${table} WHERE id = $1`,
      [id],
    )
  )[0]?.archived_at;

describe('loading the course into PostgreSQL', () => {
  it('skips what has not changed, archives what left content/ without deleting progress, and brings it back', async () => {
    const first = await course.sync(withExtra());
    expect(first.lessons).toBe(real.modules.flatMap((module) => module.lessons).length + 1);
    const again = await course.sync(withExtra());
    expect(again.changedLessons).toBe(0);

    const userId = randomUUID();
    await sql(
      stack,
      'INSERT INTO learning.lesson_progress (user_id, lesson_id, opened_at, completed_at) VALUES ($1, $2, now(), now())',
      [userId, 'prueba-archivo-leccion'],
    );

    const gone = await course.sync(real);
    expect(gone.archivedLessons).toBe(1);
    expect(await archivedAt('lessons', 'prueba-archivo-leccion')).toBeInstanceOf(Date);
    expect(await archivedAt('modules', 'prueba-archivo')).toBeInstanceOf(Date);
    expect(await archivedAt('questions', 'prueba-archivo-leccion.q1')).toBeInstanceOf(Date);
    const kept = await sql(stack, 'SELECT 1 FROM learning.lesson_progress WHERE user_id = $1', [userId]);
    expect(kept).toHaveLength(1);
    const catalog = await course.readCatalog();
    expect(catalog.lesson('prueba-archivo-leccion')).toBeUndefined();
    expect(catalog.module(real.modules[0]?.id ?? '')).toBeDefined();

    await course.sync(withExtra());
    expect(await archivedAt('lessons', 'prueba-archivo-leccion')).toBeNull();
    expect(await archivedAt('modules', 'prueba-archivo')).toBeNull();
  });

  it('writes passages when their lesson changes and keeps those of an archived lesson out of the results', async () => {
    const passagesOf = async (lessonId: string) =>
      sql<{ heading: string | null; text: string }>(
        stack,
        "SELECT heading, text FROM learning.passages WHERE lesson_id = $1 AND kind = 'lesson' ORDER BY position",
        [lessonId],
      );
    await course.sync(withExtra());
    const source = real.modules[0]?.lessons[0] as ContentLesson;
    expect(await passagesOf('prueba-archivo-leccion')).toEqual(source.passages);
    expect((await course.sync(withExtra())).changedPassages).toBe(0);

    // The same file cut another way (a new version of the cutting, say): its passages are rewritten, only them.
    const recut = [...source.passages, { heading: 'Una sección nueva', text: 'El zumbaquiri de prueba.' }];
    const changed = await course.sync(withExtra(recut));
    expect(changed.changedLessons).toBe(0);
    expect(changed.changedPassages).toBe(1);
    expect(await passagesOf('prueba-archivo-leccion')).toEqual(recut);

    // A catalog read while the lesson was live: only the query itself can leave it out once archived.
    const catalog = await course.readCatalog();
    const passages = new PassagesService(dataSource, { catalog } as CourseService);
    const found = await passages.find('zumbaquiri', 6);
    expect(found.passages.map((passage) => passage.lessonId)).toEqual(['prueba-archivo-leccion']);
    await course.sync(real);
    expect(await passagesOf('prueba-archivo-leccion')).toEqual(recut);
    expect((await passages.find('zumbaquiri', 6)).passages).toEqual([]);
  });

  it('is safe when two instances load at the same time', async () => {
    const reports = await Promise.all([course.sync(real), new CourseService(dataSource).sync(real)]);
    expect(reports.map((report) => report.lessons)).toEqual([reports[0]?.lessons, reports[0]?.lessons]);
  });
});
