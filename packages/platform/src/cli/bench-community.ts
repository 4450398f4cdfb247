import { DEMO_ACCOUNTS, GATEWAY_IDENTITY_HEADER } from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import pg from 'pg';
import sharp from 'sharp';
import type { RunningPlatform } from '../platform.js';
import { HttpClient } from '../testing/stack.js';

export interface CommunityFigures {
  feed: { orden: string; 'p50 ms': number; 'p99 ms': number; peticiones: number }[];
  search: { búsqueda: string; 'p50 ms': number }[];
  image: { 'bytes de imagen': number; 'JSON enviado': number; ms: number; estado: number };
}

const percentile = (sorted: number[], share: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN) * 10) /
  10;

/** A PNG of noise (it does not compress) of about `bytes` bytes. */
async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  let seed = 42;
  for (let index = 0; index < raw.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[index] = seed >> 16;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * The community at scale: 1,000,000 posts written straight into the table, then feed pages (new, top of the week,
 * active, and one category; 20 a page, following the keyset cursor) straight to the service, so the figure is the
 * server's time; Spanish search through the gateway; and a 5 MB image posted end to end through the gateway.
 */
export async function measureCommunity(
  platform: RunningPlatform,
  posts = 1_000_000,
): Promise<CommunityFigures> {
  const client = new HttpClient(platform.url);
  const login = await client.post('/api/auth/login', {
    email: DEMO_ACCOUNTS.trader.email,
    password: DEMO_ACCOUNTS.trader.password,
  });
  if (!login.ok) throw new Error(`No se pudo iniciar sesión para medir la comunidad: ${login.status}`);
  const { user } = (await login.json()) as { user: { id: string } };

  const db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  try {
    const { rows: authors } = await db.query<{ user_id: string }>(
      'SELECT user_id FROM community.members LIMIT 20',
    );
    await db.query(
      `INSERT INTO community.posts (id, author_id, title, body, category, likes_count, created_at, last_activity_at, announced)
       SELECT gen_random_uuid(), ($1::uuid[])[1 + (g % array_length($1::uuid[], 1))],
         'Publicación de medición ' || g, 'Análisis técnico y gestión del riesgo, nota ' || g || ' ' || md5(g::text),
         (ARRAY['general','principiantes','analisis-tecnico','analisis-fundamental','psicologia','gestion-del-riesgo','estrategias','resultados-y-diarios'])[1 + g % 8],
         ((g::bigint * 7919) % 50)::int, now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval * 30, true
       FROM generate_series(1, $2::int) g`,
      [authors.map((row) => row.user_id), posts],
    );
    await db.query('VACUUM ANALYZE community.posts');
  } finally {
    await db.end();
  }

  const serviceUrl = platform.services.community?.url ?? '';
  const identity = signGatewayIdentity(
    { sub: user.id, roles: ['USER'], status: 'ACTIVE' },
    platform.secrets.internalSecret,
    600,
  );
  const direct = (path: string) =>
    fetch(`${serviceUrl}${path}`, { headers: { [GATEWAY_IDENTITY_HEADER]: identity } });
  for (let index = 0; index < 200; index += 1) await (await direct('/api/community/posts')).arrayBuffer();

  const feed: CommunityFigures['feed'] = [];
  for (const [label, path] of [
    ['nuevos', '/api/community/posts?limit=20'],
    ['top de la semana', '/api/community/posts?sort=top&limit=20'],
    ['activos', '/api/community/posts?sort=active&limit=20'],
    ['nuevos, una categoría', '/api/community/posts?category=psicologia&limit=20'],
  ] as const) {
    const times: number[] = [];
    let cursor: string | null = null;
    for (let index = 0; index < 300; index += 1) {
      // Four pages deep, then back to the first: keyset pages cost the same wherever they are.
      const url = cursor && index % 5 ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
      const started = performance.now();
      const response = await direct(url);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`El feed respondió ${response.status}`);
      cursor = response.headers.get('x-next-cursor');
    }
    times.sort((a, b) => a - b);
    feed.push({
      orden: label,
      'p50 ms': percentile(times, 0.5),
      'p99 ms': percentile(times, 0.99),
      peticiones: 300,
    });
  }

  const search: CommunityFigures['search'] = [];
  for (const query of ['analisis', 'gestión del riesgo', 'nota 123456']) {
    const times: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const started = performance.now();
      const response = await client.get(`/api/community/search?q=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    search.push({ búsqueda: query, 'p50 ms': percentile(times, 0.5) });
  }

  const png = await noisePng(4.9 * 1024 * 1024);
  const body = {
    title: 'Gráfico de medición',
    body: 'Una imagen grande, de extremo a extremo.',
    category: 'general',
    attachmentUrl: `data:image/png;base64,${png.toString('base64')}`,
  };
  const started = performance.now();
  const response = await client.post('/api/community/posts', body);
  await response.arrayBuffer();
  const image = {
    'bytes de imagen': png.length,
    'JSON enviado': JSON.stringify(body).length,
    ms: Math.round(performance.now() - started),
    estado: response.status,
  };
  return { feed, search, image };
}
