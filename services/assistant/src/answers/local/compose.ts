import type { AssistantCitation } from '@pipcrafters/contracts';
import type { LearningPassage } from '../../sources/sources.service';

/**
 * Answers composed from the course's own passages: the sentences that best match the question, from the best
 * passage and, when another lesson adds to it, from a second; the lessons cited; a question back that makes the
 * learner think rather than just read. Nothing is said that is not in a passage.
 */

const STOP = new Set(
  (
    'a al algo como con cual cuales cuando de del desde donde el ella en es esa ese eso esta este esto hay la las le ' +
    'lo los mas me mi mis muy no o para pero por que se si sin sobre su sus te tu un una uno y ya yo tengo tiene ' +
    'puedo puede debo debe hace hacer saber explica explicame dime quiero mejor peor bueno buena buenos gran forma ' +
    'manera cosa cosas todo toda todos siempre nunca mucho mucha poco hoy ahora dia vez veces tener poder ser estar ' +
    'ver usar sirve pasa significa'
  ).split(' '),
);

/** Lower case, accents off, words of three letters or more that say something. */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length >= 3 && !STOP.has(word));
}

/**
 * A crude Spanish stem, the same for every form of a word: no plural s, six letters at most ("apalancamiento" and
 * "apalancado", "ensancha" and "ensanchan", "pips" and "pip").
 */
const stem = (word: string) => word.replace(/(?<=...)s$/, '').slice(0, 6);

function overlap(question: string[], sentence: string): number {
  const words = new Set(terms(sentence).map(stem));
  return question.reduce((score, word) => score + (words.has(stem(word)) ? 1 : 0), 0);
}

/** A passage's sentences, as written: cut after . ! ? followed by a space and a capital, a number or ¿ ¡. */
function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?:])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9*«"])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The passage's best sentences for the question, in the passage's order: its opening one and the best matches. */
export function excerpt(passage: LearningPassage, question: string, max = 3): string {
  const wanted = terms(question);
  // A sentence that only introduces a table ("País:", "Se calcula con:") says nothing once the table is flattened.
  const all = [...new Set(sentences(passage.text))].filter(
    (sentence) => !/:$/.test(sentence) || sentence.length > 80,
  );
  if (all.length === 0) return passage.text;
  if (all.length <= max) return all.join(' ');
  const ranked = all
    .map((sentence, index) => ({ index, score: overlap(wanted, sentence) + (index === 0 ? 0.5 : 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return ranked.map((item) => all[item.index]).join(' ');
}

export const citationOf = (
  passage: Pick<LearningPassage, 'lessonId' | 'lessonTitle'>,
): AssistantCitation => ({
  lessonId: passage.lessonId,
  title: passage.lessonTitle,
  href: `/aprende/lesson/${passage.lessonId}`,
});

/** The distinct lessons of the passages, best first. */
export function citations(passages: LearningPassage[], max = 3): AssistantCitation[] {
  const seen = new Map<string, AssistantCitation>();
  for (const passage of passages)
    if (!seen.has(passage.lessonId)) seen.set(passage.lessonId, citationOf(passage));
  return [...seen.values()].slice(0, max);
}

/**
 * The passages worth answering with: those sharing at least one meaningful word with the question (the learning
 * service's ranking may match on a single common word), best first, the first of each lesson before its second.
 */
export function relevant(passages: LearningPassage[], question: string): LearningPassage[] {
  const wanted = terms(question);
  if (wanted.length === 0) return [];
  // A longer question must share more than one word: "la receta de la paella valenciana" is about no lesson.
  const needed = wanted.length >= 3 ? 2 : 1;
  return passages.filter(
    (passage) => overlap(wanted, `${passage.heading ?? ''} ${passage.lessonTitle} ${passage.text}`) >= needed,
  );
}

/** How many of the question's words a passage shares (what `relevant` filters on). */
export function shared(passage: LearningPassage, question: string): number {
  return overlap(terms(question), `${passage.heading ?? ''} ${passage.lessonTitle} ${passage.text}`);
}

/**
 * Whether a second lesson adds to the answer: it must share two of the question's words, or all of a short
 * question's, so "no entiendo el MACD" does not bring in a lesson that merely says "entiende".
 */
export function addsTo(passage: LearningPassage, question: string): boolean {
  const wanted = terms(question).length;
  const count = shared(passage, question);
  return count >= 2 || (wanted <= 2 && count === wanted);
}

/** A question back, about the passage's own subject, to check the learner can use what they read. */
export function socratic(passage: LearningPassage, seed: number): string {
  const topic = (passage.heading ?? passage.lessonTitle).replace(/[.:]$/, '');
  const questions = [
    `Para comprobar que lo tienes: ¿cómo explicarías «${topic}» con un ejemplo de tu propia operativa?`,
    `Piensa en tu última operación: ¿qué habría cambiado si hubieras tenido en cuenta «${topic}»?`,
    `¿Qué error concreto crees que evita entender bien «${topic}»?`,
    `Si tuvieras que enseñárselo a alguien que empieza, ¿qué es lo primero que le dirías sobre «${topic}»?`,
  ];
  return questions[seed % questions.length] as string;
}

export function lessonLink(citation: AssistantCitation): string {
  return `[${citation.title}](${citation.href})`;
}
