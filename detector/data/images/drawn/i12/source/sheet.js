// node sheet.js out.png file1 file2 ... : side-by-side contact sheet (each fit into 540x900)
const sharp = require('/work/main/node_modules/sharp');
(async () => {
  const [out, ...files] = process.argv.slice(2);
  const W = 540, H = 900;
  const tiles = await Promise.all(files.map((f) => sharp(f).resize(W, H, { fit: 'contain', background: '#808080' }).png().toBuffer()));
  await sharp({ create: { width: W * tiles.length + 8 * (tiles.length - 1), height: H, channels: 3, background: '#fff' } })
    .composite(tiles.map((b, i) => ({ input: b, left: i * (W + 8), top: 0 }))).png().toFile(out);
})();
