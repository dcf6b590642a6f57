// Writes ../REPORT.md: counts from images.jsonl + the per-design table + labelling decisions.
'use strict';
const path = require('path');
const fs = require('fs');
const DESIGNS = require('./designs.js');
const OUT = path.resolve(__dirname, '..');
const recs = fs.readFileSync(path.join(OUT, 'images.jsonl'), 'utf8').split('\n').filter(Boolean).map(JSON.parse);
const clean = recs.filter(r => r.render === 'clean'), hard = recs.filter(r => r.render !== 'clean');
const count = (arr, f) => arr.reduce((m, x) => { for (const k of [].concat(f(x))) m[k] = (m[k] || 0) + 1; return m; }, {});
const tbl = (o, order) => (order || Object.keys(o).sort((a, b) => o[b] - o[a])).map(k => `| ${k} | ${o[k] || 0} |`).join('\n');
const G = ['promotion_public', 'labeling_required', 'prohibited_text', 'information_education', 'health_workers', 'sponsorship_coi', 'complementary_foods'];
const dropped = DESIGNS.map(d => JSON.parse(fs.readFileSync(path.join(__dirname, 'build', d.id + '.hard.json'), 'utf8'))).filter(h => h.dropped.length);
const totalLines = clean.reduce((s, r) => s + r.ocr_truth.split('\n').length, 0);
const hardLines = hard.reduce((s, r) => s + r.ocr_truth.split('\n').length, 0);
const md = `# Writer i11: printed things in the physical world (report)

Everything here is made up. I drew it from the two notes (\`labelling-guide.md\`, \`domain.md\`) and nothing else from the project.
All brands (NutriGold, NeoLac, Mamilac, Bonnymil, Lactora, Kiddo Grow, Growie, CeriBaby, SoftNip, …), shops, hospitals and people are invented.

- 60 designs, ${recs.length} pictures: \`files/i11-NNN-clean.png\` is a PNG screenshot at its natural size, 600–1200 px wide. \`files/i11-NNN-hard.jpg\` is the same design degraded in one named style.
- \`images.jsonl\` holds ${recs.length} records with the keys the brief asks for. Both renderings of a design have the same labels.
- I rendered the designs in Chromium from HTML/CSS/inline SVG. The renderer reads every text line back from the DOM (\`innerText\`). It fails if a line wraps, overflows its box or the card, is hidden or clipped, overlaps another line, or has too little contrast. It also fails if any text sits outside a line element. The Lao fonts are Noto Sans Lao, Noto Serif Lao and Phetsarath OT; I did not use Noto Looped Lao. I looked at all 60 clean and all 60 hard pictures on contact sheets, and at about 25 of them at full size. Lao tone marks and stacked vowels are placed correctly and no glyph is drawn as a box.
- \`validate.js\` passes. Every line parses and has exactly the brief's keys, every enum value is valid and every file exists. \`suspected\` is true exactly when \`groups\` is non-empty. Every hard \`ocr_truth\` is an ordered subset of its clean one.

## Counts (per design; each design has 1 clean + 1 hard picture)

### Language
| lang | designs |
|---|---|
${tbl(count(clean, r => r.lang), ['lo', 'mixed', 'en'])}

I assigned \`lang\` by hand and checked it against the share of Lao letters in \`ocr_truth\`. A \`lo\` design is at least 60 % Lao letters: these are Lao texts with Latin brand names and numbers. A \`mixed\` design is 15–90 % Lao, and an \`en\` design has no Lao at all.

### Suspected
| suspected | designs |
|---|---|
${tbl(count(clean, r => String(r.suspected)), ['true', 'false'])}

### Groups (designs where the group is positive)
| group | designs |
|---|---|
${tbl(count(clean, r => r.groups), G)}

Designs with 2 or more groups: ${clean.filter(r => r.groups.length > 1).length}.

### Variant
| variant | designs | of which suspected |
|---|---|---|
${['international', 'laos'].map(v => `| ${v} | ${clean.filter(r => r.variant === v).length} | ${clean.filter(r => r.variant === v && r.suspected).length} |`).join('\n')}

### Product
| product | designs |
|---|---|
${tbl(count(clean, r => r.product), ['infant_formula', 'follow_on_formula', 'growing_up_milk', 'bottles_teats', 'complementary_food', 'other_baby_product', 'none'])}

### Render style of the hard picture
| render | pictures |
|---|---|
${tbl(count(hard, r => r.render), ['photo', 'curved', 'glare', 'shadow', 'jpeg', 'noise', 'blur', 'rotate', 'small', 'dim'])}
| clean | ${clean.length} |

Templates (layout ideas): ${new Set(clean.map(r => r.template)).size}. Text lines: ${totalLines} in the clean pictures and ${hardLines} in the hard ones. I dropped ${totalLines - hardLines} lines as unreadable, in ${dropped.length} hard pictures:
${dropped.map(h => `- ${h.id} (${h.style}): ${h.dropped.map(x => '"' + x.text + '"').join(', ')}`).join('\n')}

## How the hard pictures were made and how unreadable lines were decided
The source is \`source/degrade.js\`. It is deterministic, with one seed per design.
- **photo**: a perspective warp, where one side is shrunk by 5–10 % and each corner is jittered by up to 6 %. It adds uneven light (from 1.06 down to 0.50–0.65), a background, sensor noise, a 0.7 px blur and JPEG quality 82.
- **curved**: the label is wrapped on a cylinder spanning ±55–65°, so x′ = R·sin θ and the label is squeezed toward the edges, down to cos 65° ≈ 0.42. It adds cylinder shading, a specular stripe and a slight arc of the lines.
- **glare**: an elliptical, flat-topped white reflection. Its core is saturated.
- **shadow**: a soft linear darkening across part of the picture, down to 3.5–7 % brightness, plus noise.
- **jpeg**: quality 20–40. **noise**: Gaussian noise with σ = 18–27. **blur**: Gaussian blur with σ = 1.2–2.0. **rotate**: 2–10°. **small**: 40–55 % of the size. **dim**: contrast × 0.28–0.40 with a grey offset, a faint gradient and a 0.5 px blur.

I judged readability per line. For each line I sampled 36 points over the boxes of its text. At each point I computed the effective font size (font px × local scale; for curved, I also checked the horizontal squeeze) and the effective contrast. The effective contrast starts from the luminance contrast measured on the clean pixels of that line, multiplied by the light, by (1 − glare) and by the dim factor. A point is unreadable if any of these holds:
- the size is under 8.5 px for Lao (stacked marks) or 7 px for Latin;
- the squeeze is under 0.4;
- with blur, the size is under 6.5 σ;
- with jpeg, the size is under 10–11 px or the contrast is under 0.2;
- with noise, the contrast × 255 is under 2.2 σ or the size is under 10 px;
- the contrast is under 0.06.

I dropped a line from the hard \`ocr_truth\` when more than 15 % of its points were unreadable, so partly washed-out lines are dropped whole. I checked the thresholds by eye on glare, shadow, photo, curved and small examples. For design 040, I chose the glare seed so that the sponsor's name stays readable. The labels are shared by both renderings, so the evidence for them must survive in the hard picture. In every hard picture the lines that carry the violation are still readable.

## Labelling decisions where the guide is not explicit
1. **Lao-label tests.** Only the \`laos\` variant asks for Lao; missing expiry and "no label" count under both variants. I built pairs that test exactly this point:
   - 006 (complete English back panel, \`international\`, not suspected) against 007 (a complete English back panel, \`laos\`, labeling_required);
   - 014 (\`laos\`, labeling_required) against 015 (\`international\`, not suspected): compliant English complementary-food pouches;
   - 021 (\`laos\`, labeling_required) against 022 (\`international\`, not suspected): neutral price boards that say "label not in Lao";
   - 008: an English panel with the importer's Lao sticker, \`laos\`, not suspected;
   - 013: a Lao pouch, \`laos\`, not suspected;
   - 012 and 056: English-only packs under \`laos\` that also carry claims, so labeling_required is added to the other groups.
2. **Expiry date.** I flag a missing expiry only on the panel that carries the batch and date block: design 005 has a batch number and a manufacture date but no expiry. Front panels (004, 055, 056, 057) and shelf material are not flagged for the missing expiry, because a photo of a front panel does not show that the pack lacks one. Feeding bottles are not flagged for expiry.
3. **Repacked powder (009).** Plain bags with only a shop's handwritten price card count as "no label at all", so labeling_required applies under both variants. The card has no offer, so promotion_public does not apply.
4. **Baby picture is the only fault (057).** The box has the correct "breast milk is best" notice in Lao and English. The baby picture alone makes it prohibited_text, following the guide's list ("baby pictures on cans").
5. **Clinic poster (034).** The clinic's own wall poster advertises a stage-3 milk it sells at its counter, with a paediatrician's recommendation and height and "smart" claims. I labelled it health_workers (endorsement; a clinic selling growing-up milk to patients), promotion_public (an advertisement to the public from a clinic) and prohibited_text.
6. **Calendar for health workers (031).** A formula company's calendar "given to doctors and nurses with thanks" is a branded gift to health workers: health_workers only. It is not sponsorship, because no event, training or equipment is funded. Product is \`none\`, because only the company is named.
7. **Equipment donation plate (040).** An incubator donated to a neonatal ward: sponsorship_coi (an equipment donation) plus health_workers (a branded gift to a ward). The guide's rule for sponsored health-worker events is applied the same way.
8. **Webinar for health professionals (041).** A company-funded webinar carries health_workers and sponsorship_coi. I added information_education because the guide lists webinars produced or branded by a formula company there too.
9. **Quiz with a company hotline (045).** The quiz is a formula company's "is my baby getting enough?" material and invites mothers to call the brand's nutritionists. I labelled it information_education only. The guide adds promotion_public only "when a product or offer is also pushed", and no product or offer appears. A stricter reader could call the hotline company contact with mothers.
10. **Feeding-log notepad (032).** Neutral tips "brought to you by" a formula brand's baby club: information_education only. It is given to mothers, not health workers.
11. **Formula-branded cereal at an event (047).** Free stage-3 tasting and a lucky draw are promotion_public. A brand-run seminar is information_education. Free cereal under the formula brand is complementary_foods (cross-branded with formula). Product is \`growing_up_milk\`, the main product.
12. **"Mix with stage 2" cereal (011).** Complementary_foods plus promotion_public, as the guide says for formula cross-promotion. "For best results" is not treated as a health claim.
13. **Cereal in the bottle (050).** The label says "6 months+", but the talker tells parents to mix the cereal into the feeding bottle, so it is complementary_foods. There is no health claim, so there is no prohibited_text.
14. **"Recommended by paediatricians" cereal talker (058).** Complementary_foods plus health_workers (a doctor's endorsement), as the guide says.
15. **Maternal milk with a stage-1 coupon (028).** Maternal milk alone is out of scope (024). The coupon for stage-1 formula makes 028 cross-promotion: promotion_public, with product \`infant_formula\`, the covered product named.
16. **Out of scope with trigger words.** These are all not suspected, with product \`none\` or \`other_baby_product\`:
    - 025: a 4+ school milk ("ສູດ 4", "4 ປີຂຶ້ນໄປ") with buy-1-get-1 and a brain claim. The age on the pack places it over 36 months, so the stage number does not make it covered.
    - 027: puppy milk "close to mother's milk".
    - 029: lactation cookies.
    - 046: prenatal vitamins "for the brain of the unborn child".
    - 059: shampoo "ສູດໃໝ່" (new formula).
    - 060: yoghurt "boosts immunity".
    - 026 and 048: diapers and a stroller fair.
17. **Notices with trigger words.** These are all not suspected:
    - 019: a pharmacy's Code-compliance notice that says "no discounts, gifts or samples of infant formula";
    - 053: a recall notice;
    - 054: a news clipping about fines;
    - 052: a district health office recipe titled "ສູດອາຫານເສີມ" (recipe);
    - 016: the Ministry's World Breastfeeding Week poster, which says breast milk builds immunity and the brain.
18. **Product field on price boards.** Board 020 lists stages 1, 2 and 3; I gave it \`infant_formula\`, the first and most listed. Boards 021 and 022 list only stage 2, so they are \`follow_on_formula\`. Board 023 lists only stage 3, so it is \`growing_up_milk\`.
19. **Reading order.** Lines follow the DOM order, which I wrote in reading order: top to bottom; in two columns, left column first; in tri-folds, panel by panel; in table rows, one line per row with the cells joined by a space. A quiz row is read as the question plus "ແມ່ນ ບໍ່" (yes / no) on one line.

## Per-design table
| id | template | lang | variant | groups | product | hard style | what it is |
|---|---|---|---|---|---|---|---|
${DESIGNS.map(d => `| ${d.id} | ${d.template} | ${d.lang} | ${d.variant} | ${d.groups.join(', ') || '—'} | ${d.product} | ${d.style} | ${d.note.replace(/\|/g, '/')} |`).join('\n')}
`;
fs.writeFileSync(path.join(OUT, 'REPORT.md'), md);
console.log('wrote REPORT.md');
