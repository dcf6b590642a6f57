/** Names in the reader's language and readable tag colours (pure helpers; vocabulary labels: use-vocab.ts). */
import type { LocalizedName, WireViolationCode, WireViolationType } from '@lcmdp/contract';

/** The name in the reader's language, else the Lao one, else any. */
export function localName(names: readonly LocalizedName[], language: string): string | undefined {
  const lang = language.startsWith('en') ? 'en' : 'lo';
  return (names.find((n) => n.locale === lang) ?? names.find((n) => n.locale === 'lo') ?? names[0])?.name;
}

export const codeName = (code: WireViolationCode, language: string) => localName(code.names, language) ?? code.code;

/** A code's legal reference in the reader's language, else the other one; null when it has none. */
export function codeReference(code: WireViolationCode, language: string): string | null {
  const lao = code.legal_reference_lo?.trim() || null;
  const english = code.legal_reference?.trim() || null;
  return language.startsWith('en') ? (english ?? lao) : (lao ?? english);
}

export const typeName = (type: WireViolationType, language: string) => localName(type.violations, language) ?? type.key;

const DARK_TEXT = '#1f1f1f';
const WHITE = '#ffffff';
const MIN_CONTRAST = 4.5; // WCAG AA for normal text

function rgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const toHex = (c: [number, number, number]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Colours of a tag in a violation type's colour, readable whatever the colour (WCAG AA, 4.5:1): the colour as
 * background with white or near-black text, whichever contrasts more; a mid-tone colour that reaches 4.5:1 with
 * neither becomes a light tint of itself with dark text (its border keeps the full colour). An unusable colour
 * falls back to a neutral light tag.
 */
export function tagColours(hex: string | null | undefined): { background: string; color: string; borderColor: string } {
  const colour = hex ? rgb(hex) : null;
  if (!colour || !hex) return { background: '#f0f0f0', color: DARK_TEXT, borderColor: '#d9d9d9' };
  const l = luminance(colour);
  const onWhite = ratio(l, 1);
  const onDark = ratio(l, luminance(rgb(DARK_TEXT)!));
  if (Math.max(onWhite, onDark) >= MIN_CONTRAST) {
    return { background: toHex(colour), color: onWhite >= onDark ? WHITE : DARK_TEXT, borderColor: toHex(colour) };
  }
  const tint = colour.map((c) => c + (255 - c) * 0.85) as [number, number, number];
  return { background: toHex(tint), color: DARK_TEXT, borderColor: toHex(colour) };
}
