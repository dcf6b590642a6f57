/**
 * The CMS's brand and company library, as the watcher uses it:
 * - the data options of the kinds `brand` and `company` (both variants' lists, read with the detector's token like
 *   the sources, Laos list first), added to the built-in names (`extendLibrary`) so that a brand staff add to the
 *   library is recognised on the next visit; a brand's `parent_key` is its company;
 * - the product pictures staff upload with a brand, fetched from the CMS and kept as perceptual hashes: an item's
 *   picture within NEAR_DUPLICATE_MAX_DISTANCE bits of one names that brand.
 *
 * A picture that cannot be fetched or read is skipped with a log line; the rest of the library is still used.
 */
import { NEAR_DUPLICATE_MAX_DISTANCE, type WireDataOption } from '@lcmdp/contract';

import type { KnownBrand, KnownCompany } from '../understand/brands';
import { builtInLibrary, extendLibrary, type Library } from '../understand/evidence';
import { hammingDistance, isPerceptualHash, perceptualHash } from '../understand/phash';
import { fetchDataOptions, nameIn, type CmsReadOptions } from './sources';

/** A reference picture of a brand (an image of its library option). */
export interface ReferenceImage {
  brandKey: string;
  /** The address it was fetched from. */
  url: string;
  /** 16 hex digits (sharp-phash). */
  phash: string;
}

export interface BrandLibrary {
  /** Built-in brands and companies plus the library's, compiled for the recogniser. */
  lexicon: Library;
  /** The library's own entries as read (before merging with the built-in ones). */
  brands: KnownBrand[];
  companies: KnownCompany[];
  references: ReferenceImage[];
}

/** Before the CMS's library is read: the built-in names, no reference pictures. */
export function builtInBrandLibrary(): BrandLibrary {
  return { lexicon: builtInLibrary(), brands: [], companies: [], references: [] };
}

/** A reference picture is fetched up to this size (the watcher's picture cap). */
export const REFERENCE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const REFERENCE_IMAGE_TIMEOUT_MS = 20_000;

function namesOf(option: WireDataOption): string[] {
  return [nameIn(option.names, 'lo'), nameIn(option.names, 'en')].filter((n): n is string => n !== undefined);
}

/** A brand option as a brand to recognise (no products: the library does not say what a brand sells). */
export function toKnownBrand(option: WireDataOption): KnownBrand | undefined {
  if (!option || typeof option.key !== 'string' || !option.key || option.active === false) return undefined;
  const names = namesOf(option);
  if (names.length === 0) return undefined;
  return { key: option.key, names, ...(option.parent_key ? { companyKey: option.parent_key } : {}), products: [] };
}

export function toKnownCompany(option: WireDataOption): KnownCompany | undefined {
  if (!option || typeof option.key !== 'string' || !option.key || option.active === false) return undefined;
  const names = namesOf(option);
  return names.length > 0 ? { key: option.key, names } : undefined;
}

/** How reference pictures are fetched and hashed. */
export interface ReferenceImageOptions {
  /** The CMS's base URL: picture addresses are relative to it. */
  cmsUrl: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
  /** Hashes known from an earlier read, by picture address: a picture is fetched once per process. */
  known?: ReadonlyMap<string, string>;
  maxImageBytes?: number;
  imageTimeoutMs?: number;
  phash?: (body: Buffer) => Promise<string>;
  log?: (message: string) => void;
}

export type ReadLibraryOptions = CmsReadOptions & ReferenceImageOptions;

