'use strict';
// Writes ../REPORT.md from ../images.jsonl, ../tmp/counts.json (made by validate.js) and ../tmp/meta.
const fs = require('fs');
const path = require('path');
const ROOT = path.resolve(__dirname, '..');
const recs = fs.readFileSync(path.join(ROOT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean).map(JSON.parse);
const C = JSON.parse(fs.readFileSync(path.join(ROOT, 'tmp', 'counts.json'), 'utf8'));
const D = require('./designs');

const tbl = (title, o) => `| ${title} | count |\n|---|---|\n` + Object.entries(o).sort((a, b) => b[1] - a[1]).map(([k, v]) => `| ${k} | ${v} |`).join('\n') + '\n';
const rows = D.map((d) => {
  const id = String(d.n).padStart(3, '0');
  const c = recs.find((r) => r.id === `i12-${id}-clean`), h = recs.find((r) => r.id === `i12-${id}-hard`);
  const meta = JSON.parse(fs.readFileSync(path.join(ROOT, 'tmp', 'meta', id + '.json'), 'utf8'));
  const g = (r) => (r.groups.length ? r.groups.join(', ') : '—');
  return `| ${id} | ${d.tpl} | ${d.lang} | ${d.product} | ${c.variant}: ${g(c)} | ${h.variant}: ${g(h)} | ${h.render} | ${meta.hard.dropped.length} |`;
}).join('\n');

const md = `# i12 — social-media ad tiles and stories (60 designs × clean/hard = 120 pictures)

Files: \`files/\` (60 clean PNG + 60 hard PNG/JPG), labels \`images.jsonl\`, scripts \`source/\` (see \`source/README.md\`).
All records passed \`source/validate.js\` (keys, values, id/file pairing, files exist, no stray files, language of the
clean truth matches \`lang\`, every character in every \`ocr_truth\` is covered by an installed font).
Every clean render passed the layout checks in \`source/render.js\`: no text line overflows its box or the canvas
(horizontal fit by shrinking, vertical checked on ink bounds), no two text lines overlap, no line is covered by a
sticker or pack (elementFromPoint sampling), no line wraps.

## Counts

Designs: ${C.designs}, records: ${C.records}.

${tbl('lang (designs)', C.lang_designs)}
${tbl('suspected (records)', C.suspected_records)}
${tbl('suspected (designs, in any variant)', C.suspected_designs_any_variant)}
${tbl('group (records)', C.groups_records)}
${tbl('group (designs carrying it in at least one record)', C.groups_designs_any_variant)}
${tbl('product (records)', C.product_records)}
${tbl('variant (records)', C.variant_records)}
${tbl('render (records)', C.render_records)}
${tbl('template (designs)', C.template_designs)}
Designs whose label differs between their two records (because only the \`laos\` variant requires a Lao label):
${C.label_differs_between_variants.join(', ')}.

Not-suspected share: ${C.suspected_designs_any_variant.false}/60 designs are not suspected in either record
(${(100 * C.suspected_designs_any_variant.false / 60).toFixed(1)} %), and ${C.suspected_records.false}/120 records
(${(100 * C.suspected_records.false / 120).toFixed(1)} %).

## Per design

| # | template | lang | product | clean record | hard record | hard render | lines dropped in hard |
|---|---|---|---|---|---|---|---|
${rows}

Templates: t001 square ad tile · t002 9:16 story (speech bubble, sticker pill, CTA) · t003 TikTok-style frame (caption
overlays, outlined big text, right icon column with counts, user/caption/sound) · t004 carousel card 4:5 · t005 meme
(caption band + impact text) · t006 live-sale board / price list · t007 giveaway · t008 infographic tips card ·
t009 pack shot on pedestal · t010 event / training / conference poster · t011 notice / news card · t012 endorsement
card (doctor figure + quote bubble).

## How the truth is made
- Each visible text line is one \`.t\` element; \`ocr_truth\` is the \`innerText\` of these elements (so CSS uppercase
  is applied as drawn), joined with \`\\n\`, in reading order: each template assigns an order to its blocks (header →
  headline → product/pack text → details → footer) and lines keep their top-to-bottom order inside a block.
- Text on packs (brand, stage, age, weight), struck-through old prices, counts in the TikTok icon column and the
  TikTok "Following / For You" tabs are drawn text and are in the truth.
- Emoji: no colour-emoji font is installed, so emoji/stickers (hearts, fire, gifts, faces, QR code, bottles, etc.)
  are drawn as SVG graphics. They are not text and are not in the truth. Symbol glyphs drawn inside text lines
  (✓ ♫ ▲ ·) are in the truth.
- Hard variants (all seeded by design number): jpeg (q 25–45), jpeg-color (saturation boost + hue shift, 0.8×
  downscale, q 25–34, 4:2:0), noise (Gaussian σ 16–30, saved as JPEG q 82), blur (σ 1.6–2.4), rotate (2–8°, JPEG
  q 80), small (0.42–0.55× downscale), lowcontrast (linear a 0.42–0.56 with lifted blacks), skew (3-D perspective
  photo of the post on a desk, JPEG q 78), feed-ui (Facebook feed screenshot at 720 px wide with status bar,
  "facebook" bar, page header, reactions and Like/Comment/Share, JPEG q 72), story-ui (story screenshot with progress
  bars, page header and "Send message" bar).
- A line is kept in a hard truth only if its effective size (CSS px × scale of that variant; for skew the smallest
  projected height of the line's two ends, and 0 if it leaves the frame) reaches a per-degradation minimum (Latin /
  Lao px): jpeg 12/14, jpeg-color 13/15, noise 12/14, rotate 10/12, small 10/12, lowcontrast 13/15, skew 11/13, ui
  10/12, blur 9σ/11σ. Lines that carry the violation (marked "key" in the design files) are asserted to survive; a
  run fails otherwise. UI chrome text of the ui variants is added to the truth (top chrome first, bottom last).
  Per-line details are in \`tmp/meta/NNN.json\`.

## Guide silences and the choices made
1. **Lao-language label (laos variant).** A picture is taken to show a missing Lao label only when it says so
   ("ສະຫຼາກພາສາໄທ ບໍ່ມີສະຫຼາກພາສາລາວ" 021, "ສະຫຼາກພາສາຈີນ ທັງໝົດ" 037, "ສະຫຼາກພາສາອັງກິດ ບໍ່ມີພາສາລາວ" 060),
   following the guide's rule for price lists. A pack front drawn with English brand text is not by itself treated
   as lacking a Lao label (only one panel is visible). For these three designs the two records use different
   variants, so the label differs: 021 and 037 are \`laos\` clean / \`international\` hard, 060 the reverse.
2. **Missing expiry / no label.** "Cans without printed expiry date" (051) is labeling_required under both variants.
   Powder repacked in zip bags with no label, or with only a handwritten "ສູດ 1"/"Stage 2" sticker, counts as "no
   label at all" (009, 031, 054). 009 has a price only and no inducement, so it is labeling_required alone.
3. **Product field for lists.** A board or price list with several stages is labelled with the youngest covered
   category it lists (001 and 006 list stage 1 first → infant_formula).
4. **Product field for branded information and sponsorship.** \`none\` when only a company/brand is named
   (007 "NUVIA Infant Nutrition", 027 "GOLDEN TOT Nutrition Co.", 045 "NutriGrow Infant & Toddler Nutrition",
   057 "Lunalac Laos"); the named category when the post names one (011 "Infant formula experts", 023 "ນູເວຍ
   ນົມຜົງເດັກ", 053 "Softi feeding bottles" → bottles_teats, 059 "LUNALAC Infant Formula").
5. **Non-commercial posts naming a covered product** (news 016, recall 046) get product \`none\`, per "none ... for
   non-commercial posts". A shop's neutral price list / back-in-stock notice keeps its category (006, 050, 021).
6. **Complementary foods.** promotion_public is added only for formula cross-promotion (035: "ຈາກຄອບຄົວ ນູເວຍ",
   "ກິນຄູ່ກັບ ນົມ ນູເວຍ ສູດ 2", bundle price), as the guide lists it; a mother's TikTok putting cereal in the bottle
   for a 3-month-old with "ອີ່ມດົນ ນອນຍາວ" (013) is complementary_foods + prohibited_text (sleep claim); "Replace one
   milk feed" with 4m+ (055) and "from 4 months" (043) are complementary_foods alone; a doctor recommending cereal
   from 4 months (049) is complementary_foods + health_workers. A 6 m+ purée with price and the continued-
   breastfeeding line (038) is not suspected.
7. **Clinic selling growing-up milk** with a plain price and no inducement (033) is health_workers only.
8. **Branded equipment donation to a maternity ward** (057) is health_workers + sponsorship_coi; **scholarships for
   nursing/midwifery students** (045) are treated as sponsorship of health workers (both groups).
9. **Paid influencer**: "#ad" plus a discount code and free delivery for a bottle (005) is promotion_public; the
   bottle claim-free caption ("ລູກຍອມກິນເລີຍ") is not treated as prohibited_text.
10. **Free samples in a mothers' class by a growing-up-milk brand** (052) is promotion_public +
    information_education; an e-book with a stage-2 coupon (058) likewise.
11. **Hard negatives kept out of scope even with trigger words**: maternal milk with DHA "for baby's brain in the
    womb" and a discount (020), school-age 4+ milk with a brain claim and 25 % off (022), "Puppy Formula Stage 1"
    giveaway (014), "ສູດໃໝ່" yoghurt with immunity (030), "ສູດລັບ" recipe (048), Formula 1 meme mentioning baby
    milk (034), a parent's own "is my milk enough?" meme (008), news of fines that quotes discounts and gifts (016),
    the Code explainer (026), WHO/UNICEF/MoH training (032).
12. **Reading order** is by template block order (see above); UI chrome text is part of the visible text of the
    ui variants.
`;
fs.writeFileSync(path.join(ROOT, 'REPORT.md'), md);
console.log('REPORT.md written');
