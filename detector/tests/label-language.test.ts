import { findEvidence, hits } from '../src/understand/evidence';
import { foreignLanguageLabels } from '../src/understand/label-language';

const said = (text: string) => foreignLanguageLabels(text.toLowerCase()).map((m) => text.slice(m.start, m.end));

describe('a label said to be in another language than Lao (POLICY §4)', () => {
  it.each([
    ['Zenobi 2 (6-12m) label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ 800g', 'label ພາສາອັງກິດ+ຈີນ'],
    ['NUK teats & bottles, label English/German only', 'label English/German'],
    ['ນົມສູດ 1 ສະຫຼາກເປັນພາສາໄທ 198,000 ກີບ', 'ສະຫຼາກເປັນພາສາໄທ'],
    ['Imported tins, English/Chinese label, 330,000 kip', 'English/Chinese label'],
    ['ຂວດນົມ ກ່ອງພາສາຍີ່ປຸ່ນ', 'ກ່ອງພາສາຍີ່ປຸ່ນ'],
  ])('finds it in "%s"', (text, mention) => {
    expect(said(text)).toEqual([mention]);
  });

  it.each([
    'Zenobi 2 Lao/English label 800g',
    'ສະຫຼາກພາສາລາວ ແລະ ອັງກິດ ຄົບ',
    'English + Lao label on every tin',
    'Label: see the back of the tin',
    'ນຳເຂົ້າຈາກໄທ ກ່ອງລະ 50,000 ກີບ',
  ])('finds nothing in "%s" (a Lao label, or no language said)', (text) => {
    expect(said(text)).toEqual([]);
  });

  it('joins the lexicon\'s "label not in Lao" cue, once per stretch', () => {
    const evidence = findEvidence('Zenobi 2 label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ, Thai label too', 'caption');
    expect(hits(evidence, 'label.not_lao').map((h) => h.found)).toEqual(
      expect.arrayContaining(['label ພາສາອັງກິດ+ຈີນ', 'Thai label']),
    );
    expect(hits(evidence, 'label.not_lao')).toHaveLength(2);
  });
});
