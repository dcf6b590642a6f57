/**
 * What the demo feed shows: posts and pages of the FICTIONAL brands of the CMS's demo catalogue (DaoNoy and
 * DaoNoy Junior of Mekong Nutrition, BuaThong of Golden Lotus Dairy, SangNoy, PhuFa, ThongNa), mixing clear
 * violations with look-alikes that are fine, so a reviewer sees both arrive. `suspected` says what a reviewer should
 * conclude; the tests and the demo read it, the server never sends it.
 *
 * The pictures are the committed rendered ads (data/images/files, described in data/images/ads.json): some posts
 * carry their violation only in the picture's text.
 */

export interface DemoImage {
  /** A file of data/images/files. */
  file: string;
  /** What the picture says (ads.json), for the reader of this file. */
  says: string;
  /** How the feed names it: RSS enclosure, Media RSS content or thumbnail, Atom enclosure link, or an <img> inside the HTML. */
  as: 'enclosure' | 'media:content' | 'media:thumbnail' | 'img';
}

export interface DemoPost {
  id: string;
  lang: 'lo' | 'en';
  /** ISO date-time of publication (fixed, so the guids and findings stay the same between runs). */
  published: string;
  title: string;
  /** The post's text (plain; the feed wraps it in HTML). */
  body: string;
  images: DemoImage[];
  suspected: boolean;
  /** Why, in a few words. */
  note: string;
}

