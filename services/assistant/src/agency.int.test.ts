import {
  AGENCY_LIMITS,
  type AgencyRefusalBody,
  CHATBOT_EXPORT_SCHEMA_VERSION,
  type Chatbot,
  type ChatbotExport,
  type ChatbotSummary,
  type ChatbotVersion,
  type ChatbotVersionSummary,
  type ContentDraft,
  type ContentDraftSummary,
  type ContentGenerated,
  contrastRatio,
  type Design,
  type DesignSuggestion,
  INHERITED_GUARDRAILS,
  type PlaygroundReply,
  type SocialCaptionsResponse,
  type SocialPost,
  socialNetwork,
  socialPostText,
  socialTextLength,
  type TradePage,
  WCAG_AA_CONTRAST,
} from '@pipcrafters/contracts';
import { eventually, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, inject, it } from 'vitest';
import { AgencyMessages } from './agency/messages';
import { member, send } from './testing/assistant-api';

/**
 * The AI agency tools in local mode (no provider in the integration stack), through the gateway: chatbots with
 * versions, the playground and the JSON export; content drafts generated from the course, saved and exported;
 * design suggestions and saved designs; captions within each network's limit, planned posts and their calendar
 * exports; refusals, validation, ownership, the shared rate limit, and the demo trader's data.
 */

const stack = inject('stack');

const BOT = {
  name: 'Coach de pruebas',
  persona: 'Un compañero de estudio paciente.',
  tone: 'cercano',
  welcomeMessage: '¡Hola! Pregúntame por el stop loss.',
  lessonIds: ['stop-loss'],
  texts: [
    {
      title: 'Mis reglas',
      body: 'Nunca opero los viernes por la tarde porque hay poco volumen y mucho ruido.\n\nAntes de cada sesión reviso el calendario económico.',
    },
  ],
};

async function file(user: SignedIn, path: string) {
  const response = await user.client.request('GET', path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded without dropping a byte-order mark (Response.text() would).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { status: response.status, headers: response.headers, text, bytes };
}

/** What a saved item is sent back as: its input fields only (the API refuses the others). */
const pick = (item: object, fields: string[]) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key)));
const DRAFT_FIELDS = ['title', 'kind', 'markdown', 'citations', 'mode'];
const DESIGN_FIELDS = [
  'name',
  'template',
  'format',
  'headline',
  'body',
  'palette',
  'lessonId',
  'tradeId',
  'showAmounts',
  'mode',
];
const POST_FIELDS = ['network', 'text', 'hashtags', 'scheduledAt', 'status', 'mode'];

const refused = async (user: SignedIn, method: string, path: string, body: unknown) =>
  send<AgencyRefusalBody>(user, method, path, body, 422);

