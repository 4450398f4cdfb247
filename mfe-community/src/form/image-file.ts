import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { formatBytes } from '../format/format';

/** The formats the service stores (it checks the bytes again, and re-encodes). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** Bytes needed to recognise every accepted format. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the first bytes say, whatever the file's name or claimed type; null when none of the accepted. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Why an image cannot be attached (in Spanish), or null when it can: at most 5 MB, and PNG, JPEG, WebP or GIF by
 * its claimed type and by its first bytes (an SVG or a page renamed `.png` is refused before it is sent).
 */
export function imageFileProblem(file: { type: string; size: number }, head: Uint8Array): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Formato no admitido: elige una imagen PNG, JPEG, WebP o GIF.';
  if (file.size > COMMUNITY_LIMITS.imageBytes)
    return `La imagen ocupa ${formatBytes(file.size)} y el máximo es ${formatBytes(COMMUNITY_LIMITS.imageBytes)}.`;
  if (file.size === 0 || sniffImageType(head) === null)
    return 'El archivo no es una imagen PNG, JPEG, WebP o GIF válida.';
  return null;
}

/** The file as a `data:` URL, the way the API takes an attachment. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen.'));
    reader.readAsDataURL(file);
  });
}

/** Checks a picked file; answers its data URL, or the Spanish reason it was refused. */
export async function loadImageFile(file: File): Promise<{ dataUrl: string } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const problem = imageFileProblem(file, head);
  if (problem) return { problem };
  try {
    return { dataUrl: await readAsDataUrl(file) };
  } catch {
    return { problem: 'No se pudo leer la imagen.' };
  }
}