/** /mekong-nutrition/feed.xml: RSS 2.0 of Mekong Nutrition (DaoNoy formula), Lao and English posts. */
export const MEKONG_POSTS: readonly DemoPost[] = [
  {
    id: 'mn-2026-11-20-better-than-breast-milk',
    lang: 'lo',
    published: '2026-11-20T02:00:00Z',
    title: 'ນົມຜົງດາວນ້ອຍ ສູດ 1',
    body: 'ນົມຜົງດາວນ້ອຍ ດີກວ່ານົມແມ່! ໃຫ້ລູກນ້ອຍແຂງແຮງຕັ້ງແຕ່ມື້ທຳອິດ',
    images: [
      { file: 'img-tr-01.png', says: 'DaoNoy formula 1 for newborns 0-6 months, 265,000 kip, free delivery', as: 'enclosure' },
    ],
    suspected: true,
    note: 'idealising claim ("better than breast milk"), infant formula 0-6 months advertised with a price',
  },
  {
    id: 'mn-2026-11-18-free-samples',
    lang: 'lo',
    published: '2026-11-18T03:30:00Z',
    title: 'ແຈກຟຣີ!',
    body: 'ແຈກຟຣີ! ຕົວຢ່າງນົມຜົງສຳລັບເດັກອ່ອນ ສຳລັບແມ່ທີ່ຫາກໍ່ເກີດລູກ ທັກມາຮັບໄດ້ເລີຍ',
    images: [{ file: 'img-tr-15.png', says: 'Free! infant formula samples for new mothers', as: 'media:content' }],
    suspected: true,
    note: 'free samples of infant formula to new mothers',
  },
  {
    id: 'mn-2026-11-16-sample-pack',
    lang: 'en',
    published: '2026-11-16T04:00:00Z',
    title: 'Free sample pack',
    body: 'Free sample pack of DaoNoy infant formula for every mum who shares this post!',
    images: [],
    suspected: true,
    note: 'free samples, contact with mothers',
  },
  {
    id: 'mn-2026-11-14-junior-buy-one',
    lang: 'lo',
    published: '2026-11-14T05:00:00Z',
    title: 'ດາວນ້ອຍ ຈູເນຍ',
    body: 'ຊື້ 1 ແຖມ 1 ນົມດາວນ້ອຍ ຈູເນຍ ສຳລັບເດັກອາຍຸ 1-3 ປີ ທີ່ຮ້ານທຸກສາຂາ',
    images: [],
    suspected: true,
    note: 'buy one get one free on growing-up milk',
  },
  {
    id: 'mn-2026-11-12-new-tin',
    lang: 'en',
    published: '2026-11-12T06:15:00Z',
    title: 'New in store',
    body: 'Our new tin has arrived in the shops this week. See the picture for details.',
    images: [
      {
        file: 'img-tr-05.png',
        says: 'Stage 1 Infant Formula, closest to breast milk, with HMO for natural immunity, order now',
        as: 'img',
      },
    ],
    suspected: true,
    note: 'the text is harmless: the violation (idealising claim, infant formula ad) is only in the picture',
  },
  {
    id: 'mn-2026-11-10-ministry-advice',
    lang: 'lo',
    published: '2026-11-10T02:45:00Z',
    title: 'ນົມແມ່ດີທີ່ສຸດສຳລັບລູກ',
    body: 'ນົມແມ່ດີທີ່ສຸດສຳລັບລູກ: ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວໃນ 6 ເດືອນທຳອິດ ແລະ ສືບຕໍ່ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ (ກະຊວງສາທາລະນະສຸກ)',
    images: [
      {
        file: 'img-tr-16.png',
        says: 'Breast milk is best, exclusive breastfeeding 6 months, Ministry of Health',
        as: 'media:thumbnail',
      },
    ],
    suspected: false,
    note: 'hard negative: the Ministry of Health’s breastfeeding advice',
  },
  {
    id: 'mn-2026-11-08-breastfeeding-week',
    lang: 'en',
    published: '2026-11-08T07:00:00Z',
    title: 'Breastfeeding support',
    body: 'Breastfeeding is the best start in life: ask your health centre about breastfeeding support.',
    images: [
      {
        file: 'img-tr-17.png',
        says: 'World Breastfeeding Week, support mothers to breastfeed, Ministry of Health',
        as: 'enclosure',
      },
    ],
    suspected: false,
    note: 'hard negative: breastfeeding promotion',
  },
  {
    id: 'mn-2026-11-06-mothers-club',
    lang: 'lo',
    published: '2026-11-06T08:00:00Z',
    title: 'ກຸ່ມແມ່ດາວນ້ອຍ',
    body: 'ມາເຂົ້າຮ່ວມກຸ່ມແມ່ດາວນ້ອຍ ປຶກສາຜູ້ຊ່ຽວຊານໂພຊະນາການຂອງພວກເຮົາໄດ້ 24 ຊົ່ວໂມງ',
    images: [
      { file: 'img-tr-12.png', says: 'Baby care guide 0-12 months from Mekong Nutrition, free download', as: 'media:content' },
    ],
    suspected: true,
    note: 'company contact with mothers (mothers’ club, nutrition advisers) and company-branded feeding guide',
  },
];

