import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { lakeError } from './errors';
import type { LakeDocument } from './patch';
import type { LakeStore } from './store';

export type AssetKind = 'images' | 'files';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/json': 'json',
  'application/zip': 'zip',
};
const MIME_OF: Record<string, string> = Object.fromEntries(Object.entries(EXTENSIONS).map(([m, e]) => [e, m]));
MIME_OF.jpeg = 'image/jpeg';

export interface AssetOptions {
  dataDir: string;
  projectId: string;
  dataset: string;
  /** The absolute base the asset URLs start with: `<origin><publicBase>` of the lake. */
  urlBase: string;
}

function extensionOf(filename: string | null, mimeType: string): string {
  const fromName = filename?.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase();
  return fromName ?? EXTENSIONS[mimeType] ?? 'bin';
}

/** Where an asset's bytes are kept: `<dataDir>/content-lake-assets/<dataset>/<kind>/<name>`. */
export function assetFolder(options: Pick<AssetOptions, 'dataDir' | 'dataset'>, kind: AssetKind): string {
  return join(options.dataDir, 'content-lake-assets', options.dataset, kind);
}

/**
 * Stores an uploaded asset and creates its `sanity.imageAsset` / `sanity.fileAsset` document as
 * Content Lake does: the id and file name come from the SHA-1 of the bytes (and an image's size),
 * so the same bytes uploaded twice give the existing document back. Images get the metadata the
 * studio shows: dimensions, alpha, opacity and a small blurred JPEG preview (lqip).
 */
export async function uploadAsset(
  store: LakeStore,
  options: AssetOptions,
  kind: AssetKind,
  bytes: Buffer,
  search: URLSearchParams,
  contentType: string | null,
  author: string,
): Promise<LakeDocument> {
  if (bytes.length === 0) throw lakeError(400, 'validationError', 'The upload is empty');
  const filename = search.get('filename');
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  let mimeType = (contentType ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
  let extension = extensionOf(filename, mimeType);
  let metadata: Record<string, unknown> | undefined;
  let id: string;
  let name: string;
  if (kind === 'images') {
    let info: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      info = await sharp(bytes).metadata();
    } catch {
      throw lakeError(400, 'validationError', 'Invalid image, could not read metadata');
    }
    const width = info.width ?? 0;
    const height = info.height ?? 0;
    if (!width || !height) throw lakeError(400, 'validationError', 'Invalid image, could not read its size');
    const format = info.format === 'jpeg' ? 'jpg' : info.format === 'heif' ? 'avif' : (info.format as string);
    extension = format || extension;
    mimeType = MIME_OF[extension] ?? mimeType;
    const stats = await sharp(bytes).stats();
    const lqip = await sharp(bytes).resize(20, undefined, { fit: 'inside' }).jpeg({ quality: 40 }).toBuffer();
    metadata = {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', aspectRatio: width / height, height, width },
      hasAlpha: Boolean(info.hasAlpha),
      isOpaque: stats.isOpaque,
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    };
    id = `image-${sha1}-${width}x${height}-${extension}`;
    name = `${sha1}-${width}x${height}.${extension}`;
  } else {
    id = `file-${sha1}-${extension}`;
    name = `${sha1}.${extension}`;
  }
  const existing = store.get(id);
  if (existing) return existing;
  const folder = assetFolder(options, kind);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  if (!existsSync(file)) writeFileSync(file, bytes);
  const path = `${kind}/${options.projectId}/${options.dataset}/${name}`;
  const doc: LakeDocument = {
    _id: id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    extension,
    mimeType,
    originalFilename: filename ?? name,
    path,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: sha1.slice(0, 32),
    url: `${options.urlBase}${path}`,
    ...(metadata ? { metadata } : {}),
    ...(search.get('title') ? { title: search.get('title') } : {}),
    ...(search.get('description') ? { description: search.get('description') } : {}),
    ...(search.get('label') ? { label: search.get('label') } : {}),
  };
  const committed = store.transact(
    (staging) => {
      if (!staging.get(id)) staging.put(id, doc, { create: doc });
    },
    { author },
  );
  return committed.changes[0]?.after ?? store.get(id) ?? doc;
}

/** The bytes of a stored asset by its CDN-like name, or null. */
export function readAsset(options: Pick<AssetOptions, 'dataDir' | 'dataset'>, kind: AssetKind, name: string) {
  if (!/^[0-9a-f]{40}(-\d+x\d+)?\.[A-Za-z0-9]{1,8}$/.test(name)) return null;
  const file = join(assetFolder(options, kind), name);
  if (!existsSync(file)) return null;
  const extension = name.split('.').pop()!.toLowerCase();
  return { bytes: readFileSync(file), mimeType: MIME_OF[extension] ?? 'application/octet-stream' };
}
