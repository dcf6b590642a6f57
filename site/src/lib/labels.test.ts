import { codeName, localName, tagColours } from './labels';
import { CODE_LD5, CODE_LD9 } from '@/test/fixtures';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c((n >> 16) & 255) + 0.7152 * c((n >> 8) & 255) + 0.0722 * c(n & 255);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('tag colours', () => {
  it.each(['#a8071a', '#fadb14', '#1677ff', '#52c41a', '#ffffff', '#000000', '#fa8c16', '#722ed1', '#13c2c2'])(
    'a tag in %s has readable text (contrast at least 4.5:1)',
    (background) => {
      const tag = tagColours(background);
      expect(contrast(tag.background, tag.color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses white on dark colours and dark text on light ones', () => {
    expect(tagColours('#a8071a').color).toBe('#ffffff');
    expect(tagColours('#fadb14').color).toBe('#1f1f1f');
  });

  it('falls back to a neutral tag for a missing or malformed colour', () => {
    expect(tagColours(undefined)).toEqual({ background: '#f0f0f0', color: '#1f1f1f', borderColor: '#d9d9d9' });
    expect(tagColours('red').background).toBe('#f0f0f0');
  });
});

describe('names in the reader language', () => {
  it('picks the language, then Lao, then the code', () => {
    expect(codeName(CODE_LD5, 'en')).toBe('No advertising of breast-milk substitutes to the public');
    expect(codeName(CODE_LD5, 'lo')).toBe('ຫ້າມໂຄສະນາອາຫານທົດແທນນົມແມ່ຕໍ່ສາທາລະນະ');
    expect(codeName(CODE_LD9, 'en')).toBe('ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ');
    expect(codeName({ ...CODE_LD9, names: [] }, 'en')).toBe('LD-9');
    expect(localName([], 'lo')).toBeUndefined();
  });
});

describe('mid-tone colours', () => {
  it('become a light tint with dark text, keeping the colour as the border', () => {
    expect(tagColours('#1677ff')).toEqual({ background: '#dcebff', color: '#1f1f1f', borderColor: '#1677ff' });
  });
});