/** /buathong/atom.xml: Atom of Golden Lotus Dairy (BuaThong). */
export const BUATHONG_POSTS: readonly DemoPost[] = [
  {
    id: 'bt-2026-11-19-discount',
    lang: 'lo',
    published: '2026-11-19T02:00:00Z',
    title: 'ຫຼຸດລາຄາ 30%',
    body: 'ຫຼຸດລາຄາ 30% ນົມຜົງບົວທອງ ສູດ 1 ສຳລັບເດັກເກີດໃໝ່ ພຽງອາທິດນີ້ເທົ່ານັ້ນ',
    images: [
      {
        file: 'img-tr-04.png',
        says: 'BuaThong formula, DHA for brain development, closest to breast milk, for infants',
        as: 'enclosure',
      },
    ],
    suspected: true,
    note: 'discount on infant formula for newborns; idealising and health claims in the picture',
  },
  {
    id: 'bt-2026-11-17-paediatric-conference',
    lang: 'lo',
    published: '2026-11-17T03:00:00Z',
    title: 'ກອງປະຊຸມວິຊາການ',
    body: 'ສະໜັບສະໜູນໂດຍ ນົມບົວທອງ: ກອງປະຊຸມວິຊາການສຳລັບແພດເດັກ ປີ 2026 ພ້ອມຂອງທີ່ລະນຶກສຳລັບຜູ້ເຂົ້າຮ່ວມ',
    images: [{ file: 'img-tr-14.jpg', says: 'Paediatric conference sponsored by BuaThong formula, Don Chan hotel', as: 'img' }],
    suspected: true,
    note: 'a health-worker event sponsored by a formula brand, with gifts',
  },
  {
    id: 'bt-2026-11-15-brain-power',
    lang: 'en',
    published: '2026-11-15T04:00:00Z',
    title: 'BuaThong Kids',
    body: 'BuaThong Kids growing-up milk boosts brain power and immunity for smarter toddlers.',
    images: [{ file: 'img-tr-26.jpg', says: 'Formula 3: clever child, good IQ, grows tall and strong', as: 'img' }],
    suspected: true,
    note: 'health and development claims for growing-up milk',
  },
  {
    id: 'bt-2026-11-13-adult-milk',
    lang: 'lo',
    published: '2026-11-13T05:00:00Z',
    title: 'ນົມສຳລັບຜູ້ໃຫຍ່',
    body: 'ນົມສຳລັບຜູ້ໃຫຍ່ ແຄວຊຽມສູງ ບຳລຸງກະດູກ ຊື້ 2 ແຖມ 1 ທຸກວັນເສົາ',
    images: [{ file: 'img-tr-19.jpg', says: 'Milk for adults, high calcium for bones, buy 2 get 1', as: 'enclosure' }],
    suspected: false,
    note: 'hard negative: a promotion, but of milk for adults',
  },
  {
    id: 'bt-2026-11-11-recycling',
    lang: 'en',
    published: '2026-11-11T06:00:00Z',
    title: 'Carton recycling',
    body: 'Our milk-carton recycling points are now open in Vientiane. Bring clean, flattened cartons to any collection point.',
    images: [],
    suspected: false,
    note: 'hard negative: company news without any product',
  },
];

export interface DemoProduct {
  name: string;
  text: string;
  image?: DemoImage;
  suspected: boolean;
}

/** /daonoy/: the DaoNoy brand page. */
export const DAONOY_PAGE = {
  title: 'ນົມຜົງ ດາວນ້ອຍ — DaoNoy Formula',
  paragraphs: [
    'ທ່ານໝໍແນະນຳ: ນົມຜົງດາວນ້ອຍ ສູດໃກ້ຄຽງນົມແມ່ທີ່ສຸດ',
    'ບໍລິສັດດາວນ້ອຍ ມອບຂອງຂວັນໃຫ້ແມ່ຖືພາທຸກທ່ານ ທີ່ລົງທະບຽນຜ່ານເພຈນີ້',
    'DaoNoy Formula by Mekong Nutrition: stage 1 for newborns, stage 2 from 6 months, DaoNoy Junior for 1-3 years.',
  ],
  images: [
    { file: 'img-tr-01.png', says: 'DaoNoy formula 1 for newborns 0-6 months, price, free delivery', as: 'img' },
    { file: 'img-tr-12.png', says: 'Baby care guide 0-12 months from Mekong Nutrition, free download', as: 'img' },
  ] as DemoImage[],
  suspected: true,
  note: 'idealising claim with a health-worker endorsement, gifts to pregnant women, infant formula ad',
};