/** The picture's address: relative to the CMS (Strapi's `/uploads/...`), or absolute http(s) (an upload provider). */
function imageAddress(base: string, url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${base}${url}`;
  try {
    const absolute = new URL(url);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the picture with a size cap; throws a short reason. */
async function fetchImage(url: string, doFetch: typeof fetch, maxBytes: number, timeoutMs: number, signal?: AbortSignal) {
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await doFetch(url, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`more than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the brand and company options (both variants' lists, the detector's token) and hashes each brand's
 * pictures. Throws a clear Error when a list cannot be read; a picture that fails is skipped and logged.
 */
export async function readLibrary(options: ReadLibraryOptions): Promise<BrandLibrary> {
  const brands = (await fetchDataOptions(options, 'brand')).map(({ option }) => option);
  const companies = (await fetchDataOptions(options, 'company')).map(({ option }) => option);
  return buildLibrary(brands, companies, options);
}

/**
 * The library from the CMS's brand and company options as they come over the wire (a key listed twice, e.g. in
 * both variants' lists, counts once: the first wins), with each brand's pictures fetched and hashed.
 */
export async function buildLibrary(
  brandOptions: readonly WireDataOption[],
  companyOptions: readonly WireDataOption[],
  options: ReferenceImageOptions,
): Promise<BrandLibrary> {
  const base = options.cmsUrl.replace(/\/+$/, '');
  const doFetch = options.fetchImpl ?? fetch;
  const hash = options.phash ?? perceptualHash;
  const log = options.log ?? (() => undefined);

  const brandsByKey = new Map<string, { brand: KnownBrand; option: WireDataOption }>();
  for (const option of brandOptions) {
    const brand = toKnownBrand(option);
    if (brand && !brandsByKey.has(brand.key)) brandsByKey.set(brand.key, { brand, option });
  }
  const companies = new Map<string, KnownCompany>();
  for (const option of companyOptions) {
    const company = toKnownCompany(option);
    if (company && !companies.has(company.key)) companies.set(company.key, company);
  }

  const references: ReferenceImage[] = [];
  for (const { brand, option } of brandsByKey.values()) {
    const seen = new Set<string>();
    for (const image of Array.isArray(option.images) ? option.images : []) {
      const url = imageAddress(base, image?.url);
      if (!url || seen.has(url)) continue;
      seen.add(url);
      let phash = options.known?.get(url);
      if (phash === undefined) {
        try {
          const body = await fetchImage(
            url,
            doFetch,
            options.maxImageBytes ?? REFERENCE_IMAGE_MAX_BYTES,
            options.imageTimeoutMs ?? REFERENCE_IMAGE_TIMEOUT_MS,
            options.signal,
          );
          phash = await hash(body);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          log(`library: brand ${brand.key}: picture ${url} skipped: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
      }
      if (isPerceptualHash(phash)) references.push({ brandKey: brand.key, url, phash });
    }
  }

  const brands = [...brandsByKey.values()].map(({ brand }) => brand);
  return {
    lexicon: extendLibrary({ brands, companies: [...companies.values()] }),
    brands,
    companies: [...companies.values()],
    references,
  };
}

/** An item's picture that is a brand's reference picture (or within the near-duplicate distance of one). */
export interface PictureMatch {
  /** 1-based, in the item's picture order. */
  picture: number;
  distance: number;
  brand: KnownBrand;
  reference: ReferenceImage;
}

/**
 * The closest match between the item's pictures (their perceptual hashes, `undefined` for one that could not be
 * hashed) and the library's reference pictures, within `maxDistance` bits; the first picture wins a tie.
 */
export function matchReferenceImages(
  phashes: readonly (string | undefined)[],
  library: BrandLibrary,
  maxDistance: number = NEAR_DUPLICATE_MAX_DISTANCE,
): PictureMatch | undefined {
  let best: PictureMatch | undefined;
  phashes.forEach((phash, index) => {
    if (!phash || !isPerceptualHash(phash)) return;
    for (const reference of library.references) {
      const distance = hammingDistance(phash, reference.phash);
      if (distance > maxDistance || (best && distance >= best.distance)) continue;
      const brand = library.lexicon.brand(reference.brandKey);
      if (brand) best = { picture: index + 1, distance, brand, reference };
    }
  });
  return best;
}
