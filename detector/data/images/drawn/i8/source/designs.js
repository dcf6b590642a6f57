'use strict';
// All 60 designs, numbered 1..60 in a fixed shuffled order (so ids do not reveal labels).
const { mulberry32, pawPrints } = require('./lib');
const all = [...require('./designs-s'), ...require('./designs-n')];
const rng = mulberry32(20240808);
const order = all.map((d) => ({ d, r: rng() })).sort((a, b) => a.r - b.r).map((o) => o.d);
order.forEach((d, i) => {
  d.n = i + 1;
  if (d.c.deco === 'PAWS') d.c.deco = pawPrints(mulberry32(d.n), 14, 'rgba(109,76,65,.12)');
});
module.exports = order;