/** /baby-market/: an online shop's page with formula, bottles and baby food next to things that are fine. */
export const BABY_MARKET_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Stage 1 newborn formula',
    text: 'Stage 1 newborn formula now 20% off in our online shop, free delivery in Vientiane!',
    suspected: true,
  },
  {
    name: 'ຂວດນົມ ຊ້າງນ້ອຍ',
    text: 'ຂວດນົມຊ້າງນ້ອຍ ນຸ່ມຄືກັບເຕົ້ານົມແມ່ ລູກບໍ່ປະຕິເສດເຕົ້າ ຫຼຸດລາຄາ 15%',
    image: { file: 'img-tr-06.png', says: 'SangNoy feeding bottle, 30% off, 145,000 kip', as: 'img' },
    suspected: true,
  },
  {
    name: 'ເຂົ້າປຽກເດັກ ພູຟ້າ',
    text: 'ເຂົ້າປຽກເດັກ ພູຟ້າ ສຳລັບເດັກ 4 ເດືອນຂຶ້ນໄປ ລົດຊາດໝາກກ້ວຍ',
    image: { file: 'img-tr-08.png', says: 'PhuFa baby cereal from 4 months, banana', as: 'img' },
    suspected: true,
  },
  {
    name: 'ເຂົ້າປຽກ ທົ່ງນາ',
    text: 'ຈາກນົມທົ່ງນາ ສູ່ເຂົ້າປຽກທົ່ງນາ: ກະປ໋ອງສີດຽວກັນ ຄອບຄົວດຽວກັນ ສຳລັບລູກນ້ອຍຂອງທ່ານ',
    image: { file: 'img-tr-27.png', says: 'From the ThongNa milk family: ThongNa porridge, same colour tin', as: 'img' },
    suspected: true,
  },
  {
    name: 'ເຂົ້າປຽກເດັກ 6 ເດືອນຂຶ້ນໄປ',
    text: 'ເຂົ້າປຽກເດັກ ສຳລັບເດັກ 6 ເດືອນຂຶ້ນໄປ ສືບຕໍ່ໃຫ້ນົມແມ່ຮອດ 2 ປີ',
    image: { file: 'img-tr-22.png', says: 'Baby porridge from 6 months, continue breastfeeding to 2 years', as: 'img' },
    suspected: false,
  },
  {
    name: 'ຜ້າອ້ອມເດັກ',
    text: 'ຜ້າອ້ອມເດັກ ຫໍ່ໃຫຍ່ 64 ຜືນ ລາຄາ 165.000 ກີບ',
    image: { file: 'img-tr-18.png', says: 'Baby diapers, big pack of 64, 165,000 kip', as: 'img' },
    suspected: false,
  },
  {
    name: 'ເສື້ອຜ້າເດັກນ້ອຍ',
    text: 'ເສື້ອຜ້າເດັກນ້ອຍ ຜ້າຝ້າຍ 100% ມີຫຼາຍສີ ຫຼາຍຂະໜາດ',
    suspected: false,
  },
];

/** /health-centre/: a page that is fine (breastfeeding support), to see a page judged not suspected. */
export const HEALTH_CENTRE_PAGE = {
  title: 'ສຸກສາລາ ບ້ານໂພນສະຫວັນ — Phonsavanh village health centre',
  paragraphs: [
    'ອາທິດການລ້ຽງລູກດ້ວຍນົມແມ່ໂລກ: ຂໍເຊີນແມ່ ແລະ ຄອບຄົວ ເຂົ້າຮ່ວມກິດຈະກຳຢູ່ໂຮງໝໍແຂວງ',
    'ນົມແມ່ດີທີ່ສຸດສຳລັບລູກ: ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວໃນ 6 ເດືອນທຳອິດ ແລະ ສືບຕໍ່ຈົນຮອດ 2 ປີ ຫຼື ຫຼາຍກວ່ານັ້ນ',
    'Breastfeeding is the best start in life: ask your health centre about breastfeeding support.',
  ],
  images: [{ file: 'img-tr-17.png', says: 'World Breastfeeding Week, Ministry of Health', as: 'img' }] as DemoImage[],
  suspected: false,
  note: 'hard negative: breastfeeding promotion by a health centre',
};

/** Every picture the demo serves under /images/. */
export const DEMO_IMAGE_FILES: readonly string[] = [
  ...new Set(
    [
      ...MEKONG_POSTS.flatMap((p) => p.images),
      ...BUATHONG_POSTS.flatMap((p) => p.images),
      ...DAONOY_PAGE.images,
      ...BABY_MARKET_PRODUCTS.flatMap((p) => (p.image ? [p.image] : [])),
      ...HEALTH_CENTRE_PAGE.images,
    ].map((i) => i.file),
  ),
];