describe('chatbots', () => {
  it('saves versions, restores one, lists the guardrails and exports the configuration as JSON', async () => {
    const user = await member('agencia-bot');
    const bot = await send<Chatbot>(user, 'POST', '/api/assistant/chatbots', BOT, 201);
    expect(bot).toMatchObject({ name: BOT.name, version: 1, lessonIds: ['stop-loss'] });
    expect(bot.lessons[0]).toMatchObject({ id: 'stop-loss', href: '/aprende/lesson/stop-loss' });
    expect(bot.lessons[0]?.title).toMatch(/stop loss/i);
    expect(bot.inheritedGuardrails.map((guardrail) => guardrail.key)).toEqual(
      INHERITED_GUARDRAILS.map((guardrail) => guardrail.key),
    );

    // Saving the same content is no new version; a change is.
    const same = await send<Chatbot>(user, 'PUT', `/api/assistant/chatbots/${bot.id}`, BOT, 200);
    expect(same.version).toBe(1);
    const changed = await send<Chatbot>(
      user,
      'PUT',
      `/api/assistant/chatbots/${bot.id}`,
      { ...BOT, tone: 'profesional', lessonIds: ['stop-loss', 'tamano-de-posicion'] },
      200,
    );
    expect(changed).toMatchObject({ version: 2, tone: 'profesional' });
    const versions = await send<ChatbotVersionSummary[]>(
      user,
      'GET',
      `/api/assistant/chatbots/${bot.id}/versions`,
      undefined,
      200,
    );
    expect(versions.map((version) => [version.version, version.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = await send<ChatbotVersion>(
      user,
      'GET',
      `/api/assistant/chatbots/${bot.id}/versions/1`,
      undefined,
      200,
    );
    expect(first).toMatchObject({ version: 1, tone: 'cercano', current: false, lessonIds: ['stop-loss'] });
    await send(user, 'GET', `/api/assistant/chatbots/${bot.id}/versions/9`, undefined, 404);
    await send(user, 'GET', `/api/assistant/chatbots/${bot.id}/versions/dos`, undefined, 400);
    // Restoring version 1 is saving its content: version 3.
    const { version: _n, lessons: _l, createdAt: _c, current: _k, ...content } = first;
    const restored = await send<Chatbot>(user, 'PUT', `/api/assistant/chatbots/${bot.id}`, content, 200);
    expect(restored).toMatchObject({ version: 3, tone: 'cercano', lessonIds: ['stop-loss'] });

    const list = await send<ChatbotSummary[]>(user, 'GET', '/api/assistant/chatbots', undefined, 200);
    expect(list).toEqual([expect.objectContaining({ id: bot.id, version: 3, lessonCount: 1, textCount: 1 })]);

    const exported = await file(user, `/api/assistant/chatbots/${bot.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="chatbot-coach-de-pruebas-v3.json"',
    );
    const json = JSON.parse(exported.text) as ChatbotExport;
    expect(json).toMatchObject({
      schemaVersion: CHATBOT_EXPORT_SCHEMA_VERSION,
      source: 'PipCrafters',
      chatbot: { name: BOT.name, version: 3, tone: 'cercano', toneLabel: 'Cercano', texts: BOT.texts },
    });
    expect(json.chatbot.lessons[0]).toMatchObject({ id: 'stop-loss' });
    expect(json.guardrails).toHaveLength(INHERITED_GUARDRAILS.length);

    await send(user, 'DELETE', `/api/assistant/chatbots/${bot.id}`, undefined, 204);
    await send(user, 'GET', `/api/assistant/chatbots/${bot.id}`, undefined, 404);
  });

  it('answers in the playground from its lessons and texts only, honestly, and the guardrails first', async () => {
    const user = await member('agencia-playground');
    const bot = await send<Chatbot>(user, 'POST', '/api/assistant/chatbots', BOT, 201);
    const ask = (message: string, extra: Record<string, unknown> = {}) =>
      send<PlaygroundReply>(
        user,
        'POST',
        `/api/assistant/chatbots/${bot.id}/playground`,
        { message, ...extra },
        200,
      );

    const lesson = await ask('¿Dónde coloco el stop loss de una operación?');
    expect(lesson).toMatchObject({ mode: 'local', refused: false, note: null, version: 1 });
    expect(lesson.citations.map((citation) => citation.lessonId)).toEqual(['stop-loss']);
    expect(lesson.answer).toContain('/aprende/lesson/stop-loss');

    const text = await ask('¿Opero los viernes por la tarde?');
    expect(text.answer).toContain('viernes por la tarde');
    expect(text.answer).toContain('«Mis reglas»');

    // Not one of its lessons: the course answers it elsewhere, the bot does not.
    const outside = await ask('¿Qué indica el RSI por encima de 70 y qué es una divergencia?');
    expect(outside.answer).toBe(AgencyMessages.chatbot.nothing.cercano);
    expect(outside.citations).toEqual([]);

    const signal = await ask('¿Compro EURUSD ahora?', { history: [{ role: 'user', content: 'Hola' }] });
    expect(signal.refused).toBe(true);
    expect(signal.answer).toContain('No puedo darte señales');
    const distress = await ask('Ya no quiero seguir viviendo');
    expect(distress.refused).toBe(true);
    expect(distress.answer).toContain('024');

    const hello = await ask('Hola');
    expect(hello.answer).toBe(BOT.welcomeMessage);
    await send(
      user,
      'POST',
      `/api/assistant/chatbots/${bot.id}/playground`,
      { message: 'Hola', version: 4 },
      404,
    );
  });

  it('refuses bad input in Spanish, unknown lessons and a welcome that promises profits', async () => {
    const user = await member('agencia-bot-mal');
    const bad = await send<{ message: string; details: string[] }>(
      user,
      'POST',
      '/api/assistant/chatbots',
      {
        ...BOT,
        name: '',
        tone: 'agresivo',
        lessonIds: Array.from({ length: 21 }, (_, index) => `l-${index}`),
      },
      400,
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([
        AgencyMessages.fields.chatbotName,
        AgencyMessages.fields.tone,
        AgencyMessages.fields.lessonIds,
      ]),
    );
    const unknown = await send<{ message: string }>(
      user,
      'POST',
      '/api/assistant/chatbots',
      { ...BOT, lessonIds: ['stop-loss', 'no-existe'] },
      400,
    );
    expect(unknown.message).toBe(AgencyMessages.unknownLessons('lessonIds', ['no-existe']));
    await send(
      user,
      'POST',
      '/api/assistant/chatbots',
      { ...BOT, texts: [{ title: 'Largo', body: 'a'.repeat(20_001) }] },
      400,
    );
    const promise = await refused(user, 'POST', '/api/assistant/chatbots', {
      ...BOT,
      welcomeMessage: 'Conmigo ganarás un 20 % al mes.',
    });
    expect(promise).toMatchObject({
      code: 'CONTENT_REFUSED',
      guardrail: 'guarantee',
      field: 'welcomeMessage',
    });
    await send(user, 'GET', '/api/assistant/chatbots/no-es-un-id', undefined, 400);
  });
});

describe('content', () => {
  it('generates an article grounded in the course, saves, edits, lists and exports it', async () => {
    const user = await member('agencia-contenido');
    const article = await send<ContentGenerated>(
      user,
      'POST',
      '/api/assistant/content/generate',
      {
        kind: 'article',
        topic: 'el stop loss',
        audience: 'traders que empiezan',
        tone: 'didactico',
        length: 'medium',
      },
      200,
    );
    expect(article.mode).toBe('local');
    expect(article.title).toBe('El stop loss: lo que enseña el curso');
    expect(article.citations.map((citation) => citation.lessonId)).toContain('stop-loss');
    for (const citation of article.citations) expect(article.markdown).toContain(`](${citation.href})`);
    expect(article.markdown).toContain('## Fuentes');
    expect(article.wordCount).toBeGreaterThan(150);

    const draft = await send<ContentDraft>(
      user,
      'POST',
      '/api/assistant/content/drafts',
      {
        title: article.title,
        kind: 'article',
        markdown: `${article.markdown}\n\n<script>alert(1)</script>\n\n[raro](javascript:alert(1))`,
        citations: article.citations,
        mode: article.mode,
      },
      201,
    );
    expect(draft).toMatchObject({ kind: 'article', mode: 'local' });
    const edited = await send<ContentDraft>(
      user,
      'PUT',
      `/api/assistant/content/drafts/${draft.id}`,
      {
        ...pick(draft, DRAFT_FIELDS),
        title: 'Mi artículo: «stop loss»',
        markdown: `${draft.markdown}\n\nNota final.`,
      },
      200,
    );
    expect(edited.title).toBe('Mi artículo: «stop loss»');
    const list = await send<ContentDraftSummary[]>(
      user,
      'GET',
      '/api/assistant/content/drafts',
      undefined,
      200,
    );
    expect(list.map((item) => item.id)).toEqual([draft.id]);

    const md = await file(user, `/api/assistant/content/drafts/${draft.id}/export?format=md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('content-disposition')).toBe('attachment; filename="mi-articulo-stop-loss.md"');
    expect(md.text).toContain('Nota final.');
    const html = await file(user, `/api/assistant/content/drafts/${draft.id}/export?format=html`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-disposition')).toBe('attachment; filename="mi-articulo-stop-loss.html"');
    expect(html.text.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(html.text).toContain('<title>Mi artículo: «stop loss»</title>');
    expect(html.text).toContain('<h2>Fuentes</h2>');
    // The platform's links lead back to it from a saved file: absolute, at the address the gateway was reached at.
    expect(html.text).toContain(`href="${new URL(stack.gatewayUrl).origin}/aprende/lesson/stop-loss"`);
    expect(html.text).not.toContain('<script>');
    expect(html.text).not.toContain('href="javascript:');
    expect(html.text).toContain('&lt;script&gt;');
    await send(user, 'GET', `/api/assistant/content/drafts/${draft.id}/export?format=pdf`, undefined, 400);

    await send(user, 'DELETE', `/api/assistant/content/drafts/${draft.id}`, undefined, 204);
    await send(user, 'GET', `/api/assistant/content/drafts/${draft.id}`, undefined, 404);
  });

  it('writes threads of numbered posts within 280 characters and lesson summaries of one lesson', async () => {
    const user = await member('agencia-hilo');
    const thread = await send<ContentGenerated>(
      user,
      'POST',
      '/api/assistant/content/generate',
      { kind: 'thread', topic: 'el tamaño de posición', tone: 'cercano', length: 'short' },
      200,
    );
    const posts = thread.markdown.split('\n\n');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const [index, post] of posts.entries()) {
      expect(post.startsWith(`${index + 1}/${posts.length} `)).toBe(true);
      expect(socialTextLength(post, 'x')).toBeLessThanOrEqual(280);
    }

    const missing = await send<{ message: string }>(
      user,
      'POST',
      '/api/assistant/content/generate',
      { kind: 'lesson-summary', topic: 'resumen', tone: 'profesional', length: 'short' },
      400,
    );
    expect(missing.message).toBe(AgencyMessages.fields.lessonRequired);
    const summary = await send<ContentGenerated>(
      user,
      'POST',
      '/api/assistant/content/generate',
      {
        kind: 'lesson-summary',
        topic: 'resumen',
        tone: 'profesional',
        length: 'short',
        lessonId: 'stop-loss',
      },
      200,
    );
    expect(summary.title).toMatch(/^Resumen: /);
    expect(summary.citations.map((citation) => citation.lessonId)).toEqual(['stop-loss']);
    expect(summary.markdown).toContain('## Ideas clave');

    const nothing = await send<ContentGenerated>(
      user,
      'POST',
      '/api/assistant/content/generate',
      { kind: 'article', topic: 'la receta de la paella valenciana', tone: 'cercano', length: 'short' },
      200,
    );
    expect(nothing.citations).toEqual([]);
    expect(nothing.markdown).toContain('No he encontrado lecciones del curso');
  });

  it('refuses signals and promises in topics and drafts, and bad input in Spanish', async () => {
    const user = await member('agencia-contenido-mal');
    const signal = await refused(user, 'POST', '/api/assistant/content/generate', {
      kind: 'article',
      topic: '¿Compro oro ahora?',
      tone: 'cercano',
      length: 'short',
    });
    expect(signal).toMatchObject({
      guardrail: 'signal',
      field: 'topic',
      message: AgencyMessages.refused.signal,
    });
    expect(signal.explanation).toContain('/aprende/lesson/');
    const promise = await refused(user, 'POST', '/api/assistant/content/drafts', {
      title: 'Mi método',
      kind: 'article',
      markdown: '# Mi método\n\nCon este método ganarás un 20 % al mes, ganancias garantizadas.',
      citations: [],
      mode: 'local',
    });
    expect(promise).toMatchObject({ guardrail: 'guarantee', field: 'markdown' });
    const bad = await send<{ details: string[] }>(
      user,
      'POST',
      '/api/assistant/content/generate',
      { kind: 'ensayo', topic: 'x', tone: 'cercano', length: 'enorme' },
      400,
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([
        AgencyMessages.fields.kind,
        AgencyMessages.fields.topic,
        AgencyMessages.fields.length,
      ]),
    );
    await send(
      user,
      'POST',
      '/api/assistant/content/drafts',
      { title: 'Largo', kind: 'article', markdown: 'a'.repeat(50_001), citations: [], mode: 'local' },
      400,
    );
  });
});

describe('designs', () => {
  it('suggests headlines and accessible palettes, and keeps designs', async () => {
    const user = await member('agencia-diseno');
    const suggestion = await send<DesignSuggestion>(
      user,
      'POST',
      '/api/assistant/designs/suggest',
      { template: 'lesson', lessonId: 'riesgo-por-operacion' },
      200,
    );
    expect(suggestion.mode).toBe('local');
    expect(suggestion.headlines.length).toBeGreaterThanOrEqual(3);
    expect(suggestion.headlines.length).toBeLessThanOrEqual(5);
    for (const headline of suggestion.headlines) expect(headline.length).toBeLessThanOrEqual(90);
    expect(suggestion.palettes.length).toBeGreaterThanOrEqual(3);
    for (const palette of suggestion.palettes)
      expect(contrastRatio(palette.background, palette.foreground)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(suggestion.citations.map((citation) => citation.lessonId)).toEqual(['riesgo-por-operacion']);

    const design = await send<Design>(
      user,
      'POST',
      '/api/assistant/designs',
      {
        name: 'Tarjeta de riesgo',
        template: 'lesson',
        format: '1080x1920',
        headline: suggestion.headlines[0],
        body: suggestion.body,
        palette: suggestion.palettes[0],
        lessonId: 'riesgo-por-operacion',
      },
      201,
    );
    expect(design).toMatchObject({ showAmounts: false, mode: 'local', tradeId: null, format: '1080x1920' });
    const updated = await send<Design>(
      user,
      'PUT',
      `/api/assistant/designs/${design.id}`,
      {
        ...pick(design, DESIGN_FIELDS),
        format: '1200x675',
        palette: { ...design.palette, accent: '#ABCDEF' },
      },
      200,
    );
    expect(updated).toMatchObject({ format: '1200x675', palette: { accent: '#abcdef' } });
    expect(await send<Design[]>(user, 'GET', '/api/assistant/designs', undefined, 200)).toHaveLength(1);
    const bad = await send<{ details: string[] }>(
      user,
      'POST',
      '/api/assistant/designs',
      {
        ...design,
        template: 'poster',
        format: '800x600',
        palette: { ...design.palette, background: 'rojo' },
      },
      400,
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([
        AgencyMessages.fields.template,
        AgencyMessages.fields.designFormat,
        AgencyMessages.fields.colour,
      ]),
    );
    const slipped = await refused(user, 'PUT', `/api/assistant/designs/${design.id}`, {
      ...pick(design, DESIGN_FIELDS),
      headline: 'Compra EURUSD ya: va a subir',
    });
    expect(slipped).toMatchObject({ guardrail: 'signal', field: 'headline' });
    await send(user, 'DELETE', `/api/assistant/designs/${design.id}`, undefined, 204);
  });

  it('keeps a trade recap of the user’s own trade only, amounts hidden by default', async () => {
    const trader = await loginDemo(stack, 'trader');
    const trades = await send<TradePage>(trader, 'GET', '/api/journal/trades?pageSize=1', undefined, 200);
    const tradeId = trades.items[0]?.id;
    expect(tradeId).toBeTruthy();
    const recap = {
      name: 'Resumen de operación',
      template: 'trade-recap',
      format: '1080x1080',
      headline: 'Mi operación de hoy: lo que aprendí',
      body: 'Seguí el plan.',
      palette: { name: 'Grafito', background: '#1e1e24', foreground: '#e8e8ea', accent: '#4cc9f0' },
      tradeId,
    };
    const saved = await send<Design>(trader, 'POST', '/api/assistant/designs', recap, 201);
    expect(saved).toMatchObject({ tradeId, showAmounts: false });
    await send(trader, 'DELETE', `/api/assistant/designs/${saved.id}`, undefined, 204);
    const other = await member('agencia-diseno-ajeno');
    const foreign = await send<{ message: string }>(other, 'POST', '/api/assistant/designs', recap, 400);
    expect(foreign.message).toBe(AgencyMessages.notFound.trade);
  });
});

describe('social', () => {
  it('writes captions within each network’s limit, with Spanish hashtags, from a topic, a draft or a lesson', async () => {
    const user = await member('agencia-social');
    const networks = ['x', 'instagram', 'linkedin', 'tiktok'];
    const check = (response: SocialCaptionsResponse) => {
      expect(response.captions.map((caption) => caption.network)).toEqual(networks);
      for (const caption of response.captions) {
        const length = socialTextLength(socialPostText(caption.text, caption.hashtags), caption.network);
        expect(caption.length).toBe(length);
        expect(caption.limit).toBe(socialNetwork(caption.network).limit);
        expect(length).toBeLessThanOrEqual(caption.limit);
        expect(caption.hashtags.length).toBeGreaterThan(0);
        for (const tag of caption.hashtags) expect(tag).toMatch(/^#[\p{L}\p{N}_]+$/u);
      }
    };
    const topic = await send<SocialCaptionsResponse>(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'el apalancamiento y el margen', networks },
      200,
    );
    check(topic);
    expect(topic.mode).toBe('local');
    expect(topic.captions[0]?.hashtags).toContain('#apalancamiento');
    expect(topic.citations.length).toBeGreaterThan(0);

    const lesson = await send<SocialCaptionsResponse>(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'lesson', lessonId: 'stop-loss', networks },
      200,
    );
    check(lesson);
    expect(lesson.citations.map((citation) => citation.lessonId)).toEqual(['stop-loss']);

    const draft = await send<ContentDraft>(
      user,
      'POST',
      '/api/assistant/content/drafts',
      {
        title: 'Mi plan de trading',
        kind: 'article',
        markdown:
          '# Mi plan de trading\n\nEscribo el plan antes de abrir el gráfico. Arriesgo el 1 % por operación.',
        citations: [],
        mode: 'local',
      },
      201,
    );
    const fromDraft = await send<SocialCaptionsResponse>(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'draft', draftId: draft.id, networks },
      200,
    );
    check(fromDraft);
    expect(fromDraft.captions[2]?.text).toContain('Escribo el plan antes de abrir el gráfico.');

    const missing = await send<{ message: string }>(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'draft', networks: ['x'] },
      400,
    );
    expect(missing.message).toBe(AgencyMessages.fields.sourceDraft);
    await send(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'riesgo', networks: ['x', 'x'] },
      400,
    );
    await send(
      user,
      'POST',
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'riesgo', networks: ['facebook'] },
      400,
    );
    const promise = await refused(user, 'POST', '/api/assistant/social/captions', {
      source: 'topic',
      topic: 'la estrategia que me garantiza ganar un 20 % al mes sin perder nunca',
      networks: ['x'],
    });
    expect(promise.guardrail).toBe('guarantee');
  });

  it('plans posts, lists them by range and exports the calendar as CSV and iCalendar', async () => {
    const user = await member('agencia-calendario');
    const post = (overrides: Record<string, unknown>) =>
      send<SocialPost>(
        user,
        'POST',
        '/api/assistant/social/posts',
        {
          network: 'x',
          text: 'Primero el stop, después los lotes.',
          hashtags: ['#gestióndelriesgo', '#trading'],
          scheduledAt: '2027-03-02T10:00:00+01:00',
          status: 'scheduled',
          ...overrides,
        },
        201,
      );
    const first = await post({});
    expect(first).toMatchObject({ scheduledAt: '2027-03-02T09:00:00.000Z', mode: 'local', limit: 280 });
    expect(first.length).toBe(socialTextLength(socialPostText(first.text, first.hashtags), 'x'));
    const second = await post({
      network: 'linkedin',
      text: '=SUMA(A1:A2) una fórmula que no debe ejecutarse; y «comillas».',
      scheduledAt: '2027-03-05T18:30:00Z',
      status: 'draft',
    });
    await post({ scheduledAt: '2027-06-01T10:00:00Z' });

    const tooLong = await send<{ message: string }>(
      user,
      'POST',
      '/api/assistant/social/posts',
      {
        network: 'x',
        text: 'a'.repeat(270),
        hashtags: ['#trading', '#forex'],
        scheduledAt: '2027-03-02T10:00:00Z',
        status: 'draft',
      },
      400,
    );
    expect(tooLong.message).toBe(AgencyMessages.tooLong('X', 270 + 2 + 15, 280));
    const bad = await send<{ details: string[] }>(
      user,
      'POST',
      '/api/assistant/social/posts',
      {
        network: 'x',
        text: 'Hola',
        hashtags: ['sin-almohadilla'],
        scheduledAt: '2027-03-02 10:00',
        status: 'hecho',
      },
      400,
    );
    expect(bad.details).toEqual(
      expect.arrayContaining([
        AgencyMessages.fields.hashtags,
        AgencyMessages.fields.scheduledAt,
        AgencyMessages.fields.status,
      ]),
    );
    const signal = await refused(user, 'PUT', `/api/assistant/social/posts/${first.id}`, {
      ...pick(first, POST_FIELDS),
      text: 'Compra EURUSD ahora, va a subir.',
    });
    expect(signal).toMatchObject({ guardrail: 'signal', field: 'text' });
    const moved = await send<SocialPost>(
      user,
      'PUT',
      `/api/assistant/social/posts/${first.id}`,
      {
        network: 'x',
        text: first.text,
        hashtags: first.hashtags,
        scheduledAt: '2027-03-03T08:00:00Z',
        status: 'published',
      },
      200,
    );
    expect(moved).toMatchObject({ status: 'published', scheduledAt: '2027-03-03T08:00:00.000Z' });

    const range = 'from=2027-03-01&to=2027-03-08';
    const listed = await send<SocialPost[]>(
      user,
      'GET',
      `/api/assistant/social/posts?${range}`,
      undefined,
      200,
    );
    expect(listed.map((item) => item.id)).toEqual([first.id, second.id]);
    await send(user, 'GET', '/api/assistant/social/posts?from=2027-03-08&to=2027-03-01', undefined, 400);
    await send(user, 'GET', '/api/assistant/social/posts?from=2026-01-01&to=2027-06-01', undefined, 400);
    await send(user, 'GET', '/api/assistant/social/posts?from=ayer', undefined, 400);

    const csv = await file(user, `/api/assistant/social/calendar.csv?${range}&timeZone=Europe/Madrid`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="pipcrafters-publicaciones.csv"',
    );
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.text.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(rows.errors).toEqual([]);
    expect(rows.data).toHaveLength(3);
    expect(rows.data[1]?.slice(0, 5)).toEqual(['03/03/2027', '09:00', 'Europe/Madrid', 'X', 'Publicada']);
    expect(rows.data[2]?.[5]).toBe("'=SUMA(A1:A2) una fórmula que no debe ejecutarse; y «comillas».");
    await send(
      user,
      'GET',
      `/api/assistant/social/calendar.csv?${range}&timeZone=Marte/Olympus`,
      undefined,
      400,
    );

    const ics = await file(user, `/api/assistant/social/calendar.ics?${range}`);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe(
      'attachment; filename="pipcrafters-publicaciones.ics"',
    );
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual([`${first.id}@pipcrafters`, `${second.id}@pipcrafters`]);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2027-03-03T08:00:00.000Z');
    expect(events[0]?.summary).toBe('Publicación en X (Publicada)');
    expect(events[1]?.description).toBe(socialPostText(second.text, second.hashtags));

    await send(user, 'DELETE', `/api/assistant/social/posts/${second.id}`, undefined, 204);
    await send(user, 'DELETE', `/api/assistant/social/posts/${second.id}`, undefined, 404);
  });
});

