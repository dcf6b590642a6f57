// HTML builders for the 15 layout templates (i13-t001 .. i13-t015).
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const WIDTH = { 1: 900, 2: 820, 3: 900, 4: 960, 5: 760, 6: 820, 7: 720, 8: 980, 9: 1000, 10: 640, 11: 720, 12: 760, 13: 900, 14: 720, 15: 780 };

function pic(kind, accent) {
  const s = {
    can: `<svg width="150" height="170"><rect x="25" y="20" width="100" height="140" rx="12" fill="${accent}" opacity=".85"/><ellipse cx="75" cy="22" rx="50" ry="10" fill="#ddd"/><rect x="40" y="70" width="70" height="40" rx="6" fill="#fff" opacity=".8"/></svg>`,
    baby: `<svg width="220" height="170"><circle cx="110" cy="70" r="48" fill="#f5cba7"/><circle cx="94" cy="64" r="5" fill="#333"/><circle cx="126" cy="64" r="5" fill="#333"/><path d="M92 88 Q110 102 128 88" stroke="#c0392b" stroke-width="4" fill="none"/><ellipse cx="110" cy="150" rx="70" ry="26" fill="${accent}" opacity=".6"/></svg>`,
    bottle: `<svg width="120" height="190"><rect x="35" y="60" width="50" height="120" rx="14" fill="#d6eaf8" stroke="${accent}" stroke-width="4"/><rect x="30" y="45" width="60" height="18" rx="5" fill="${accent}"/><path d="M48 45 Q60 5 72 45 Z" fill="#f0b27a"/></svg>`,
    bowl: `<svg width="200" height="130"><ellipse cx="100" cy="50" rx="85" ry="20" fill="#f9e79f"/><path d="M15 50 Q100 150 185 50 Z" fill="${accent}" opacity=".85"/><rect x="120" y="5" width="10" height="60" rx="4" fill="#aaa" transform="rotate(30 125 35)"/></svg>`,
    mother: `<svg width="220" height="160"><circle cx="90" cy="50" r="30" fill="#e59866"/><path d="M45 150 Q90 70 135 150 Z" fill="${accent}" opacity=".7"/><circle cx="130" cy="100" r="20" fill="#f5cba7"/></svg>`,
  };
  return `<div class="pic">${s[kind] || ''}</div>`;
}

function colsFor(n, tpl) {
  if (n === 3) return tpl === 12 || tpl === 6 ? '1.6fr 1fr 0.8fr' : '90px 1.9fr 1.1fr';
  if (n === 4) return '1.7fr 1fr 1.1fr 1fr';
  return `repeat(${n}, 1fr)`;
}

function blockHtml(b, d) {
  const [k, v] = b;
  const L = (cls, t) => `<div class="ln ${cls}">${esc(t)}</div>`;
  switch (k) {
    case 'row': case 'thead':
      return `<div class="grid ${k}" style="grid-template-columns:${colsFor(v.length, d.tpl)}">` +
        v.map((c) => (c === '' ? '<div class="cell"></div>' : L('cell', c))).join('') + '</div>';
    case 'logos':
      return `<div class="logos">${v.map((x) => L('logo2', x)).join('')}</div>`;
    case 'pic': return pic(v, d.accent);
    case 'check': return `<div class="chk"><span class="box"></span>${L('check', v)}</div>`;
    case 'field': return `<div class="fld">${L('field', v)}<span class="rule"></span></div>`;
    case 'li': return `<div class="lirow"><span class="dot"></span>${L('li', v)}</div>`;
    default: return L(k, v);
  }
}

function body(d) {
  let h = '';
  let inCard = false;
  let ci = 0;
  for (const b of d.blocks) {
    if (b[0] === 'card') {
      const rot = [-1.5, 1.2, -0.8, 1.8][ci % 4];
      h += `<div class="card c${ci % 3}" style="transform:rotate(${rot}deg)"><span class="pin"></span>`;
      ci++; inCard = true; continue;
    }
    if (b[0] === 'endcard') { h += '</div>'; inCard = false; continue; }
    if (b[0] === 'url') continue;
    h += blockHtml(b, d);
  }
  return h;
}

