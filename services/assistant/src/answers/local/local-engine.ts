import { Injectable } from '@nestjs/common';
import type { AssistantCitation, AssistantName } from '@pipcrafters/contracts';
import type { SignedInUser } from '@pipcrafters/service-kit';
import { type LearningPassage, SourcesService } from '../../sources/sources.service';
import { addsTo, citationOf, citations, excerpt, lessonLink, relevant, socratic } from './compose';
import { LocalTexts } from './local-texts';
import { numericAnswer } from './numeric';
import { readTilt, type TiltSigns, tilted } from './tilt';

export interface AnswerContext {
  user: SignedInUser;
  assistant: AssistantName;
  question: string;
  /** The conversation so far, oldest first (this question not included). */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Clara may read the journal. */
  journalConsent: boolean;
  /** Varies the follow-up questions between answers. */
  seed: number;
}

export interface Composed {
  content: string;
  citations: AssistantCitation[];
}

const NEXT_LESSON =
  /(siguiente|pr[oó]xima) lecci[oó]n|qu[eé] (deber[ií]a |debo |me toca )?(estudi(o|ar)|aprend(o|er)|sigo|repaso)( ahora| hoy)?\??$|por d[oó]nde (sigo|contin[uú]o|empiezo|voy)|d[oó]nde (lo )?dej[eé]|en qu[eé] (lecci[oó]n|m[oó]dulo) (voy|estoy)/i;
const QUIZ =
  /\b(hazme|ponme|hacerme|pon(me)? a prueba|preg[uú]ntame|quiz|ex[aá]men(es)?|examina(me)?|test de)\b/i;
const GREETING = /^(hola|buenas|buenos d[ií]as|buenas tardes|buenas noches|hey|qu[eé] tal)[\s!.,¿?]*$/i;
const OWN_DATA =
  /\bmis (operaciones|trades|resultados|n[uú]meros|estad[ií]sticas)|mi diario|c[oó]mo voy\b|mi racha/i;

/** The links to lessons a text already makes, as citations (a guardrail's answer names its lessons itself). */
export function linkedCitations(markdown: string): AssistantCitation[] {
  const found = new Map<string, AssistantCitation>();
  for (const match of markdown.matchAll(/\[([^\]]+)\]\(\/aprende\/lesson\/([a-z0-9-]+)\)/g)) {
    const [, title, lessonId] = match as unknown as [string, string, string];
    if (!found.has(lessonId)) found.set(lessonId, { lessonId, title, href: `/aprende/lesson/${lessonId}` });
  }
  return [...found.values()];
}

/**
 * Local mode: answers composed here from the course (the learning service's passages), the calculators and, for
 * Clara with consent, the journal's recent figures. Works with no network beyond the platform's own services.
 */
@Injectable()
export class LocalEngine {
  constructor(private readonly sources: SourcesService) {}

  async answer(context: AnswerContext): Promise<Composed> {
    return context.assistant === 'alvaro' ? this.alvaro(context) : this.clara(context);
  }

  private async alvaro(context: AnswerContext): Promise<Composed> {
    const { question, user } = context;
    if (GREETING.test(question.trim())) return { content: LocalTexts.alvaroHello, citations: [] };
    if (NEXT_LESSON.test(question)) return this.nextLesson(user);
    if (QUIZ.test(question)) return this.quiz(context);
    const lastAnswer = context.history.at(-1);
    if (lastAnswer?.role === 'assistant' && lastAnswer.content.includes(LocalTexts.quizMarker)) {
      return this.quizFollowUp(context, lastAnswer.content);
    }

    const numeric = numericAnswer(question, await this.sources.rates(user));
    if (numeric) {
      const lessons = await this.sources.passages(user, numeric.lessonQuery, 4);
      const lesson = lessons.find((passage) => passage.kind === 'lesson') ?? lessons[0];
      const cited = lesson ? [citationOf(lesson)] : [];
      const parts = [numeric.text];
      if (lesson) parts.push('', LocalTexts.lessonToReview(lessonLink(citationOf(lesson))));
      if (lesson) parts.push('', socratic(lesson, context.seed));
      return { content: parts.join('\n'), citations: cited };
    }
    return this.fromCourse(context, question);
  }