describe('ownership', () => {
  it('lets nobody read, change, try, export or delete another user’s work', async () => {
    const owner = await member('agencia-duena');
    const other = await member('agencia-otra');
    const bot = await send<Chatbot>(owner, 'POST', '/api/assistant/chatbots', BOT, 201);
    const draft = await send<ContentDraft>(
      owner,
      'POST',
      '/api/assistant/content/drafts',
      { title: 'Privado', kind: 'article', markdown: 'Texto.', citations: [], mode: 'local' },
      201,
    );
    const design = await send<Design>(
      owner,
      'POST',
      '/api/assistant/designs',
      {
        name: 'Privado',
        template: 'quote',
        format: '1080x1080',
        headline: 'Uno',
        body: '',
        palette: { name: 'Papel', background: '#faf7f0', foreground: '#1f2933', accent: '#b4451f' },
      },
      201,
    );
    const post = await send<SocialPost>(
      owner,
      'POST',
      '/api/assistant/social/posts',
      { network: 'x', text: 'Privado.', hashtags: [], scheduledAt: '2027-01-10T10:00:00Z', status: 'draft' },
      201,
    );
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/assistant/chatbots/${bot.id}`],
      ['PUT', `/api/assistant/chatbots/${bot.id}`, BOT],
      ['GET', `/api/assistant/chatbots/${bot.id}/versions`],
      ['GET', `/api/assistant/chatbots/${bot.id}/versions/1`],
      ['POST', `/api/assistant/chatbots/${bot.id}/playground`, { message: '¿Qué es el stop loss?' }],
      ['GET', `/api/assistant/chatbots/${bot.id}/export`],
      ['DELETE', `/api/assistant/chatbots/${bot.id}`],
      ['GET', `/api/assistant/content/drafts/${draft.id}`],
      [
        'PUT',
        `/api/assistant/content/drafts/${draft.id}`,
        { title: 'X', kind: 'article', markdown: '', citations: [], mode: 'local' },
      ],
      ['GET', `/api/assistant/content/drafts/${draft.id}/export?format=html`],
      ['DELETE', `/api/assistant/content/drafts/${draft.id}`],
      ['POST', '/api/assistant/social/captions', { source: 'draft', draftId: draft.id, networks: ['x'] }],
      ['GET', `/api/assistant/designs/${design.id}`],
      ['PUT', `/api/assistant/designs/${design.id}`, pick(design, DESIGN_FIELDS)],
      ['DELETE', `/api/assistant/designs/${design.id}`],
      ['GET', `/api/assistant/social/posts/${post.id}`],
      [
        'PUT',
        `/api/assistant/social/posts/${post.id}`,
        { network: 'x', text: 'Mío.', hashtags: [], scheduledAt: '2027-01-10T10:00:00Z', status: 'draft' },
      ],
      ['DELETE', `/api/assistant/social/posts/${post.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await other.client.json(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await send<unknown[]>(other, 'GET', '/api/assistant/chatbots', undefined, 200)).toEqual([]);
    expect(await send<unknown[]>(other, 'GET', '/api/assistant/content/drafts', undefined, 200)).toEqual([]);
    expect(await send<unknown[]>(other, 'GET', '/api/assistant/designs', undefined, 200)).toEqual([]);
    expect(
      await send<unknown[]>(
        other,
        'GET',
        '/api/assistant/social/posts?from=2027-01-01&to=2027-02-01',
        undefined,
        200,
      ),
    ).toEqual([]);
    // Everything is still the owner's.
    await send(owner, 'GET', `/api/assistant/chatbots/${bot.id}`, undefined, 200);
    await send(owner, 'GET', `/api/assistant/social/posts/${post.id}`, undefined, 200);
    // Nothing is public.
    const anonymous = await fetch(`${stack.gatewayUrl}/api/assistant/chatbots/${bot.id}/export`);
    expect(anonymous.status).toBe(401);
  });
});

describe('rate limit', () => {
  it('allows 30 generations in 10 minutes across the tools, then a Spanish 429 with Retry-After', async () => {
    const user = await member('agencia-limite');
    const bot = await send<Chatbot>(user, 'POST', '/api/assistant/chatbots', { ...BOT, lessonIds: [] }, 201);
    for (let index = 0; index < AGENCY_LIMITS.generationsPerWindow; index += 1) {
      const path =
        index % 2 === 0 ? '/api/assistant/designs/suggest' : `/api/assistant/chatbots/${bot.id}/playground`;
      const body = index % 2 === 0 ? { template: 'quote', topic: 'la disciplina' } : { message: 'Hola' };
      await send(user, 'POST', path, body, 200);
    }
    const limited = await user.client.json<{ message: string; code: string }>(
      'POST',
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'la disciplina', networks: ['x'] },
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: AgencyMessages.rateLimited(10) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    // Saving is not generating.
    await send(user, 'GET', '/api/assistant/chatbots', undefined, 200);
  });
});

describe('the demo trader', () => {
  it('finds a chatbot with two versions, two drafts, two designs and posts over this week and the next', async () => {
    const trader = await loginDemo(stack, 'trader');
    let bots: ChatbotSummary[] = [];
    await eventually(async () => {
      bots = await send<ChatbotSummary[]>(trader, 'GET', '/api/assistant/chatbots', undefined, 200);
      return bots.some((bot) => bot.name === 'Coach de Riesgo');
    }, 60_000);
    const bot = bots.find((item) => item.name === 'Coach de Riesgo') as ChatbotSummary;
    expect(bot).toMatchObject({ version: 2, tone: 'didactico', lessonCount: 3, textCount: 1 });
    const versions = await send<ChatbotVersionSummary[]>(
      trader,
      'GET',
      `/api/assistant/chatbots/${bot.id}/versions`,
      undefined,
      200,
    );
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    const drafts = await send<ContentDraftSummary[]>(
      trader,
      'GET',
      '/api/assistant/content/drafts',
      undefined,
      200,
    );
    expect(drafts.map((draft) => draft.kind).sort()).toEqual(expect.arrayContaining(['article', 'thread']));
    const designs = await send<Design[]>(trader, 'GET', '/api/assistant/designs', undefined, 200);
    expect(designs.length).toBeGreaterThanOrEqual(2);
    const now = new Date();
    const monday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
        ((now.getUTCDay() + 6) % 7) * 86_400_000,
    );
    const from = monday.toISOString();
    const to = new Date(monday.getTime() + 14 * 86_400_000).toISOString();
    const posts = await send<SocialPost[]>(
      trader,
      'GET',
      `/api/assistant/social/posts?from=${from}&to=${to}`,
      undefined,
      200,
    );
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.length).toBeLessThanOrEqual(8);
    for (const post of posts) expect(post.length).toBeLessThanOrEqual(post.limit);
  }, 90_000);
});