function css(d) {
  const a = d.accent;
  const W = WIDTH[d.tpl];
  const base = `
  *{box-sizing:border-box;margin:0;padding:0}
  body{background:#fff;font-family:'${d.font}','Noto Sans Lao','Noto Sans','DejaVu Sans',sans-serif;color:#1c1c1c}
  #page{width:${W}px;padding:40px 46px;background:#fff;position:relative;overflow:hidden}
  .ln{white-space:nowrap;line-height:1.6;overflow:hidden}
  .title{font-size:30px;font-weight:700;color:${a};margin:6px 0 8px}
  .sub{font-size:18px;color:#333;margin-bottom:10px}
  .brand{font-size:18px;font-weight:700;letter-spacing:.5px;color:${a}}
  .h{font-size:20px;font-weight:700;margin:14px 0 6px}
  .p{font-size:17px;margin:3px 0}
  .small{font-size:14px;color:#333;margin-top:10px}
  .faint{font-size:14px;color:#8a8a8a;margin-top:8px}
  .grid{display:grid;border-bottom:1px solid #ccc}
  .grid .cell{font-size:16px;padding:5px 8px}
  .thead{background:${a};color:#fff;font-weight:700}
  .row:nth-child(even){background:#f4f6f7}
  .logos{display:flex;gap:18px;flex-wrap:wrap;margin:8px 0}
  .logo2{font-size:17px;font-weight:700;border:3px solid ${a};color:${a};border-radius:10px;padding:6px 16px;font-style:italic}
  .logo{font-size:22px;font-weight:700;color:#fff;background:${a};padding:10px 16px;border-radius:4px;display:inline-block}
  .sig{font-size:16px;text-align:right;margin:6px 0}
  .lirow{display:flex;align-items:center;gap:10px;margin:4px 0}
  .dot{width:9px;height:9px;border-radius:50%;background:${a};flex:none}
  .li{font-size:17px}
  .chk{display:flex;align-items:center;gap:12px;margin:7px 0}
  .box{width:18px;height:18px;border:2px solid #333;flex:none}
  .check{font-size:17px}
  .fld{display:flex;align-items:flex-end;gap:8px;margin:12px 0}
  .field{font-size:17px;flex:none}
  .rule{flex:1;border-bottom:1.5px dotted #555;height:22px;min-width:150px}
  .price{font-size:42px;font-weight:800;color:${a};margin:8px 0}
  .badge{display:inline-block;font-size:22px;font-weight:700;background:${a};color:#fff;padding:8px 22px;border-radius:30px;margin:6px 0}
  .pic{margin:12px 0;display:flex;justify-content:center}
  .url{font-size:14px;color:#333;background:#fff;border-radius:14px;padding:2px 14px;flex:1}
  `;
  const t = {
    1: `#page{border-top:8px solid ${a};padding-top:0}#page>.brand:first-child{background:${a};color:#fff;margin:0 -46px 10px;padding:26px 46px;font-size:22px}.title{font-size:29px}.logos{border-top:2px solid #ddd;padding-top:10px}`,
    2: `#page{padding:50px 60px;font-family:'${d.font}','Noto Serif Lao','Liberation Serif',serif}.logo{margin-bottom:6px}.p{margin:6px 0}.h{text-align:center;font-size:22px}`,
    3: `#page{border:2px solid #999}.title{font-size:24px;color:#111;text-align:center}.small{text-align:center;margin:0 0 12px}.brand{text-align:center;color:#111}#page>.small:nth-child(2){margin-top:0}`,
    4: `#page{border:14px double ${a};margin:0;padding:50px 60px;text-align:center;background:#fffdf4}.title{font-size:32px}.h{font-size:28px;color:#222}.logos{justify-content:center}.sig{text-align:center;margin-top:26px;border-top:1px solid #999;display:inline-block;padding-top:6px}`,
    5: `#page{background:linear-gradient(180deg,${a}18,#fff 45%);border-left:16px solid ${a}}.title{font-size:32px}`,
    6: `#page{border:1px solid #888}.title{font-size:24px;color:#111;border-bottom:2px solid #111;padding-bottom:6px}`,
    7: `#page{background:#fbfcfc;border-right:20px solid ${a}}.title{font-size:28px}.faint{margin:0 0 6px;text-transform:none}`,
    8: `#page{background:#b9875a;background-image:radial-gradient(#a4744a 1.5px,transparent 1.5px);background-size:9px 9px;display:flex;flex-wrap:wrap;gap:26px;align-items:flex-start;padding:40px}
        .card{background:#fff;padding:26px 26px 18px;box-shadow:3px 4px 8px rgba(0,0,0,.35);position:relative;flex:none}
        .card.c0{width:520px}.card.c1{width:340px;background:#fef9e7}.card.c2{width:400px;background:#eaf2f8}
        .pin{position:absolute;top:6px;left:50%;width:14px;height:14px;border-radius:50%;background:#c0392b}`,
    9: `#page{padding:0}.chrome{background:#dee1e6;padding:10px 14px;display:flex;gap:10px;align-items:center}.chrome i{width:12px;height:12px;border-radius:50%;background:#ccc;display:inline-block}
        .art{padding:26px 50px 36px}.brand{font-size:15px;text-transform:uppercase}.title{font-size:28px;color:#111}`,
    10: `#page{height:auto;min-height:880px;background:linear-gradient(160deg,${a},#fff 75%);text-align:center;padding:50px 40px}.title{font-size:40px;color:#fff;text-shadow:0 2px 3px rgba(0,0,0,.3)}.brand{color:#fff}.sub{font-size:19px;color:#111}.p{font-size:19px;font-weight:700}`,
    11: `#page{padding:40px 56px;background:#fffef8;font-family:'${d.font}','Noto Serif Lao','Noto Serif',serif}.faint{text-align:right;margin:0}.title{font-size:25px}`,
    12: `#page{border:3px solid #111}.title{font-size:24px;color:#111;border-bottom:8px solid #111}.grid{border-bottom:1px solid #111}.thead{background:#111}`,
    13: `#page{border-top:10px solid ${a}}.title{font-size:26px}.p{font-weight:700;margin-top:10px}`,
    14: `#page{background:radial-gradient(circle at 80% 20%,#fff6d5,#fff 60%);border:10px solid ${a};text-align:center}.title{font-size:32px}.badge{transform:rotate(-4deg)}`,
    15: `#page{background:#fff;border-left:6px solid ${a}}.title{font-size:26px}`,
  };
  return base + (t[d.tpl] || '');
}

function html(d) {
  const url = d.blocks.find((b) => b[0] === 'url');
  let inner = body(d);
  if (d.tpl === 9) {
    inner = `<div class="chrome"><i></i><i></i><i></i><div class="ln url">${esc(url ? url[1] : '')}</div></div><div class="art">${inner}</div>`;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css(d)}</style></head><body><div id="page">${inner}</div></body></html>`;
}
module.exports = { html, WIDTH };
