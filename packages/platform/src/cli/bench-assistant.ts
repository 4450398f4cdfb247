import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { HttpClient } from '../testing/stack.js';

/** Questions a learner asks, across the course, the calculators and Clara's subjects. */
const QUESTIONS = [
  '¿Qué es el spread y cómo me afecta?',
  '¿Cuánto vale un pip en EURUSD con 0,5 lotes?',
  '¿Para qué sirve el stop loss?',
  '¿Qué indica el RSI por encima de 70?',
  'Tengo 10.000 USD, arriesgo el 1 % con un stop de 25 pips en GBPUSD. ¿Cuántos lotes?',
  '¿Cómo afecta una subida de tipos del banco central a su divisa?',
  '¿Qué es un drawdown?',
  '¿Qué debe tener un plan de trading?',
  '¿Qué es el apalancamiento?',
  '¿Cómo evito el revenge trading?',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

/**
 * The assistants in local mode, as the demo trader through the gateway: a whole answer (`Accept: application/json`:
 * retrieval, composition, the calculators), p50 and p95 over 10 questions; and the time to the first streamed token
 * over 8 streamed answers. 18 questions: within the assistant's limit of 20 a user may ask in 10 minutes.
 */
export async function measureAssistant(baseUrl: string) {
  const client = new HttpClient(baseUrl);
  const login = await client.post('/api/auth/login', {
    email: DEMO_ACCOUNTS.trader.email,
    password: DEMO_ACCOUNTS.trader.password,
  });
  if (!login.ok) throw new Error(`No se pudo iniciar sesión para medir el asistente: ${login.status}`);
  await client.request('DELETE', '/api/assistant/conversations');
  const conversation = (await (
    await client.post('/api/assistant/conversations', { assistant: 'alvaro' })
  ).json()) as { id: string };
  const headers = (accept: string) => ({
    cookie: client.cookieHeader(),
    'content-type': 'application/json',
    accept,
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  });
  const whole: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/assistant/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: headers('application/json'),
      body: JSON.stringify({ content: QUESTIONS[index % QUESTIONS.length] }),
    });
    await response.text();
    if (response.status === 201) whole.push(performance.now() - started);
  }
  const firstToken: number[] = [];
  for (let index = 0; index < 8; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/assistant/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: headers('text/event-stream'),
      body: JSON.stringify({ content: QUESTIONS[(index + 3) % QUESTIONS.length] }),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let seen = false;
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!seen && text.includes('event: token')) {
        seen = true;
        firstToken.push(performance.now() - started);
      }
    }
  }
  await client.request('DELETE', '/api/assistant/conversations');
  return [
    {
      medida: 'respuesta completa (JSON)',
      muestras: whole.length,
      'p50 ms': Math.round(percentile(whole, 0.5)),
      'p95 ms': Math.round(percentile(whole, 0.95)),
    },
    {
      medida: 'primer token (SSE)',
      muestras: firstToken.length,
      'p50 ms': Math.round(percentile(firstToken, 0.5)),
      'p95 ms': Math.round(percentile(firstToken, 0.95)),
    },
  ];
}
