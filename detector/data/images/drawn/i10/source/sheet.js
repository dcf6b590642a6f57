// contact sheet for visual review: node sheet.js out.png file1 file2 ...
const sharp = require('/work/main/node_modules/sharp');
(async () => {
  const [out, ...files] = process.argv.slice(2);
  const H = 700; const tiles = [];
  let x = 0;
  for (const f of files) {
    const img = sharp(f).resize({ height: H, fit: 'inside' });
    const buf = await img.png().toBuffer(); const m = await sharp(buf).metadata();
    tiles.push({ input: buf, left: x, top: 0 }); x += m.width + 10;
  }
  await sharp({ create: { width: x, height: H, channels: 3, background: '#333' } }).composite(tiles).png().toFile(out);
})();
