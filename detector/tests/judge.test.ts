/** The judging core: the understanding's product and group keys become the contract's in one place, and an item's
 * answer is the contract's CheckAnswer with the texts it read. */
import { checkAnswerSchema, PRODUCT_TYPES } from '@lcmdp/contract';

import { judgeItemTexts } from '../src/judge/judge';
import { CONTRACT_TO_PRODUCT, PRODUCT_TO_CONTRACT, PRODUCTS } from '../src/understand/vocabulary';

const ocr = (text: string) => ({ text, confidence: 83.6, ms: 10 });

describe('the product keys of an answer', () => {
  it('maps every covered product to a contract product type, and "another baby product" and "none" to none', () => {
    expect(PRODUCTS.map((p) => PRODUCT_TO_CONTRACT[p])).toEqual([
      'infant_formula',
      'follow_on_formula',
      'grow_on_formula',
      'bottles_teats',
      'complementary_food',
      undefined,
      undefined,
    ]);
    for (const type of PRODUCT_TYPES) {
      if (type !== 'complementary_food_inappropriate_label') expect(PRODUCT_TO_CONTRACT[CONTRACT_TO_PRODUCT[type]]).toBe(type);
    }
  });

  it('answers a growing-up milk with the contract key grow_on_formula, and a harmless text with no product', () => {
    const milk = judgeItemTexts({ text: 'ນົມ DaoNoy Junior ສູດ 3 ສຳລັບເດັກ 1-3 ປີ ລາຄາພິເສດ ຫຼຸດ 20%', images: [] }, 'laos');
    expect(milk.answer.product).toBe('grow_on_formula');
    const harmless = judgeItemTexts({ page: 'The market opens at eight.', images: [] }, 'laos');
    expect(harmless.answer.product).toBeNull();
  });
});

describe('judging one item', () => {
  it('answers the contract CheckAnswer with the page text and each image text, normalised', () => {
    const { answer } = judgeItemTexts(
      {
        text: '',
        page: 'Similac ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ',
        images: [
          { name: 'https://shop.example/a.png', result: ocr('ລາຄາ ໓໐໕,໐໐໐ ກີບ ສົ່ງຟຣີ') },
          { name: 'https://shop.example/blank.png', result: ocr('   ') },
        ],
      },
      'laos',
    );
    expect(checkAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.suspected).toBe(true);
    expect(answer.page_text).toBe('Similac ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ');
    expect(answer.images).toEqual([
      { name: 'https://shop.example/a.png', ocr_text: 'ລາຄາ 305,000 ກີບ ສົ່ງຟຣີ', confidence: 84 },
      { name: 'https://shop.example/blank.png', ocr_text: '', confidence: 84 },
    ]);
    // Only the texts OCR found something in.
    expect(answer.ocr_text).toBe('ລາຄາ 305,000 ກີບ ສົ່ງຟຣີ');
  });

  it('gives no page text nor images for a typed text alone', () => {
    const { answer } = judgeItemTexts({ text: 'Hello', images: [] }, 'international');
    expect(answer).not.toHaveProperty('page_text');
    expect(answer).not.toHaveProperty('images');
    expect(answer).not.toHaveProperty('ocr_text');
  });
});
