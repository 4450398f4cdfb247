import { COMMUNITY_CATEGORIES, COMMUNITY_LIMITS, REPORT_REASONS } from '@pipcrafters/contracts';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapíxeles`;
const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * Every Spanish text of the community service a user can read, in one place (`messages.test.ts` fails on one
 * written elsewhere in src, but for the demo community's prose in `demo/demo-content.ts`). Texts several parts
 * share (401, 404 of a route, 429 ...) are contracts' `Messages`.
 */
export const CommunityMessages = {
  posts: {
    notFound: 'Post no encontrado.',
    title: `El título es texto de 1 a ${COMMUNITY_LIMITS.titleMax} caracteres, sin caracteres invisibles ni de control.`,
    body: `El contenido es texto (Markdown) de 1 a ${COMMUNITY_LIMITS.bodyMax.toLocaleString('es-ES')} caracteres.`,
    category: `La categoría no existe: usa una de ${COMMUNITY_CATEGORIES.map((category) => category.slug).join(', ')}.`,
    attachmentUrl: 'La imagen (attachmentUrl) es una URL data:image/…;base64,… o null para quitarla.',
    notYours: 'Solo su autor puede editar este post.',
    notYoursToDelete: 'Solo su autor o un administrador puede eliminar este post.',
    notOpen: 'Este post está oculto o pendiente de revisión: no admite comentarios ni «me gusta».',
    nothingToChange: 'Envía al menos un campo para cambiar: title, body, category o attachmentUrl.',
  },

  feed: {
    sort: 'El orden (sort) es "new", "top" o "active".',
    cursor: 'El cursor no es válido: usa el de la cabecera x-next-cursor de la página anterior.',
    limit: 'El parámetro limit es un número entero de 1 a 50.',
  },

  comments: {
    notFound: 'Comentario no encontrado.',
    content: `El comentario es texto (Markdown) de 1 a ${COMMUNITY_LIMITS.commentMax.toLocaleString('es-ES')} caracteres.`,
    parentId: 'La respuesta (parentId) lleva el id (UUID) del comentario al que respondes, o null.',
    parentElsewhere: 'El comentario al que respondes no es de este post.',
    notYours: 'Solo su autor puede editar este comentario.',
    notYoursToDelete: 'Solo su autor o un administrador puede eliminar este comentario.',
  },

  images: {
    notFound: 'Imagen no encontrada.',
    notDataUrl:
      'La imagen debe enviarse como URL data:image/png, image/jpeg, image/webp o image/gif en base64.',
    badBase64: 'La imagen no está bien codificada en base64.',
    empty: 'La imagen está vacía.',
    notAnImage: 'El archivo no es una imagen PNG, JPEG, WebP o GIF válida (ni SVG ni otros formatos).',
    mismatch: (claimed: string, actual: string): string =>
      `La imagen dice ser ${claimed} pero su contenido es ${actual}: envíala con su tipo real.`,
    tooLarge: `La imagen supera el máximo de ${megabytes(COMMUNITY_LIMITS.imageBytes)}.`,
    tooManyPixels: `La imagen es demasiado grande: como máximo ${megapixels(COMMUNITY_LIMITS.imagePixels)}.`,
    foreign: 'La imagen (attachmentUrl) solo puede ser una nueva (data:…) o la que ya tiene este post.',
  },

  search: {
    query: `La búsqueda (q) tiene entre ${COMMUNITY_LIMITS.searchMin} y 200 caracteres.`,
    limit: 'El parámetro limit es un número entero de 1 a 50.',
  },

  reports: {
    targetType: 'Lo que denuncias (targetType) es "post" o "comment".',
    targetId: 'El id (targetId) es el UUID del post o comentario que denuncias.',
    reason: `El motivo es uno de: ${REPORT_REASONS.map((reason) => reason.value).join(', ')}.`,
    note: 'La nota es texto de como máximo 500 caracteres.',
    already: 'Ya denunciaste este contenido: el equipo de moderación lo revisará.',
    own: 'No puedes denunciar tu propio contenido.',
  },

  members: {
    /** The name shown until the member's own arrives from identity. */
    placeholderName: 'Usuario',
    notFound: 'Miembro de la comunidad no encontrado.',
    suspended: (until: Date, reason: string | null): string =>
      `Tu participación en la comunidad está suspendida hasta el ${dateFormat.format(until)} (UTC)${reason ? `. Motivo: ${reason}` : ''}.`,
    days: 'La suspensión (days) es un número entero de días de 1 a 365.',
    reason: 'El motivo de la suspensión es texto de 1 a 500 caracteres.',
  },

  posting: {
    tooFast: (what: 'posts' | 'comments', limit: number, seconds: number): string =>
      `Vas muy rápido: puedes publicar ${limit} ${what === 'posts' ? 'posts' : 'comentarios'} por minuto. Vuelve a intentarlo en ${seconds} s.`,
  },
} as const;
