/**
 * Lao written in Latin letters ("nom pong dek sut 1 lot lakha", "song free", "label pha sa thai"): how many people
 * type on a phone without a Lao keyboard. There is no one spelling (pong / phong, sut / sood / soot, bor mee / bo
 * mi), so each term lists its common spellings as `{a|b}` alternatives, expanded here (typed captions are matched
 * exactly; OCR's tolerance does not apply to them). Every spelling is one more term to search for (about 700 here,
 * beside the lexicon's 1,348), so they are searched for only in a text that reads as romanised Lao
 * (`mayBeRomanisedLao`): Lao-script and English posts do not pay for them. The terms join the Lao and English ones of the same cue (lexicon.ts): the
 * rules and the model then read a romanised post as they read it in Lao script.
 *
 * Only words that say something in this domain are listed, in several words where one alone would also be an
 * English word or a name ("nom" alone is not here, "nom pong" and "nom sut" are; "mor" alone is not, "than mor" is).
 */
import type { CueId } from './lexicon';

const NOM_PONG = 'nom {pong|phong}';
const SUT = '{sut|sood|soot|sud}';
const LOT = '{lot|lut|lood}';
const LAKHA = '{lakha|la kha|rakha}';
const BOR_MEE = '{bor mee|bo mi|bor mi}';
const PHASA = '{pha sa|phasa|pasa}';
const LABEL = '{label|sa lak|salak}';
const DEK = '{dek|dek noy}';
const DEUAN = '{deuan|duan|dern}';
const THAN_MOR = '{than mor|than mo|tan mor|tan mo|thanmor}';

export const ROMANISED: Partial<Record<CueId, readonly string[]>> = {
  'product.formula': [`${NOM_PONG} ${DEK}`, `${NOM_PONG} {samrap|sam lap|sumrap} {dek|luk}`, 'nom dek', 'nom {pong|phong} luk'],
  'product.milk_powder': [NOM_PONG],
  // Plain "nom" is also an English word and "nom mae" is breast milk: milk only with its stage word.
  'product.milk': [`{nom|nomm} ${SUT}`],
  'product.infant_stage': [`${SUT} 1`, `dek {hak|haek|haak} {koet|kerd|geut|koed}`, 'dek {on|orn}'],
  'product.follow_on_stage': [`${SUT} 2`],
  'product.growing_up_stage': [`${SUT} 3`, `${SUT} 4`],
  'product.bottle_teat': ['{khuat|kuat|khoat|khuad} nom', '{tuk|touk|tukk} nom', '{jouk|juk|chuk} nom'],
  'product.complementary_food': [
    'khao {piak|pieak|pyak|piek} {dek|luk}',
    'khao {bot|bod|bodt}',
    'ahan {sem|serm|soem} {dek|samrap dek}',
    'ahan dek',
  ],
  'context.adult': ['nom {pong|phong} phu {nyai|yai|ngai}', 'phu sung ayu'],
  'context.maternal': ['mae {thong|tong|thu pha|tue pha}', 'nom mae {thong|tong}'],
  'context.animal': ['luk {wua|ngua|ngoua}', 'luk {maew|meo|meow}', 'luk {mar|maa}', 'sat liang'],
  'context.older_child': ['dek {nyai|yai}', 'dek {nakhian|nak hian}'],
  'org.company': ['{bolisat|bo li sat|borisat|bor li sat|bo lisat}'],
  'promo.sale': [
    '{song free|song fee|song fri|sonfee|songfree|song fiee}',
    '{mue|meu|mueu} nee {mue|meu|mueu} {diew|deo|dieow}',
    '{mot|mod} laew {mot|mod} {loei|loey|leuy}',
    '{jong|chong} {loei|loey|leuy}',
  ],
  'promo.discount': [`${LOT} ${LAKHA}`, `${LAKHA} {piset|pi set|phiset}`, `code ${LOT}`, `${LAKHA} {song|song}`],
  'promo.gift': ['{thaem|taem|thaam|thairm}', 'khong {khuan|kwan|khwan}', `{thaem|taem} {fee|free|fri}`],
  'promo.sample': ['{tua yang|tuayang|toua yang} {fee|free|fri}', 'jaek {fee|free|fri}', '{jaek|chaek} {tua yang|tuayang}'],
  'promo.mothers': ['{khom|khomm} mae'],
  'promo.digital': ['{tak|thak} inbox', '{komment|khomment|kommen}'],
  'claim.health': [
    '{sa lard|sa lat|salard|sa laat}',
    '{sa mong|samong|sa mong} {dee|di}',
    '{phoum|phum|poum|phoom} {khoum|khum|koum} kan',
    '{sung|soung} {vai|wai|way}',
    '{yoi|nyoi|yoy} {ngai|ngay}',
    '{bor|bo} {tong|thong} {phuk|phouk|puk}',
    '{non|norn} {lap|lab} {dee|di}',
    '{nak|nam nak} {kheun|khuen|khun}',
    '{kheng|keng} {heng|hang}',
  ],
  'claim.idealise': [
    '{thot|tot|thod} {thaen|taen|then} nom mae',
    '{dee|di} {kua|kwa|gua} nom mae',
    '{khai|kai} {kap|kab|kup} nom mae',
  ],
  'label.not_lao': [
    `${LABEL} ${PHASA} {thai|angkit|jin|viet|wiat|yipoun|kaoli}`,
    `${BOR_MEE} ${PHASA} lao`,
    `${BOR_MEE} ${LABEL} lao`,
    `${BOR_MEE} ${LABEL} ${PHASA} lao`,
    `${LABEL} {tang|tung} {pathed|pa thet|prathet}`,
  ],
  'label.missing_info': [
    `${BOR_MEE} ${LABEL}`,
    '{baeng|baen|beng} {khai|kai|khay}',
    '{sai|sy} {thong|tong} {khai|kai}',
    `${BOR_MEE} {van|wan} {mot|mod} {ayu|a yu}`,
    '{mot|mod} {ayu|a yu} laew',
  ],
  'hw.people': [THAN_MOR, '{phayaban|pha ya ban|payaban|phayabaan}', '{mor|mo} {tamnae|tam nae|tumnae}', '{mor|mo} {dek|dekk}'],
  'hw.facility': ['{hong mor|hong mo|hongmor|hong mo}', '{khlinik|klinik|khli nik}', '{hong|hoong} {kot|kerd|koet} {luk|louk}'],
  'sp.sponsor': ['{sanap sanoun|sanab sanoon|sanap sanun|sa nap sa noun}', '{jao|chao} {phap|pap|phab}'],
  'sp.event': [
    '{kong|ko} {pasoum|pa soum|pasum|pa xum|pasom}',
    '{sammana|sam ma na|samana}',
    '{fuek|feuk|fuk} {oprom|op rom|obrom}',
  ],
  'sp.fellowship': ['{thun|tun|theun} {kan suksa|kansueksa|kan seuksa}', '{pai|bai} {thiao|tiew|thiew|tiao} {fee|free|fri}'],
  'ie.material': ['{hong|hoong} {hian|hean} mae', `{hian|hean} {kan|karn} {liang|leang} luk`, '{khu mue|khumue|khou meu}'],
  'cf.early': [`{tae|tair|tea} {3|4|5} ${DEUAN}`],
  'neg.breastfeeding': [
    'nom mae {yang|nyang} {diew|deo|dieow}',
    '{liang|leang} luk {duay|douay|duai} nom mae',
    'nom mae {dee|di} {thi sut|thisut|tee sut}',
  ],
  'neg.authority': ['{kasuang|ka suang|kasoung} {satharanasuk|sa tha la na suk|satharana suk|sathalanasuk}'],
  'neg.recall': ['{eun|oen|ern} {khuen|kheun|keun}', '{hiak|hieak} {khuen|kheun|keun}'],
  'neg.news_law': ['{thuk|took} {pap|pab|phap} {mai|may}', '{kot|kod|kodt} {mai|may}', '{dam lat|damlat|dum lat}'],
};

