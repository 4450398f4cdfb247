import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@pipcrafters/contracts';
import {
  ApiException,
  cleanImage,
  FILE_STORAGE,
  type FileStorage,
  type SignedInUser,
} from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/community-schema';
import { CommunityMessages } from '../messages';
import { IMAGE_TYPE_NAMES, parseImageDataUrl, sniffImageType } from './data-url';

const texts = CommunityMessages.images;
/** A post's image is shown in a page: at most this wide or tall once stored. */
const MAX_SIDE = 2560;
const IMAGE_PATH = '/api/community/images/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const refused = (message: string) => new ApiException(400, ErrorCode.VALIDATION_FAILED, message);
const tooLarge = (message: string) => new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, message);

/** An image cleaned and written to storage, its row still to be saved in the post's transaction. */
export interface StoredImage {
  id: string;
  ownerId: string;
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
}

/** The URL a post's image is read back at. */
export const imageUrl = (id: string) => `${IMAGE_PATH}${id}`;

/** The image id of one of our own image URLs (what a PATCH may send back unchanged), or null. */
export function imageIdOf(url: string): string | null {
  if (!url.startsWith(IMAGE_PATH)) return null;
  const id = url.slice(IMAGE_PATH.length);
  return UUID.test(id) ? id : null;
}

/**
 * Post images: a data URL checked by its bytes (PNG, JPEG, WebP or GIF, and the type it claims must be the type it
 * is), within 5 MB and 40 megapixels (read from the header before anything is decoded), re-encoded as WebP without
 * any metadata (an animated GIF keeps its first frame), kept through FileStorage and served to whoever may see the
 * post.
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Checks, cleans and stores the image of a data URL; the caller saves its row (`save`) or `forget`s it. */
  async store(ownerId: string, dataUrl: string): Promise<StoredImage> {
    const parsed = parseImageDataUrl(dataUrl);
    if (!parsed.ok) {
      if (parsed.problem === 'too-large') throw tooLarge(texts.tooLarge);
      throw refused(
        parsed.problem === 'bad-base64'
          ? texts.badBase64
          : parsed.problem === 'empty'
            ? texts.empty
            : texts.notDataUrl,
      );
    }
    const actual = sniffImageType(parsed.bytes);
    if (!actual) throw refused(texts.notAnImage);
    if (actual !== parsed.claimed) {
      throw refused(texts.mismatch(IMAGE_TYPE_NAMES[parsed.claimed], IMAGE_TYPE_NAMES[actual]));
    }
    const cleaned = await cleanImage(parsed.bytes, MAX_SIDE, { accept: ['png', 'jpeg', 'webp', 'gif'] });
    if (!cleaned.ok) {
      throw cleaned.problem === 'too-many-pixels' ? tooLarge(texts.tooManyPixels) : refused(texts.notAnImage);
    }
    const id = randomUUID();
    const stored: StoredImage = {
      id,
      ownerId,
      storageKey: `${ownerId}/${id}.webp`,
      width: cleaned.width,
      height: cleaned.height,
      bytes: cleaned.image.length,
    };
    await this.storage.put(stored.storageKey, cleaned.image, 'image/webp');
    return stored;
  }

  /** The stored image's row, in the transaction of the post it belongs to. */
  async save(manager: EntityManager, image: StoredImage): Promise<void> {
    await rows(
      manager,
      `INSERT INTO ${T.attachments} (id, owner_id, storage_key, width, height, bytes) VALUES ($1, $2, $3, $4, $5, $6)`,
      [image.id, image.ownerId, image.storageKey, image.width, image.height, image.bytes],
    );
  }

  /** Deletes an image's row in the caller's transaction; answers its file, to `forget` once that commits. */
  async remove(manager: EntityManager, id: string): Promise<string | null> {
    const [row] = await rows<{ storage_key: string }>(
      manager,
      `DELETE FROM ${T.attachments} WHERE id = $1 RETURNING storage_key`,
      [id],
    );
    return row?.storage_key ?? null;
  }

  /** The bytes of a post's image, for whoever may see the post (its author and admins, too, while it is held). */
  async read(user: SignedInUser, id: string): Promise<Buffer> {
    const [row] = (await this.dataSource.query(
      `SELECT a.storage_key FROM ${T.attachments} a JOIN ${T.posts} p ON p.attachment_id = a.id
       WHERE a.id = $1 AND (p.visibility = 'visible' OR p.author_id = $2 OR $3)`,
      [id, user.userId, user.roles.includes('ADMIN')],
    )) as { storage_key: string }[];
    const bytes = row ? await this.storage.get(row.storage_key) : null;
    if (!bytes) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
    return bytes;
  }

  /** Deletes stored files whose rows are gone (or never came to be). */
  async forget(keys: (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      await this.storage
        .delete(key)
        .catch((error: unknown) => this.logger.warn(`No se pudo borrar ${key}: ${String(error)}`));
    }
  }
}