  /** The direct explanation from the best passages, the lessons cited and one question back. */
  private async fromCourse(context: AnswerContext, query: string, intro?: string): Promise<Composed> {
    const found = relevant(await this.sources.passages(context.user, query, 8), query);
    if (found.length === 0) return { content: LocalTexts.noLesson(context.assistant), citations: [] };
    const [best, ...rest] = found as [LearningPassage, ...LearningPassage[]];
    const second =
      rest.find((passage) => passage.lessonId !== best.lessonId && addsTo(passage, query)) ??
      rest.find((passage) => passage.lessonId === best.lessonId && addsTo(passage, query));
    const cited = citations([best, ...(second ? [second] : [])]);
    const parts: string[] = [];
    if (intro) parts.push(intro, '');
    parts.push(excerpt(best, query));
    if (second && second.lessonId !== best.lessonId) {
      parts.push('', `${LocalTexts.alsoIn(lessonLink(citationOf(second)))} ${excerpt(second, query, 2)}`);
    } else if (second) {
      parts.push('', excerpt(second, query, 2));
    }
    parts.push('', LocalTexts.sources(cited.map(lessonLink)), '', socratic(best, context.seed));
    return { content: parts.join('\n'), citations: cited };
  }

  private async nextLesson(user: SignedInUser): Promise<Composed> {
    const overview = await this.sources.overview(user);
    const resume = overview?.resume;
    if (!overview || !resume) return { content: LocalTexts.courseDone, citations: [] };
    const citation: AssistantCitation = {
      lessonId: resume.lessonId,
      title: resume.lessonTitle,
      href: `/aprende/lesson/${resume.lessonId}`,
    };
    const done = overview.modules.filter((module) => module.completed).length;
    return {
      content: LocalTexts.next(
        lessonLink(citation),
        resume.moduleTitle,
        done,
        overview.modules.length,
        overview.reviewDue,
      ),
      citations: [citation],
    };
  }

  /** A question from a lesson's own quiz (the one asked about, else where the learner is in the course). */
  private async quiz(context: AnswerContext): Promise<Composed> {
    const topic = context.question
      .replace(QUIZ, ' ')
      .replace(/\b(sobre|de|del|la|el|lecci[oó]n|una|un|pregunta)\b/gi, ' ');
    const found = relevant(await this.sources.passages(context.user, topic, 4), topic).filter(
      (passage) => passage.kind === 'lesson',
    );
    const lessonId = found[0]?.lessonId ?? (await this.sources.overview(context.user))?.resume?.lessonId;
    const lesson = lessonId ? await this.sources.lesson(context.user, lessonId) : null;
    const questions = lesson?.quiz.questions ?? [];
    if (!lesson || questions.length === 0) return { content: LocalTexts.noQuiz, citations: [] };
    const question = questions[context.seed % questions.length] as (typeof questions)[number];
    const citation: AssistantCitation = {
      lessonId: lesson.id,
      title: lesson.title,
      href: `/aprende/lesson/${lesson.id}`,
    };
    const options = question.options ?? [];
    return {
      content: LocalTexts.quiz(
        lessonLink(citation),
        question.prompt,
        options.map((option, index) => `${String.fromCharCode(65 + index)}) ${option.text}`),
        question.unit ?? null,
      ),
      citations: [citation],
    };
  }

  /** The learner answered a quiz question: what the lesson says about it, to check their reasoning against. */
  private async quizFollowUp(context: AnswerContext, quizText: string): Promise<Composed> {
    const asked = LocalTexts.quizQuestionOf(quizText);
    return this.fromCourse(context, `${asked} ${context.question}`, LocalTexts.quizReply);
  }

  private async clara(context: AnswerContext): Promise<Composed> {
    const { question, user } = context;
    if (GREETING.test(question.trim())) return { content: LocalTexts.claraHello, citations: [] };
    const parts: string[] = [LocalTexts.claraOpening(question)];
    let signs: TiltSigns | null = null;
    if (context.journalConsent) {
      const today = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
      const [trades, reflections] = await Promise.all([
        this.sources.recentTrades(user),
        this.sources.reflections(user, from, today),
      ]);
      signs = readTilt(trades, reflections, today);
      parts.push('', LocalTexts.journalRead(signs));
    } else if (OWN_DATA.test(question)) {
      parts.push('', LocalTexts.noConsent);
    }
    const found = relevant(
      await this.sources.passages(user, `${question} emociones psicología disciplina`, 8),
      `${question} emociones disciplina`,
    );
    const best = found[0];
    const cited = best ? citations(found, 2) : [];
    if (best)
      parts.push('', `${LocalTexts.courseSays(lessonLink(citationOf(best)))} ${excerpt(best, question, 2)}`);
    parts.push('', signs && tilted(signs) ? LocalTexts.pause : LocalTexts.exercise(context.seed));
    if (cited.length > 0) parts.push('', LocalTexts.sources(cited.map(lessonLink)));
    parts.push('', LocalTexts.claraQuestion(context.seed));
    return { content: parts.join('\n'), citations: cited };
  }
}