/** Every spelling a term with `{a|b}` alternatives stands for. */
export function spellings(term: string): string[] {
  const open = term.indexOf('{');
  if (open < 0) return [term];
  const close = term.indexOf('}', open);
  if (close < 0) throw new Error(`unclosed alternatives in romanised term: ${term}`);
  const head = term.slice(0, open);
  const tail = spellings(term.slice(close + 1));
  return term
    .slice(open + 1, close)
    .split('|')
    .flatMap((choice) => tail.map((rest) => `${head}${choice}${rest}`));
}

/** The romanised spellings of a cue's terms. */
export function romanisedTerms(cue: CueId): string[] {
  return (ROMANISED[cue] ?? []).flatMap(spellings);
}

/** Month and year words in romanised Lao, for ages ("0-6 deuan", "1-3 pi"). */
export const ROMANISED_MONTHS = 'deuan|duan|dern|deun|dueun|deaun';
export const ROMANISED_YEARS = 'pi|pee|khuap|kuap';

/**
 * Everyday Lao words as they are written in Latin letters, none of them an English word: a text with two or more
 * of them (different ones) may be romanised Lao.
 */
const MARKERS = new Set(
  (
    'nom dek luk mae bor mee lakha kapong sut sood soot deuan duan khai hai kin laew lae tae khong thi hap nee loei ' +
    'jao mor bolisat khao piak phasa kip duay diew pai sue thaem lut mue meu sonjai phayaban khlinik sanap kasuang ' +
    'liang mot ayu baeng piset deo khuen kheun'
  ).split(' '),
);

/** Whether a text (folded for matching) holds two different everyday Lao words in Latin letters. */
export function mayBeRomanisedLao(folded: string): boolean {
  const seen = new Set<string>();
  for (const word of folded.match(/[a-z]+/g) ?? []) {
    if (MARKERS.has(word)) seen.add(word);
    if (seen.size >= 2) return true;
  }
  return false;
}
