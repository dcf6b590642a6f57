// node preview.js id... : converts files to PNG previews in source/_preview (for eyeballing)
const sharp = require('/work/main/node_modules/sharp');
const fs = require('fs');
sharp.cache(false);
(async () => { for (const id of process.argv.slice(2)) {
  const f = fs.readdirSync(__dirname + '/../files').find((x) => x.startsWith(id + '.'));
  await sharp(__dirname + '/../files/' + f).png().toFile(__dirname + '/_preview/' + id + '.png');
} })();
