// Writes the illustrated artwork of every service (client/public/images/services/{id}/main.svg
// and action-1..3.svg), the hero image and the favicon: flat vector scenes in one palette,
// composed from the small drawing library below. No dependencies; run with
//   node scripts/artwork/generate.mjs
// Real photos can replace any file later under the same name.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../client/public");
const MAX_BYTES = 6 * 1024;

// ---------------------------------------------------------------- palette
const K = {
  navy: "#0f2a43", ink: "#1b3a55", teal: "#0e7c86", aqua: "#3fb6bd", foam: "#a8e0e2", sky: "#cfe8ec",
  sand: "#f4e9d8", dune: "#ecd9b5", coral: "#e9765b", blush: "#f3c1b0", gold: "#c9a227", sun: "#f6d77a",
  white: "#fff", g1: "#eef1f4", g2: "#d7dde3", g3: "#a9b5c1", g4: "#5b6b7a", tyre: "#1d2b38",
  wood: "#c4956a", woodD: "#8a6a44", leaf: "#2f8f5b", leaf2: "#4aa873", box: "#c89a63", boxD: "#a97c46",
};
const SKIN = ["#c98d62", "#8d5a3b", "#f0c8a0", "#e0a878", "#a86e4a"];
const HAIR = ["#2b1d14", "#5a3620", "#c9a227", "#0f2a43", "#8a4b2a"];

// ---------------------------------------------------------------- primitives
const f = (v) => Math.round(v * 10) / 10;
const fill = (c) => (c ? ` fill="${c}"` : "");
const R = (x, y, w, h, c, r = 0) => `<rect${x ? ` x="${f(x)}"` : ""}${y ? ` y="${f(y)}"` : ""} width="${f(w)}" height="${f(h)}"${r ? ` rx="${f(r)}"` : ""}${fill(c)}/>`;
const C = (x, y, r, c) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"${fill(c)}/>`;
const E = (x, y, rx, ry, c) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}"${fill(c)}/>`;
const P = (d, c) => `<path d="${d}"${fill(c)}/>`;
const S = (d, c, w) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}"/>`;
const G = (t, ...kids) => `<g transform="${t}">${kids.join("")}</g>`;
const Gf = (c, ...kids) => `<g fill="${c}">${kids.join("")}</g>`;
const O = (o, ...kids) => `<g opacity="${o}">${kids.join("")}</g>`;
const sc = (v) => Math.round(v * 1000) / 1000;
const at = (x, y, s = 1, flip = false) => `translate(${f(x)} ${f(y)})${s !== 1 || flip ? ` scale(${flip ? `${sc(-s)} ${sc(s)}` : sc(s)})` : ""}`;
const rot = (a, ...kids) => G(`rotate(${a})`, ...kids);
const range = (n) => [...Array(n).keys()];
const each = (n, fn) => range(n).map(fn).join("");

// Per-file definitions (gradients, clip paths), collected while a scene is drawn.
let defs = new Map();
function defId(key, make) {
  if (!defs.has(key)) {
    const slot = { id: `d${defs.size}`, xml: "" };
    defs.set(key, slot);
    slot.xml = make(slot.id).xml;
  }
  return defs.get(key).id;
}
const def = (key, make) => `url(#${defId(key, make)})`;
// A shape drawn once in <defs> and reused: <use> takes the fill given here.
// A group drawn once in <defs> and placed again with <use> (palms, repeated props).
const sym = (key, draw, t) => `<use href="#${defId(key, (id) => ({ id, xml: `<g id="${id}">${draw()}</g>` }))}" transform="${t}"/>`;
const use = (key, d, t, c) => `<use href="#${defId(key, (id) => ({ id, xml: `<path id="${id}" d="${d}"/>` }))}"${t ? ` transform="${t}"` : ""}${fill(c)}/>`;
const lin = (a, b, vertical = true) => def(`l${a}${b}${vertical}`, (id) => ({ id, xml: `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ""}><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` }));
const glow = (a) => def(`r${a}`, (id) => ({ id, xml: `<radialGradient id="${id}"><stop stop-color="${a}"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>` }));
const clip = (x, y, w, h, r = 0) => def(`c${x},${y},${w},${h}`, (id) => ({ id, xml: `<clipPath id="${id}">${R(x, y, w, h, null, r)}</clipPath>` }));
const clipped = (url, ...kids) => `<g clip-path="${url}">${kids.join("")}</g>`;

function svg(w, h, draw) {
  defs = new Map();
  const body = draw();
  const d = defs.size ? `<defs>${[...defs.values()].map((v) => v.xml).join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">${d}${body}</svg>\n`;
}

// ---------------------------------------------------------------- backgrounds
const room = (wall = K.sand, floor = "#e3d2b6") => R(0, 0, 800, 600, lin("#ffffff", wall)) + R(0, 450, 800, 150, lin(floor, "#d6c3a3")) + R(0, 444, 800, 10, K.white);
const studio = (tone = K.sand) => R(0, 0, 800, 600, lin("#ffffff", tone)) + C(400, 300, 260, glow("#ffffff")) + E(400, 540, 300, 26, "#0f2a4314");
const garage = () => R(0, 0, 800, 600, lin("#f6f8fa", K.g2)) + R(0, 300, 800, 14, K.g1) + each(5, (i) => R(60 + i * 150, 60, 120, 200, "#ffffff80", 6)) + R(0, 440, 800, 160, lin("#b7c1cb", "#8f9ba7")) + each(4, (i) => R(40 + i * 210, 500, 120, 8, "#ffffff99", 4));
const skyline = (y, c = "#9fc9d0", n = 11) => P(each(n, (i) => `M${i * 75 - 10} ${y + 20}v-${80 + ((i * 53) % 90)}h${46 + ((i * 17) % 24)}v${80 + ((i * 53) % 90)}z`), c);
const sun = (x, y, r = 44, c = K.sun) => C(x, y, r * 2.2, glow(c)) + C(x, y, r, c);
const waves = (y, n = 7, c = "#ffffff8c") => S(each(n, (i) => `M${(i * 137) % 760} ${y + ((i * 41) % 130)}q14 -8 28 0t28 0`), c, 4);
function seaScene({ sunset = false, horizon = 330, city = true, sunX = 640, nWaves = 7 } = {}) {
  const sky = sunset ? lin("#f7c59f", "#f3a37f") : lin("#bfe6ee", "#eaf7f8");
  const water = sunset ? lin("#2a8a9a", "#17506b") : lin("#5fcbcf", K.teal);
  return R(0, 0, 800, 600, sky) + sun(sunX, horizon - 150 + (sunset ? 110 : 0), sunset ? 60 : 44, sunset ? "#ffd98a" : K.sun) + (city ? skyline(horizon, sunset ? "#d98f78" : "#a9cfd6") : "") + R(0, horizon, 800, 600 - horizon, water) + waves(horizon + 40, nWaves);
}
const coastRoad = (sunset) => seaScene({ sunset, horizon: 300 }) + R(0, 420, 800, 180, lin("#6f7d8a", "#4d5a67")) + R(0, 410, 800, 14, K.g2) + each(5, (i) => R(30 + i * 170, 520, 90, 8, "#ffffffb3", 4));

// ---------------------------------------------------------------- nature & decor
const palm = (x, y, s = 1, lean = 30) => sym(`palm${Math.abs(lean)}`, () => palmShape(Math.abs(lean)), at(x, y, s, lean < 0));
function palmShape(lean) {
  const tx = lean, ty = -260;
  const leaf = (a, len) => {
    const r = (a * Math.PI) / 180, ex = tx + Math.cos(r) * len, ey = ty + Math.sin(r) * len + len * 0.35;
    const mx = (tx + ex) / 2, my = (ty + ey) / 2 - 30, nx = -Math.sin(r) * 22, ny = Math.cos(r) * 22;
    return `M${f(tx)} ${f(ty)}Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)}Q${f(mx - nx * 0.2)} ${f(my - ny * 0.2)} ${f(tx)} ${f(ty)}Z`;
  };
  return S(`M0 0Q${f(lean * 0.2)} -140 ${tx} ${ty}`, "#8a6a44", 16) + [ P([[-170, 120], [-10, 120], [-90, 80], [20, 95]].map(([a, l]) => leaf(a, l)).join(""), K.leaf), P([[-135, 105], [-45, 105], [160, 90]].map(([a, l]) => leaf(a, l)).join(""), K.leaf2), C(tx - 8, ty + 6, 9, "#7a5a2e"), C(tx + 8, ty + 8, 9, "#6b4c22")].join("");
}
const plant = (x, y, s = 1) => G(at(x, y, s), [[-30, -120, -35], [0, -140, 0], [28, -115, 35], [-14, -90, -60], [16, -92, 60]].map(([lx, ly, a]) => G(`translate(${lx} ${ly}) rotate(${a})`, E(0, 0, 16, 40, a % 2 ? K.leaf2 : K.leaf))).join(""), P("M-34 -60h68l-10 60h-48z", K.white), R(-38, -66, 76, 12, K.g2, 4));
const frameArt = (x, y, w = 120, h = 90) => R(x, y, w, h, K.gold, 4) + R(x + 8, y + 8, w - 16, h - 16, lin("#f7c59f", "#5fcbcf")) + P(`M${x + 8} ${y + h - 8}l${w * 0.35} -${h * 0.4} ${w * 0.2} ${h * 0.2} ${w * 0.2} -${h * 0.3} ${w * 0.25 - 16} ${h * 0.5}z`, "#0e7c8699");
const pendant = (x, y = 0, len = 120) => S(`M${x} ${y}v${len}`, K.g4, 3) + P(`M${x - 36} ${y + len + 30}q0 -30 36 -30q36 0 36 30z`, K.gold) + C(x, y + len + 34, 26, glow("#fff3c4"));
const rug = (x, y, w = 300) => E(x, y, w / 2, w / 14, "#fbf6ee") + E(x, y, w / 2 - 18, w / 14 - 8, "#0e7c861a");
function windowView(x, y, w, h, { sunset = false, palmAt = 0.78, city = true, panes = 2 } = {}) {
  const sky = sunset ? lin("#f7c59f", "#f3a37f") : lin("#bfe6ee", "#eaf7f8");
  const hz = y + h * 0.58;
  const inner = R(x, y, w, h, sky) + sun(x + w * 0.22, y + h * 0.3, Math.min(w, h) * 0.09, sunset ? "#ffd98a" : K.sun) + (city ? G(`translate(${x} ${hz}) scale(${w / 800} ${h / 600})`, skyline(0, sunset ? "#d98f78" : "#a9cfd6", 11)) : "") + R(x, hz, w, h * 0.42, sunset ? lin("#2a8a9a", "#17506b") : lin("#5fcbcf", K.teal)) + [palmAt].flat().filter(Boolean).map((p, i) => palm(x + w * p, y + h + 10, (h / 420) * (1 - i * 0.2), i % 2 ? -20 : 20)).join("");
  return clipped(clip(x, y, w, h), inner) + `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="12"/>` + each(panes - 1, (i) => R(x + (w * (i + 1)) / panes - 4, y, 8, h, K.white));
}
const sparkle = (x, y, s = 1, c = K.gold) => use("spark", "M0 -30q6 24 30 30q-24 6 -30 30q-6 -24 -30 -30q24 -6 30 -30z", at(x, y, s), c);
const sparkles = (pts, c) => pts.map(([x, y, s]) => sparkle(x, y, s, c)).join("");
const bubbles = (x, y, n = 6, spread = 160) => `<g fill="#ffffffcc" stroke="${K.foam}" stroke-width="3">${each(n, (i) => C(x + ((i * 61) % spread) - spread / 2, y - ((i * 37) % 90), 8 + ((i * 7) % 14)))}</g>`;
const steam = (x, y, n = 3, c = "#ffffffcc") => each(n, (i) => S(`M${x + i * 24 - (n - 1) * 12} ${y}q-14 -20 0 -40t0 -40`, c, 7));
const dust = (x, y, w = 200, c = "#b7a990") => O(0.55, each(9, (i) => C(x + ((i * 67) % w) - w / 2, y - ((i * 29) % 80), 10 + ((i * 11) % 18), c)));
const motion = (x, y, n = 3, len = 120, c = "#ffffffb3") => each(n, (i) => S(`M${x} ${y + i * 26}h-${len - i * 25}`, c, 6));
const airflow = (x, y, c, n = 3, dir = 1) => each(n, (i) => S(`M${x + i * 40} ${y}q${14 * dir} 30 0 60t0 60`, c, 6));
const shadow = (x, y, w, o = "#0f2a4326") => E(x, y, w / 2, w / 16, o);
function arrow(pts, c, w = 6) {
  const [[ax, ay], [bx, by]] = pts.slice(-2), a = Math.atan2(by - ay, bx - ax), h = w * 3.5;
  const p = (d) => `${f(bx + Math.cos(a + d) * h)} ${f(by + Math.sin(a + d) * h)}`;
  return S(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}`, c, w) + P(`M${f(bx + Math.cos(a) * h * 0.6)} ${f(by + Math.sin(a) * h * 0.6)}L${p(2.4)}L${p(-2.4)}Z`, c);
}

// ---------------------------------------------------------------- people
const LEGS = {
  stand: ["M-14 -135L-16 -8", "M14 -135L16 -8"],
  walk: ["M-14 -135L-40 -8", "M14 -135L34 -8"],
  sit: ["M-12 -135L52 -135L50 -8", "M12 -135L70 -128L72 -8"],
  kneel: ["M-14 -135L-6 -60L-70 -40", "M14 -135L60 -70L60 -8"],
  ride: ["M-12 -135L50 -128L44 -70", "M12 -135L66 -124L60 -70"],
};
function person(x, y, o = {}) {
  const { s = 1, flip = false, skin = SKIN[0], hair = HAIR[0], style = "short", shirt = K.teal, pants = K.navy, legs = "stand", hat, apron, item = "", back = "" } = o;
  const arms = [o.armL ?? [[-44, -180], [-46, -132]], o.armR ?? [[44, -180], [46, -132]]];
  const [l1, l2] = LEGS[legs];
  const feet = [l1, l2].map((d) => d.match(/(-?\d+) (-?\d+)$/).slice(1).map(Number));
  const headHair = { short: P("M-29 -276q0 -32 29 -32t29 32q-6 -16 -29 -17q-20 1 -29 17z", hair), bun: P("M-29 -276q0 -32 29 -32t29 32q-6 -16 -29 -17q-20 1 -29 17z", hair) + C(-20, -300, 13, hair), long: P("M-29 -276q0 -32 29 -32t29 32q-6 -16 -29 -17q-20 1 -29 17z", hair), bald: "" }[style];
  const longBack = style === "long" ? R(-32, -296, 64, 78, hair, 28) : "";
  return G(at(x, y, s, flip),
    back,
    S(l1 + l2, pants, 26), ...feet.map(([fx, fy]) => E(fx + 6, fy + 2, 17, 9, K.navy)),
    R(-34, -150, 68, 24, pants, 10), longBack, R(-9, -256, 18, 20, skin, 4), R(-38, -242, 76, 112, shirt, 30),
    apron ? R(-28, -205, 56, 90, apron, 10) + S("M-20 -205q20 -26 40 0", apron, 4) : "", o.badge === false || o.cape ? "" : sparkle(18, -212, 0.28),
    S(arms.map(([[ex, ey], [hx, hy]], i) => `M${i ? 28 : -28} -226L${f(ex)} ${f(ey)}L${f(hx)} ${f(hy)}`).join(""), shirt, 18), ...arms.map(([, [hx, hy]]) => C(hx, hy, 10, skin)),
    o.cape ? P("M-44 -236q44 -22 88 0l50 170h-170z", o.cape) : "",
    C(0, -278, 27, skin), headHair, hat ?? "", C(6, -280, 3, K.navy), C(18, -280, 3, K.navy), S("M6 -266q7 5 13 0", K.navy, 2.5),
    item);
}
const chefHat = P("M-24 -300v-22a16 16 0 0 1 8 -30a18 18 0 0 1 32 0a16 16 0 0 1 8 30v22z", K.white);
const cap = (c = K.navy) => P("M-30 -284q0 -30 30 -30t30 30z", c) + R(10, -290, 36, 8, c, 4);
// Close-up head and shoulders, origin at the bottom centre; head centre at (0,-250).
function bust(x, y, o = {}) {
  const { s = 1, skin = SKIN[0], hair = HAIR[0], style = "long", shirt = K.teal, eyes = "open", lashes = false, lips = "#c0554a", beard = false, blush = true, brows = hair } = o;
  const dark = "#00000026";
  const back = { long: P("M-96 -250q-6 -120 96 -118q102 -2 96 118l14 140q-110 30 -220 0z", hair), volume: C(-80, -210, 60, hair) + C(80, -210, 60, hair) + C(-90, -150, 50, hair) + C(90, -150, 50, hair) + E(0, -270, 118, 110, hair), bob: P("M-92 -250q-4 -116 92 -116q96 0 92 116l4 70q-96 20 -192 0z", hair), short: "", fade: "" }[style];
  const top = {
    long: P("M-74 -250q-10 -100 74 -102q84 2 74 102q-24 -60 -84 -66q-30 20 -64 66z", hair),
    volume: P("M-76 -240q-14 -110 76 -112q90 2 76 112q-20 -66 -90 -72q-28 24 -62 72z", hair),
    bob: P("M-74 -250q-10 -100 74 -102q84 2 74 102q-10 -40 -74 -50q-64 10 -74 50z", hair),
    short: P("M-72 -262q-4 -84 72 -86q76 2 72 86q-8 -34 -72 -40q-64 6 -72 40z", hair),
    fade: P("M-70 -282q4 -68 70 -70q66 2 70 70q-10 -22 -70 -26q-60 4 -70 26z", hair) + E(-68, -262, 8, 26, hair + "55") + E(68, -262, 8, 26, hair + "55"),
  }[style];
  const eye = (sx) => eyes === "open"
    ? E(sx * 28, -250, 10, 12, K.navy) + C(sx * 28 + 3, -254, 3, K.white) + (lashes ? S(`M${sx * 14} -258q${sx * 14} -12 ${sx * 30} -4M${sx * 38} -258l${sx * 10} -8M${sx * 32} -262l${sx * 6} -10`, K.navy, 3) : "")
    : S(`M${sx * 14} -250q${sx * 14} 8 ${sx * 28} 0`, K.navy, 4) + (lashes ? S(`M${sx * 18} -246l-${sx * 2} 10M${sx * 28} -243v12M${sx * 38} -246l${sx * 3} 10`, K.navy, 3) : "");
  return G(at(x, y, s),
    back, P("M-170 0q0 -120 110 -130h120q110 10 110 130z", shirt), R(-28, -186, 56, 64, skin, 20), E(0, -164, 28, 12, dark),
    E(-70, -244, 12, 18, skin), E(70, -244, 12, 18, skin), E(0, -250, 70, 84, skin),
    beard ? P("M-70 -250q2 84 70 92q68 -8 70 -92q-10 42 -36 46q-34 -10 -68 0q-26 -4 -36 -46z", hair) : "",
    top, eye(-1), eye(1), S("M-44 -280q16 -12 30 -4M44 -280q-16 -12 -30 -4", brows, 6), S("M0 -246q-8 18 4 22", dark, 4),
    blush ? C(-44, -218, 14, "#e9765b33") + C(44, -218, 14, "#e9765b33") : "", o.pads ? P("M-50 -240q24 26 44 2q-22 8 -44 -2zM50 -240q-24 26 -44 2q22 8 44 -2z", K.white) : "", o.clips ? G("rotate(-20 -60 -320)", R(-80, -326, 44, 12, K.gold, 6)) + G("rotate(20 60 -320)", R(36, -326, 44, 12, K.gold, 6)) : "",
    P("M-22 -200q22 16 44 0q-22 8 -44 0z", beard ? "#8d4a3a" : lips));
}

// ---------------------------------------------------------------- animals
function dog(x, y, o = {}) {
  const { s = 1, flip = false, c = "#d9a066", ear = "#a8703d", fluffy = false, tongue = true, collar = K.coral, sit = false } = o;
  const fl = fluffy ? each(8, (i) => C(-80 + i * 22, -120 + (i % 2) * 6, 20, c)) + C(95, -180, 26, c) + C(125, -172, 20, c) : "";
  const body = sit ? E(-20, -60, 62, 58, c) + E(-10, -14, 50, 14, ear) + P("M10 -150q60 -10 70 40l-6 110h-70z", c) + R(30, -70, 24, 70, c, 10) + R(60, -70, 24, 70, c, 10) + (fluffy ? C(-60, -80, 30, c) + C(-30, -110, 30, c) + C(20, -150, 26, c) : "")
    : R(-70, -60, 22, 60, ear, 10) + R(40, -60, 22, 60, ear, 10) + E(0, -90, 96, 44, c) + R(-50, -60, 22, 60, c, 10) + R(62, -60, 22, 60, c, 10) + fl;
  return G(at(x, y, s, flip),
    S(sit ? "M-70 -30q-50 -10 -54 -50" : "M-88 -104q-40 -30 -28 -66", c, 16), body,
    G(sit ? "translate(-30 -40)" : "translate(0 0)", C(96, -150, 42, c), sit && fluffy ? C(95, -180, 26, c) + C(125, -172, 20, c) : "", E(134, -134, 30, 22, c), C(160, -142, 9, K.navy), C(110, -160, 6, K.navy),
      P("M70 -176q-22 40 4 72q20 -24 18 -70z", ear), tongue ? E(140, -112, 9, 13, K.coral) : "",
      collar ? S("M66 -122q26 18 54 4", collar, 10) + C(92, -110, 7, K.gold) : ""));
}
function cat(x, y, s = 1, c = K.g4) {
  return G(at(x, y, s), S("M40 -10q60 0 50 -60", c, 14), P("M-52 0q-10 -96 52 -104q62 8 52 104z", c), C(0, -124, 44, c), P("M-40 -140l4 -44 30 24zM40 -140l-4 -44 -30 24z", c),
    E(-16, -126, 8, 10, K.sun), E(16, -126, 8, 10, K.sun), E(-16, -126, 2.5, 8, K.navy), E(16, -126, 2.5, 8, K.navy), P("M-6 -110h12l-6 7z", K.coral), S("M-14 -106h-30M14 -106h30M-14 -100l-28 8M14 -100l28 8", "#ffffffaa", 2));
}

// ---------------------------------------------------------------- vehicles
function car(x, y, o = {}) {
  const { s = 1, c = K.coral, kind = "sedan", win = "#bfe3ea", flip = false, shine = true } = o;
  const shade = "#00000029";
  const spec = kind === "super"
    ? { body: "M-245 -40L-248 -80L-236 -98L-140 -108Q-90 -140 -30 -146Q10 -148 40 -138L150 -100L232 -80Q250 -72 248 -56L242 -40Z", win: "M-122 -112Q-80 -134 -30 -138Q0 -140 30 -132L112 -104Z", wheels: [-150, 150] }
    : { body: "M-232 -45L-236 -90Q-234 -112 -200 -116L-140 -120Q-100 -176 -30 -178L40 -178Q80 -176 120 -124L200 -116Q238 -110 240 -80L238 -45Z", win: "M-122 -124Q-92 -166 -30 -168L36 -168Q66 -166 100 -126Z", wheels: [-140, 146], pillar: -12 };
  const wheel = (wx) => P(`M${wx - 50} -45A50 50 0 0 1 ${wx + 50} -45Z`, shade) + C(wx, -40, 42, K.tyre) + C(wx, -40, 25, "#c5ced6") + C(wx, -40, 9, K.g4);
  const film = o.film == null ? "" : clipped(def(`w${kind}`, (id) => ({ id, xml: `<clipPath id="${id}"><path d="${spec.win}"/></clipPath>` })), R(-250, -200, 250 + o.film, 200, "#1b2c3de0"));
  const details = kind === "super"
    ? P("M-118 -94L-58 -98L-72 -62L-124 -64Z", shade) + R(-252, -110, 56, 8, c, 3) + S("M-236 -102v-10", K.tyre, 5) + P("M206 -84L246 -70L244 -64L202 -76Z", "#fff6cf") + R(-246, -92, 8, 14, "#c7362a", 3) + S("M-20 -104L-10 -60", shade, 3)
    : S(`M${spec.pillar} -170V-118`, c, 10) + S(`M${spec.pillar - 4} -112L${spec.pillar - 8} -60M100 -112L104 -62`, shade, 3) + R(28, -104, 26, 6, shade, 3) + R(-90, -104, 26, 6, shade, 3) + P("M222 -100L240 -94L238 -82L214 -86Z", "#fff6cf") + R(-238, -98, 10, 18, "#c7362a", 3);
  return G(at(x, y, s, flip), E(0, 0, 250, 14, "#0f2a4333"), P(spec.body, c), P(spec.win, win), film, R(-236, -64, 476, 14, shade, 7), details,
    shine && kind !== "super" ? S("M-180 -112L-120 -116", "#ffffff88", 5) : "", ...spec.wheels.map(wheel));
}
function slingshot(x, y, o = {}) {
  const { s = 1, c = K.coral, rider = false } = o;
  const wheel = (wx, r) => C(wx, -40, r, K.tyre) + C(wx, -40, r * 0.55, "#c5ced6") + C(wx, -40, 7, K.g4);
  return G(at(x, y, s), E(0, 0, 240, 12, "#0f2a4333"), wheel(-170, 40), S("M-110 -64L-170 -40", K.g4, 12), S("M-222 -70A54 54 0 0 1 -118 -84", c, 10),
    rider ? C(-50, -148, 26, K.navy) + R(-64, -146, 30, 12, "#bfe3ea", 6) + R(-64, -124, 40, 30, K.teal, 10) : "",
    P("M-206 -62Q-212 -98 -176 -104L-60 -98L10 -96L226 -76Q252 -70 246 -54L190 -48L-120 -50Q-170 -44 -206 -62Z", c), R(-84, -112, 80, 18, K.navy, 8),
    S("M-110 -100Q-106 -150 -78 -150Q-52 -150 -50 -100", K.g4, 9), S("M18 -96L-6 -130", "#bfe3eacc", 7), P("M-200 -62L240 -56L190 -48L-120 -50Z", "#00000026"),
    S("M90 -66L150 -40M90 -52L150 -40", K.g4, 7), wheel(150, 44), S("M96 -76A58 58 0 0 1 206 -68", c, 12), P("M226 -76L246 -70L242 -60L222 -64Z", "#fff6cf"));
}
// Seen from above, facing right: two front wheels and one rear wheel.
function slingshotTop(x, y, s = 1, c = K.coral) {
  const tyre = (wx, wy) => R(wx - 34, wy - 16, 68, 32, K.tyre, 10);
  return G(at(x, y, s), tyre(-200, 0), S("M-200 0h60", K.g4, 12), S("M110 -40L150 -86M80 -44L150 -86M110 40L150 86M80 44L150 86", K.g2, 8), tyre(150, -96), tyre(150, 96), R(124, -124, 52, 26, c, 10), R(124, 98, 52, 26, c, 10),
    P("M-160 0Q-160 -34 -110 -50L30 -62Q150 -50 230 -12Q240 0 230 12Q150 50 30 62L-110 50Q-160 34 -160 0Z", c), P("M-90 -48h120v96h-120z", K.navy),
    R(-80, -42, 60, 36, K.g4, 12), R(-80, 6, 60, 36, K.g4, 12), S("M40 -46q26 46 0 92", "#bfe3ea", 8), S("M-100 -50v100", K.g3, 8), S("M100 -26h100M100 26h100", "#ffffff55", 5), C(-46, -24, 15, K.navy), C(-46, 24, 15, K.coral));
}
const palmTop = (x, y, s = 1) => G(at(x, y, s), use("ptop", each(7, (i) => { const a = (i * 51 * Math.PI) / 180, c = Math.cos(a), n = Math.sin(a); return `M0 0Q${f(30 * c + 20 * n)} ${f(30 * n - 20 * c)} ${f(80 * c + 6 * n)} ${f(80 * n - 6 * c)}Q${f(40 * c - 10 * n)} ${f(40 * n + 10 * c)} 0 0Z`; }), "", K.leaf2), C(0, 0, 10, "#7a5a2e"));
const guest = (x, y, s, shirt, skin, hair, long, armsUp = true) => G(at(x, y, s), long ? R(-30, -296, 60, 70, hair, 26) : "", R(-38, -242, 76, 110, shirt, 30),
  S(armsUp ? "M-28 -226l-24 -40 -6 -50M28 -226l24 -40 6 -50" : "M-28 -226l-18 50M28 -226l18 50", shirt, 18), C(0, -278, 27, skin), P("M-29 -276q0 -32 29 -32t29 32q-6 -16 -29 -17q-20 1 -29 17z", hair), C(-8, -280, 3, K.navy), C(8, -280, 3, K.navy), S("M-6 -266q6 5 12 0", K.navy, 2.5));
function yacht(x, y, s = 1, flip = false) {
  const dk = K.ink;
  return G(at(x, y, s, flip), E(0, 14, 280, 12, "#0f2a4333"),
    P("M-270 -60L290 -72Q268 -20 232 10L-250 10Q-268 -20 -270 -60Z", K.white), P("M-262 -12L262 -22Q250 -4 232 10L-250 10Z", K.navy), S("M-266 -40L276 -50", K.gold, 4),
    P("M-232 -60L-216 -112L150 -116L212 -66Z", K.white), P("M-202 -78L-194 -100L140 -102L182 -80Z", dk),
    P("M-150 -114L-134 -152L70 -154L120 -116Z", K.g1), P("M-122 -124L-114 -142L60 -143L96 -126Z", dk),
    P("M-96 -152L-80 -176L22 -178L42 -154Z", K.white), S("M-40 -178V-210", K.g4, 5), C(-40, -212, 7, K.g4), S("M150 -116L252 -74", K.g3, 3), P("M-262 -80l-24 -8v16z", K.coral), S("M-262 -60V-90", K.g4, 3));
}
function pontoon(x, y, o = {}) {
  const { s = 1, party = true, lights = false } = o;
  const guests = party ? [[-120, K.coral, SKIN[1], HAIR[0]], [-50, K.gold, SKIN[2], HAIR[2]], [30, K.white, SKIN[0], HAIR[1]], [110, K.coral, SKIN[3], HAIR[0]]].map(([gx, sh, sk, hr], i) => guest(gx, -10, 0.5, sh, sk, hr, i % 2, i !== 2)).join("") : "";
  return G(at(x, y, s), E(0, 16, 250, 12, "#0f2a4333"), S("M-120 -88L-112 -190M104 -88L96 -190", K.g4, 6), guests,
    R(-230, -18, 460, 28, "#c5ced6", 14), R(-230, -8, 460, 6, "#ffffff99", 3), R(-220, -40, 440, 24, K.g1, 4),
    R(-210, -90, 400, 52, K.teal, 6), S("M-210 -90H190", K.white, 6),
    R(180, -110, 30, 72, K.white, 8), P("M-170 -190Q-10 -222 150 -190L140 -176Q-10 -204 -160 -176Z", K.coral),
    lights ? each(9, (i) => C(-160 + i * 38, -182 - Math.sin((i / 8) * Math.PI) * 14, 5, K.sun)) : "");
}
function jetski(x, y, o = {}) {
  const { s = 1, c = K.coral, rider = true, flip = false, shirt = K.white, skin = SKIN[0] } = o;
  return G(at(x, y, s, flip), each(5, (i) => C(-140 - i * 22, -16 - (i % 2) * 16, 12 - i * 1.5, "#ffffffd9")), S("M-140 6q-60 10 -160 0", "#ffffffb3", 8),
    rider ? person(-40, 14, { s: 0.62, legs: "ride", shirt, skin, badge: false, armR: [[84, -196], [134, -205]], armL: [[78, -190], [128, -200]] }) : "",
    P("M-130 -10L-128 -50L-40 -56L40 -70Q120 -72 152 -30Q152 -8 120 -2L-120 0Z", K.white), P("M-127 -30L151 -36Q150 -12 120 -4L-120 -2Z", c),
    P("M-110 -52Q-100 -74 -20 -72Q0 -72 0 -58Z", K.navy), P("M16 -64L56 -94L92 -80L66 -64Z", K.teal), S("M46 -90L40 -112", K.navy, 8), R(30, -118, 26, 10, K.navy, 5));
}
function truck(x, y, s = 1) {
  const wheel = (wx) => C(wx, -30, 32, K.tyre) + C(wx, -30, 15, "#c5ced6");
  return G(at(x, y, s), E(0, 2, 250, 12, "#0f2a4333"), R(-240, -240, 300, 200, K.white, 8), R(-240, -120, 300, 22, K.teal), sparkle(-90, -180, 1.3), S("M-230 -46H60", K.g2, 8),
    P("M66 -170H150Q176 -170 192 -140L230 -100Q238 -90 238 -70V-40H66Z", K.teal), P("M150 -158H174L206 -108H150Z", "#bfe3ea"), R(60, -48, 184, 14, K.g4, 5), R(226, -92, 12, 14, "#fff6cf", 4), wheel(-170), wheel(-100), wheel(170));
}
const wheelChock = "";

// ---------------------------------------------------------------- furniture & home
function sofa(x, y, o = {}) {
  const { s = 1, w = 320, c = K.teal, pillow = K.gold } = o;
  const h = w / 2;
  return G(at(x, y, s), shadow(0, 2, w + 40), R(-h + 16, -14, 10, 14, K.woodD), R(h - 26, -14, 10, 14, K.woodD), R(-h + 20, -160, w - 40, 90, c, 28), R(-h + 20, -160, w - 40, 90, "#0000001a", 28),
    R(-h + 40, -150, (w - 100) / 2, 70, c, 22), R(10, -150, (w - 100) / 2, 70, c, 22), R(-h, -92, w, 66, c, 22), R(-h, -52, w, 36, "#0000001f", 16),
    R(-h - 14, -122, 50, 108, c, 24), R(h - 36, -122, 50, 108, c, 24), P(`M${-h + 50} -92l34 -50 40 28 -30 36z`, pillow));
}
const coffeeTable = (x, y, w = 200) => shadow(x, y + 2, w) + R(x - w / 2 + 16, y - 40, 10, 40, K.woodD) + R(x + w / 2 - 26, y - 40, 10, 40, K.woodD) + R(x - w / 2, y - 54, w, 16, K.wood, 6);
function bed(x, y, o = {}) {
  const { s = 1, sheet = K.white, throwC = K.teal } = o;
  return G(at(x, y, s), shadow(0, 4, 460), R(-230, -250, 40, 250, K.navy, 10), R(-200, -90, 420, 80, sheet, 14), R(-200, -40, 420, 30, K.g2, 10), R(-190, -140, 90, 52, K.white, 22), R(-180, -150, 90, 52, K.g1, 22),
    R(40, -96, 180, 60, throwC, 12), R(40, -96, 180, 12, K.gold, 6), R(-200, -14, 12, 14, K.woodD), R(206, -14, 12, 14, K.woodD));
}
function counter(x, y, w = 460, c = K.navy) {
  return R(x - w / 2, y - 150, w, 150, c, 4) + each(Math.floor(w / 115), (i) => R(x - w / 2 + 14 + i * 115, y - 130, 100, 116, "#ffffff14", 6) + R(x - w / 2 + 50 + i * 115, y - 120, 28, 5, K.gold, 2)) + R(x - w / 2 - 10, y - 166, w + 20, 18, K.g1, 4);
}
const upperCabinets = (x, y, w = 460) => each(Math.floor(w / 115), (i) => R(x - w / 2 + i * 115, y, 108, 120, K.white, 6) + R(x - w / 2 + 46 + i * 115, y + 96, 16, 5, K.gold, 2));
function bookshelf(x, y, o = {}) {
  const { s = 1, shelves = 4, books = true, partial = false } = o;
  const w = 200, h = 300;
  const levels = partial ? 2 : shelves;
  const bk = (bx, by, i) => R(bx, by - 56 + (i % 3) * 6, 18 + (i % 2) * 6, 56 - (i % 3) * 6, [K.teal, K.coral, K.gold, K.navy][i % 4], 3);
  return G(at(x, y, s), shadow(0, 2, 240), R(-w / 2, -h, 16, h, K.wood), R(w / 2 - 16, -h, 16, h, K.wood), partial ? "" : R(-w / 2, -h, w, 16, K.wood) + R(-w / 2 + 16, -h + 16, w - 32, h - 16, "#00000014"),
    each(levels, (i) => R(-w / 2, -14 - i * 92, w, 14, K.woodD)),
    books && !partial ? each(4, (i) => bk(-80 + i * 26, -106, i)) + each(3, (i) => bk(-78 + i * 26, -198, i + 1)) + plant(55, -106, 0.5) + C(40, -220, 18, K.coral) + R(10, -208, 70, 8, K.gold, 3) : "");
}
const door = (x, y, w = 170, h = 330, c = K.navy) => R(x - 12, y - h - 12, w + 24, h + 12, K.white, 6) + R(x, y - h, w, h, c, 4) + R(x + 18, y - h + 20, w - 36, h / 2 - 30, "#ffffff14", 6) + R(x + 18, y - h / 2 + 10, w - 36, h / 2 - 30, "#ffffff14", 6) + R(x + w / 2 - 16, y - h + 40, 32, 10, K.gold, 3);

// ---------------------------------------------------------------- objects
const towels = (x, y, n = 4, s = 1) => G(at(x, y, s), each(n, (i) => R(-110 + (i % 2) * 8, -38 - i * 36, 220, 36, [K.white, K.sky, K.white, K.sand][i % 4], 14) + R(-100 + (i % 2) * 8, -20 - i * 36, 200, 5, "#0e7c8655", 2)));
const towelRoll = (x, y, s = 1, c = K.white) => G(at(x, y, s), C(0, 0, 30, c), S("M0 0m-16 0a16 16 0 1 1 16 16", K.g2, 5));
const laundryBag = (x, y, s = 1, c = K.teal) => G(at(x, y, s), P("M-80 0q-16 -140 56 -160h48q72 20 56 160z", c), S("M-26 -160q26 -24 52 0", K.navy, 8), R(-30, -166, 60, 14, K.navy, 7), sparkle(0, -80, 0.9));
function washer(x, y, s = 1, full = true) {
  return G(at(x, y, s), R(-100, -230, 200, 230, K.white, 14), R(-100, -230, 200, 44, K.g1, 14), C(60, -208, 12, K.g2), R(-80, -214, 60, 10, K.teal, 5), C(0, -105, 74, K.g2), C(0, -105, 58, lin("#e3f4f6", K.aqua)),
    full ? P("M-58 -100q30 -16 58 0t58 0a58 58 0 0 1 -116 0z", K.teal) + bubbles(0, -110, 4, 60) : "");
}
const basket = (x, y, s = 1, clothes = true) => G(at(x, y, s), clothes ? C(-40, -96, 34, K.coral) + C(10, -104, 38, K.sky) + C(50, -92, 30, K.gold) : "", P("M-90 -90h180l-20 90h-140z", "#d8b27a"), each(4, (i) => S(`M-80 ${-70 + i * 18}h160`, "#b98e56", 4)));
const shirtShape = (c) => P("M-40 0v-100l-24 10 -14 -36 48 -24q10 14 30 14t30 -14l48 24 -14 36 -24 -10v100z", c);
const rack = (x, y, colors = [K.white, K.sky, K.coral, K.navy]) => R(x - 160, y - 360, 8, 360, K.g4, 4) + R(x + 152, y - 360, 8, 360, K.g4, 4) + R(x - 170, y - 366, 340, 10, K.g4, 5) + colors.map((c, i) => G(`translate(${x - 105 + i * 70} ${y - 150})`, S("M0 -200v-14", K.g4, 3), S("M-40 -160l40 -40 40 40", K.g4, 4), G("translate(0 0)", shirtShape(c)))).join("");
const sprayBottle = (x, y, s = 1, c = K.teal) => G(at(x, y, s), R(-22, -80, 44, 80, c, 12), R(-14, -96, 28, 20, K.white), P("M-16 -96h40l14 12 -4 8 -20 -6h-30z", K.navy), S("M8 -80l6 20", K.navy, 5), R(-14, -52, 28, 26, "#ffffff55", 6));
const mist = (x, y, dir = 1) => each(6, (i) => C(x + dir * (10 + i * 10), y - 8 + ((i * 13) % 18) - 9, 3 + (i % 3), "#ffffffcc"));
const cloth = (x, y, s = 1, c = K.gold) => G(at(x, y, s), P("M-30 -20q30 -16 60 0l6 30q-36 14 -72 0z", c));
const bucket = (x, y, s = 1) => G(at(x, y, s), P("M-50 -90h100l-12 90h-76z", K.teal), E(0, -90, 50, 10, K.aqua), S("M-50 -86q50 -60 100 0", K.g4, 5), bubbles(0, -100, 3, 60));
const mop = (x, y, s = 1, a = -14) => G(`${at(x, y, s)} rotate(${a})`, R(-5, -300, 10, 280, K.wood, 5), P("M-40 0q0 -30 40 -30t40 30l6 14h-92z", K.white), each(5, (i) => S(`M${-34 + i * 17} 0v18`, K.g2, 6)));
const vacuum = (x, y, s = 1) => G(at(x, y, s), R(-6, -290, 12, 230, K.g4, 6), R(-22, -300, 44, 16, K.navy, 8), R(-36, -190, 60, 120, K.coral, 20), R(-70, -34, 120, 30, K.navy, 12), S("M-16 -70v36", K.g4, 12), C(40, -16, 14, K.g4));
const duster = (x, y, s = 1, a = 20) => G(`${at(x, y, s)} rotate(${a})`, R(-5, -140, 10, 140, K.woodD, 5), ...[-18, 0, 18].map((dx) => E(dx, -170, 16, 44, dx ? K.blush : K.coral)));
const caddy = (x, y, s = 1) => G(at(x, y, s), sprayBottle(-30, -40, 0.8, K.coral), R(20, -110, 40, 60, K.sky, 8), S("M-60 -60v-60h120v60", K.navy, 8), R(-80, -60, 160, 60, K.gold, 10), cloth(0, -30, 0.9, K.white));
const drill = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-70, -42, 120, 52, K.coral, 18), R(50, -26, 30, 20, K.g4, 4), R(80, -20, 60, 8, K.g3, 3), R(-50, 4, 42, 80, K.navy, 12), R(-58, 78, 58, 26, K.g4, 8), R(-10, 0, 14, 20, K.g4, 4));
const screwdriver = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-14, -10, 28, 90, K.coral, 12), R(-4, -110, 8, 104, K.g3, 3));
const wrench = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-9, -10, 18, 150, K.g3, 8), P("M-26 -30a30 30 0 1 1 52 0l-12 -26h-28z", K.g3));
const level = (x, y, w = 220) => R(x - w / 2, y - 18, w, 36, K.gold, 6) + R(x - 26, y - 10, 52, 20, "#b8ecc1", 8) + C(x, y, 7, K.leaf2);
const ladder = (x, y, s = 1) => G(at(x, y, s), S("M-70 0L-20 -320M70 0L20 -320", K.g3, 14), each(4, (i) => R(-58 + i * 10, -70 - i * 70, 116 - i * 20, 10, K.g3, 4)), R(-30, -330, 60, 16, K.gold, 5));
const paintCan = (x, y, s = 1, c = K.teal) => G(at(x, y, s), R(-46, -90, 92, 90, K.g2, 8), E(0, -90, 46, 10, c), P("M-46 -80q20 30 30 0q10 30 30 0v20h-60z", c), S("M-44 -86q44 -50 88 0", K.g4, 4));
const box = (x, y, w = 120, h = 100, open = false) => R(x, y - h, w, h, K.box, 4) + R(x, y - h, w, h * 0.18, K.boxD, 4) + R(x + w / 2 - 9, y - h, 18, h * 0.45, "#e6c893") + (open ? P(`M${x} ${y - h}l-26 -30h${w * 0.45}l26 30zM${x + w} ${y - h}l26 -30h-${w * 0.45}l-26 30z`, K.boxD) : "");
const laptop = (x, y, s = 1, screen = lin("#bfe6ee", K.aqua)) => G(at(x, y, s), R(-150, -206, 300, 196, K.navy, 12), R(-136, -192, 272, 168, screen, 4), P("M-196 0h392l-24 -14h-344z", K.g3), R(-196, -6, 392, 10, K.g2, 5));
const phone = (x, y, s = 1, o = {}) => G(at(x, y, s), R(-48, -190, 96, 190, K.navy, 16), R(-40, -176, 80, 164, o.screen ?? lin("#bfe6ee", K.aqua), 8), R(-14, -184, 28, 5, K.g4, 3),
  o.crack ? S("M-30 -150L0 -110L-18 -80L14 -50L2 -20M0 -110L30 -124M14 -50L36 -60", "#ffffff", 3) : "", o.icon ?? "");
const magnifier = (x, y, s = 1) => G(at(x, y, s), S("M34 34L90 90", K.navy, 18), C(0, 0, 50, "#ffffff55"), `<circle r="50" fill="none" stroke="${K.gold}" stroke-width="12"/>`);
const lockIcon = (x, y, s = 1, c = K.gold, open = false) => G(at(x, y, s), S(open ? "M-14 -10v-22a14 14 0 0 1 28 0" : "M-14 -10v-18a14 14 0 0 1 28 0v18", c, 7), R(-22, -12, 44, 34, c, 6), C(0, 4, 5, K.navy));
const check = (x, y, s = 1, c = K.leaf2) => G(at(x, y, s), C(0, 0, 40, c), S("M-18 0l12 14 24 -26", K.white, 10));
const wifi = (x, y, s = 1, c = K.teal) => G(at(x, y, s), C(0, 0, 8, c), S("M-24 -20a34 34 0 0 1 48 0M-44 -40a62 62 0 0 1 88 0", c, 8));
const key = (x, y, s = 1, a = 0, c = K.gold) => G(`${at(x, y, s)} rotate(${a})`, C(0, 0, 34, c), C(0, 0, 12, K.white), R(28, -9, 140, 18, c, 5), R(128, 8, 12, 24, c), R(100, 8, 12, 16, c), R(148, 8, 10, 20, c));
const fob = (x, y, s = 1) => G(at(x, y, s), R(-36, -60, 72, 120, K.navy, 30), C(0, -24, 12, K.g4), C(0, 14, 12, K.g4), C(0, 44, 6, K.coral), S("M0 -60v-30", K.g3, 6), C(0, -104, 16, "none") + `<circle cy="-104" r="16" fill="none" stroke="${K.gold}" stroke-width="6"/>`);
function smartLock(x, y, s = 1, lit = K.aqua) {
  return G(at(x, y, s), R(-50, -120, 100, 240, K.g4, 18), R(-38, -104, 76, 120, K.tyre, 10), each(9, (i) => C(-20 + (i % 3) * 20, -80 + Math.floor(i / 3) * 26, 7, lit)), C(0, 50, 16, K.g2), R(-6, 50, 90, 20, K.g2, 10));
}
const tv = (x, y, s = 1, w = 440, h = 250) => G(at(x, y, s), R(-w / 2, -h, w, h, K.navy, 10), clipped(clip(-w / 2 + 12, -h + 12, w - 24, h - 24), R(-w / 2, -h, w, h, lin("#f7c59f", "#f3a37f")), C(w * 0.18, -h * 0.55, 26, "#ffd98a"), R(-w / 2, -h * 0.42, w, h * 0.42, lin("#2a8a9a", "#17506b")), palm(-w * 0.3, 10, 0.55, 20)));
const thermostat = (x, y, s = 1, c = K.coral) => G(at(x, y, s), C(0, 0, 80, K.g2), C(0, 0, 66, K.navy), S("M-42 34a54 54 0 1 1 84 0", "#ffffff33", 10), S("M-42 34a54 54 0 0 1 12 -84", c, 10), C(0, 0, 20, c + "55"), C(0, 0, 10, c));
const miniSplit = (x, y, s = 1) => G(at(x, y, s), R(-160, -50, 320, 90, K.white, 24), R(-140, 14, 280, 12, K.g2, 6), C(120, -24, 5, K.aqua));
const condenser = (x, y, s = 1) => G(at(x, y, s), R(-160, -20, 320, 20, K.g3, 4), R(-150, -250, 300, 232, K.g1, 12), C(-20, -134, 86, K.g4), C(-20, -134, 72, K.g2), each(3, (i) => G(`translate(-20 -134) rotate(${i * 120})`, E(0, -36, 16, 34, K.g4))), C(-20, -134, 12, K.navy), R(96, -220, 40, 170, K.g2, 6), each(6, (i) => R(100, -210 + i * 26, 32, 6, K.g3, 3)));
const gauge = (x, y, c) => C(x, y, 36, K.white) + `<circle cx="${x}" cy="${y}" r="36" fill="none" stroke="${c}" stroke-width="8"/>` + S(`M${x} ${y}l20 -18`, K.navy, 5);
const filterPanel = (x, y, w = 200, h = 140, dirty = false) => R(x, y, w, h, dirty ? "#c9bfae" : K.white, 6) + `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="${K.g4}" stroke-width="8"/>` + each(Math.floor(w / 22), (i) => S(`M${x + 14 + i * 22} ${y + 10}v${h - 20}`, dirty ? "#a89b84" : K.g2, 5));

// Kitchen & dining
const plate = (x, y, s = 1) => G(at(x, y, s), E(0, 0, 110, 34, K.white), E(0, 0, 110, 34, "none") + E(0, -2, 80, 22, K.g1), E(-10, -10, 40, 14, "#b5553f"), C(24, -16, 12, K.leaf2), C(38, -10, 8, K.leaf), S("M-50 4q40 14 90 0", K.coral, 4), C(-34, -20, 6, K.sun));
const pan = (x, y, s = 1) => G(at(x, y, s), R(100, -20, 150, 18, K.navy, 9), E(0, -10, 110, 34, K.tyre), E(0, -18, 94, 24, "#b5553f"), C(-30, -22, 12, K.leaf2), C(30, -16, 10, K.sun), C(0, -26, 9, K.leaf));
const pot = (x, y, s = 1) => G(at(x, y, s), R(-90, -110, 180, 110, K.g3, 16), R(-110, -96, 28, 14, K.g4, 7), R(82, -96, 28, 14, K.g4, 7), E(0, -112, 92, 14, K.g4), C(0, -130, 10, K.g4), steam(0, -150, 3));
const cooktop = (x, y, w = 420) => R(x - w / 2, y - 20, w, 20, K.tyre, 6) + E(x - w / 4, y - 22, 80, 12, "#e9765b55") + E(x + w / 4, y - 22, 80, 12, "#e9765b55");
const board = (x, y, s = 1, veg = true) => G(at(x, y, s), R(-150, -30, 300, 30, K.wood, 10), R(150, -22, 40, 14, K.wood, 7), veg ? C(-90, -54, 24, K.coral) + R(-96, -82, 12, 10, K.leaf, 3) + P("M-40 -36l90 -20 -86 -6z", "#f08a3c") + each(4, (i) => C(80 + i * 14, -40, 11, K.leaf2)) + E(20, -38, 12, 8, K.sun) : "");
const knife = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, P("M0 0h130q-10 26 -130 26z", K.g2), R(-70, 0, 74, 20, K.navy, 8));
const wineGlass = (x, y, s = 1, c = "#9b2f45") => G(at(x, y, s), R(-3, -60, 6, 56, K.g2), R(-24, -6, 48, 6, K.g2, 3), P("M-26 -120h52q2 56 -26 60q-28 -4 -26 -60z", "#ffffff88"), P("M-24 -96h48q-2 34 -24 36q-22 -2 -24 -36z", c));
const candle = (x, y, s = 1) => G(at(x, y, s), C(0, -80, 34, glow("#ffe7a3")), R(-16, -60, 32, 60, K.white, 6), P("M0 -92q12 16 0 26q-12 -10 0 -26z", K.gold));
const table = (x, y, w = 420, c = K.white) => shadow(x, y + 2, w) + R(x - w / 2 + 30, y - 130, 14, 130, K.woodD) + R(x + w / 2 - 44, y - 130, 14, 130, K.woodD) + R(x - w / 2, y - 150, w, 24, c, 6) + R(x - w / 2, y - 132, w, 10, K.g2, 3);

// Beauty
const makeupBrush = (x, y, s = 1, a = 0, tip = K.blush) => G(`${at(x, y, s)} rotate(${a})`, R(-8, -10, 16, 150, K.navy, 8), R(-10, -40, 20, 34, K.gold, 4), P("M-10 -40q-12 -50 10 -70q22 20 10 70z", tip));
const palette = (x, y, s = 1) => G(at(x, y, s), R(-160, -70, 320, 140, K.navy, 20), [K.blush, K.coral, K.gold, "#b0526b", K.teal, "#d9a38c", "#8a5a44", K.sand].map((c, i) => R(-140 + (i % 4) * 72, -54 + Math.floor(i / 4) * 60, 60, 48, c, 10)).join(""));
const lipstick = (x, y, s = 1, c = K.coral) => G(at(x, y, s), R(-20, -60, 40, 60, K.gold, 6), R(-14, -100, 28, 44, K.g4, 4), P("M-12 -100v-30l24 -14v44z", c));
const compact = (x, y, s = 1) => G(at(x, y, s), C(0, 0, 56, K.gold), C(0, 0, 46, "#e8c4a4"), E(-12, -12, 16, 10, "#ffffff66"));
const polish = (x, y, s = 1, c = K.coral) => G(at(x, y, s), R(-34, -80, 68, 80, c, 14), R(-22, -70, 14, 50, "#ffffff55", 7), R(-14, -130, 28, 52, K.navy, 6));
const vanityMirror = (x, y, w = 300, h = 240) => R(x - w / 2, y - h, w, h, K.white, 14) + R(x - w / 2 + 30, y - h + 30, w - 60, h - 60, lin("#e3f4f6", "#bfe6ee"), 8) + S(`M${x - 40} ${y - h + 60}l60 -20M${x - 60} ${y - h + 90}l100 -36`, "#ffffffaa", 8) +
  each(4, (i) => C(x - w / 2 + 15, y - h + 30 + i * ((h - 60) / 3), 9, K.sun) + C(x + w / 2 - 15, y - h + 30 + i * ((h - 60) / 3), 9, K.sun));
const dryer = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-30, 10, 46, 110, K.coral, 16), R(-70, -40, 170, 70, K.coral, 35), C(-66, -5, 34, K.navy), C(-66, -5, 20, K.g4), R(90, -34, 24, 58, K.navy, 6));
const roundBrush = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-8, 0, 16, 120, K.navy, 8), R(-22, -110, 44, 110, K.g3, 22), each(6, (i) => S(`M-30 ${-100 + i * 18}h60`, K.g4, 4)));
const comb = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-90, -10, 180, 20, K.navy, 6), each(14, (i) => R(-84 + i * 12, 8, 6, 30, K.navy, 2)));
const scissors = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, `<g fill="none" stroke="${K.coral}" stroke-width="10"><circle cx="-30" cy="60" r="22"/><circle cx="30" cy="60" r="22"/></g>`, P("M-18 40L10 -90L18 -88L4 40z", K.g3), P("M18 40L-10 -90L-18 -88L-4 40z", K.g2), C(0, 10, 6, K.navy));
const clippers = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-34, -110, 68, 190, K.navy, 30), R(-38, -130, 76, 30, K.g3, 6), each(8, (i) => R(-34 + i * 9, -142, 5, 14, K.g2)), R(-10, -40, 20, 40, K.gold, 8));
const razor = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-8, 0, 16, 120, K.navy, 8), P("M-10 0l-6 -110h34l-8 110z", K.g2));
const barberPole = (x, y, s = 1) => G(at(x, y, s), R(-26, -240, 52, 16, K.g3, 6), R(-26, -18, 52, 16, K.g3, 6), clipped(clip(-20, -226, 40, 210, 10), R(-20, -226, 40, 210, K.white), each(6, (i) => P(`M-20 ${-226 + i * 44}l40 -30v18l-40 30z`, i % 2 ? K.navy : K.coral))));
function barberChair(x, y, s = 1, c = K.navy) {
  return G(at(x, y, s), shadow(0, 0, 220), R(-80, -12, 160, 14, K.g3, 7), R(-12, -80, 24, 70, K.g3, 6), R(-90, -120, 190, 44, c, 18), R(-100, -290, 50, 190, c, 20), R(-96, -330, 42, 40, c, 14), R(-60, -170, 150, 18, K.g3, 9), R(60, -90, 60, 14, K.g3, 7), R(100, -90, 12, 70, K.g3, 6));
}
function hand(x, y, s = 1, o = {}) {
  const { nails = K.coral, skin = SKIN[0], a = 0, ring = false } = o;
  const fingers = [[-48, -150, 100], [-16, -172, 122], [16, -166, 116], [46, -140, 90]];
  return G(`${at(x, y, s)} rotate(${a})`, R(-62, -70, 124, 200, skin, 44), ...fingers.map(([fx, fy, len]) => R(fx - 14, fy, 28, len, skin, 14) + R(fx - 10, fy + 4, 20, 30, nails, 10)),
    G("translate(-62 -20) rotate(-35)", R(-14, -90, 28, 100, skin, 14), R(-10, -86, 20, 26, nails, 10)), ring ? R(-30, -72, 28, 12, K.gold, 6) : "", S("M-40 40q40 20 80 0", "#00000018", 4));
}
function eyeClose(x, y, s = 1, o = {}) {
  const { skin = SKIN[2], iris = K.teal, closed = false, brow = HAIR[1] } = o;
  return G(at(x, y, s), R(-400, -400, 800, 800, skin), S("M-190 -140q110 -60 230 -16", brow, 26),
    closed ? S("M-180 10q150 70 300 0", K.navy, 8) + each(9, (i) => S(`M${-160 + i * 34} ${22 + Math.sin((i / 8) * Math.PI) * 30}q${-8 + i * 2} 40 ${-20 + i * 5} 60`, K.navy, 5))
      : P("M-180 10q150 -130 300 0q-150 110 -300 0z", K.white) + C(-30, 12, 50, iris) + C(-30, 12, 24, K.navy) + C(-16, -2, 10, K.white) + S("M-180 10q150 -130 300 0", K.navy, 10) + each(10, (i) => S(`M${-170 + i * 31} ${-8 - Math.sin((i / 9) * Math.PI) * 52}q${-10 + i * 2} -40 ${-26 + i * 6} -60`, K.navy, 5)));
}
const tweezers = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, P("M-6 0l-8 -180h8l10 180zM6 0l16 -178h8l-14 178z", K.g3), R(-10, -10, 28, 20, K.g3, 6));

// Spa
function massageTable(x, y, o = {}) {
  const { s = 1, client = true, skin = SKIN[1], towel = K.white } = o;
  return G(at(x, y, s), shadow(0, 0, 460), S("M-170 -90L-120 0M-120 -90L-170 0M170 -90L120 0M120 -90L170 0", K.wood, 10), R(-230, -110, 440, 30, K.sand, 14), R(210, -106, 44, 20, K.sand, 10),
    client ? C(-170, -132, 30, skin) + P("M-200 -140q0 -36 34 -34q26 2 30 24q-34 -10 -64 10z", HAIR[0]) + R(-140, -150, 170, 44, skin, 22) + R(-20, -156, 230, 50, towel, 20) + R(-20, -140, 230, 6, "#0e7c8655", 3) : R(-200, -124, 160, 16, towel, 8));
}
const stones = (x, y, s = 1) => G(at(x, y, s), E(0, -16, 70, 18, K.tyre), E(0, -46, 56, 16, K.g4), E(0, -72, 42, 13, K.tyre), E(0, -94, 30, 11, K.g4), E(-10, -98, 10, 3, "#ffffff44"));
const oilBottle = (x, y, s = 1) => G(at(x, y, s), R(-26, -90, 52, 90, "#c98b2b", 14), R(-18, -62, 36, 34, K.sand, 4), R(-10, -116, 20, 28, K.navy, 4), E(0, -124, 12, 10, K.navy));
const orchid = (x, y, s = 1) => G(at(x, y, s), S("M0 -60q-10 -120 40 -170", K.leaf, 5), ...[[36, -230], [12, -196], [0, -160]].map(([ox, oy]) => each(5, (i) => G(`translate(${ox} ${oy}) rotate(${i * 72})`, E(0, -14, 9, 14, "#f7e1ec"))) + C(ox, oy, 5, K.coral)).join(""), E(-20, -60, 30, 10, K.leaf2), R(-30, -60, 60, 60, K.white, 8));

// Pets
const petBowl = (x, y, s = 1, c = K.coral, food = true) => G(at(x, y, s), food ? E(0, -36, 54, 14, "#8a5a2e") + each(5, (i) => C(-30 + i * 15, -40 - (i % 2) * 4, 7, "#a0683a")) : E(0, -36, 54, 14, K.aqua), P("M-64 -36h128l-16 36h-96z", c));
const ball = (x, y, r = 18) => C(x, y, r, "#c8e04a") + S(`M${x - r} ${y}q${r} -${r * 0.6} ${r * 2} 0`, K.white, 3);
const bone = (x, y, s = 1) => G(at(x, y, s), R(-40, -8, 80, 16, K.sand, 8), C(-40, -8, 11, K.sand), C(-40, 8, 11, K.sand), C(40, -8, 11, K.sand), C(40, 8, 11, K.sand));
const groomTable = (x, y, w = 320) => shadow(x, y, w) + R(x - w / 2, y - 150, w, 22, K.g3, 8) + R(x - w / 2 + 30, y - 130, 14, 130, K.g4) + R(x + w / 2 - 44, y - 130, 14, 130, K.g4) + S(`M${x + w / 2 - 30} ${y - 150}v-220h-120`, K.g4, 8);
const tub = (x, y, s = 1) => G(at(x, y, s), P("M-200 -130h400v20q0 110 -110 110h-180q-110 0 -110 -110z", K.white), R(-214, -140, 428, 22, K.g2, 10), S("M170 -140v-120h-70", K.g3, 10), P("M86 -270h40l10 20h-60z", K.g3));
const shower = (x, y, n = 6) => each(n, (i) => S(`M${x - 25 + i * 10} ${y}l${-30 + i * 12} 90`, "#7fd3d6cc", 4));
const bow = (x, y, s = 1) => G(at(x, y, s), P("M0 0l-26 -18v36zM0 0l26 -18v36z", K.coral), C(0, 0, 7, K.gold));

// Moving & building
const dolly = (x, y, s = 1) => G(at(x, y, s), S("M-50 -320v300h110", K.g4, 12), C(-30, -16, 20, K.tyre), S("M-50 -320h-30", K.g4, 12));
const tapeGun = (x, y, s = 1) => G(at(x, y, s), C(0, 0, 34, K.g2), C(0, 0, 16, "#d9c6a0"), P("M20 -20l60 0 -10 20z", K.g4), R(-12, 20, 24, 60, K.coral, 8));
const dropCloth = (x, y, w = 500) => P(`M${x - w / 2} ${y}q${w * 0.1} -30 ${w * 0.25} -10t${w * 0.25} -6t${w * 0.25} 4t${w * 0.25} 12v30h-${w}z`, "#e6e9ec") + S(`M${x - w * 0.3} ${y - 8}l40 20M${x + w * 0.1} ${y - 6}l30 22`, K.g2, 4);
const shopVac = (x, y, s = 1) => G(at(x, y, s), R(-60, -150, 120, 150, K.gold, 24), E(0, -150, 60, 16, K.navy), C(-40, -4, 12, K.tyre), C(40, -4, 12, K.tyre), S("M40 -120q120 -40 120 80", K.g4, 14), R(140, -48, 60, 20, K.navy, 8));
const squeegee = (x, y, s = 1, a = 0) => G(`${at(x, y, s)} rotate(${a})`, R(-6, 0, 12, 90, K.navy, 6), R(-60, -12, 120, 16, K.g4, 6), R(-62, -18, 124, 8, K.tyre, 4));
const filmRoll = (x, y, s = 1) => G(at(x, y, s), R(-140, -34, 280, 68, "#2a3e52", 34), E(-140, 0, 16, 34, K.g4), E(-140, 0, 6, 12, K.g2), P("M130 -30h120v150h-120z", "#2a3e52aa"), S("M140 -20l100 0", "#ffffff55", 4));
const carWindowClose = (x, y, w, h, tint) => P(`M${x} ${y + h}l${w * 0.12} -${h}h${w * 0.66}q${w * 0.2} 0 ${w * 0.22} ${h}z`, tint);
const life = (x, y, s = 1) => G(at(x, y, s), P("M-50 0v-110q0 -24 26 -24q8 20 24 20t24 -20q26 0 26 24v110z", "#f08a3c"), S("M-50 -60h100M-50 -30h100", K.navy, 6));
const dock = (x, y, w) => R(x, y - 30, w, 30, K.wood, 4) + each(Math.floor(w / 60), (i) => S(`M${x + 30 + i * 60} ${y - 30}v30`, K.woodD, 3)) + each(Math.floor(w / 150) + 1, (i) => R(x + 10 + i * 150, y - 50, 18, 110, K.woodD, 6));
const cooler = (x, y, s = 1) => G(at(x, y, s), R(-60, -70, 120, 70, K.white, 10), R(-60, -80, 120, 20, K.teal, 8), R(-20, -90, 40, 10, K.navy, 5));
const flamingo = (x, y, s = 1) => G(at(x, y, s), `<ellipse cx="0" cy="0" rx="70" ry="24" fill="none" stroke="#f29fb5" stroke-width="22"/>`, S("M50 -10q30 -50 0 -90q-10 -16 10 -24", "#f29fb5", 16), C(66, -126, 16, "#f29fb5"), P("M78 -130l18 8 -16 8z", K.navy));
const balloon = (x, y, c) => S(`M${x} ${y + 40}q-10 40 6 80`, K.g3, 2) + E(x, y, 30, 38, c) + E(x - 10, y - 14, 6, 10, "#ffffff66");
const paddleBoard = (x, y, s = 1) => G(at(x, y, s), E(0, 0, 130, 14, K.coral), S("M-60 -6h120", K.white, 4));
const building = (x, y, w, h, c = K.g1) => R(x, y - h, w, h, c) + R(x + 10, y - h + 10, w - 20, h - 20, def("winpat", (id) => ({ id, xml: `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">${R(14, 20, 36, 40, "#bfe3ea", 3)}</pattern>` })));
const helmet = (x, y, s = 1, c = K.navy) => G(at(x, y, s), P("M-60 0q0 -84 64 -84q58 0 58 70l-8 14z", c), P("M10 -50h50v22h-56z", "#bfe3eacc"), S("M-50 -20h40", K.gold, 6));
const tapeMeasure = (x, y, s = 1) => G(at(x, y, s), R(-40, -40, 80, 80, K.gold, 16), C(0, 0, 18, K.navy), R(40, 20, 160, 16, K.sun), each(8, (i) => S(`M${56 + i * 18} 20v8`, K.navy, 2)));
const bracket = (x, y, w = 220, h = 140) => R(x - w / 2, y - h / 2, w, h, "none") + `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="8" fill="none" stroke="${K.g4}" stroke-width="16"/>` + R(x - 12, y - h / 2, 24, h, K.g4) + each(4, (i) => C(x - w / 2 + 20 + (i % 2) * (w - 40), y - h / 2 + 20 + Math.floor(i / 2) * (h - 40), 7, K.g2));
const laptopCheck = (x, y, s = 1) => laptop(x, y, s) + check(x, y - 108 * s, s);

// ---------------------------------------------------------------- staff shortcuts
const staff = (x, y, o = {}) => person(x, y, { shirt: K.teal, ...o });
const reach = (hx, hy) => [[(28 + hx) / 2 + 12, (hy - 226) / 2 + 26], [hx, hy]];
const reachL = (hx, hy) => [[(hx - 28) / 2 - 12, (hy - 226) / 2 + 26], [hx, hy]];
const up = (sign = 1) => [[sign * 50, -260], [sign * 56, -316]];

// ---------------------------------------------------------------- the scenes
const livingRoom = (o = {}) => room(o.wall ?? K.sand) + windowView(o.wx ?? 420, 60, o.ww ?? 330, 300, { sunset: o.sunset }) + (o.rug === false ? "" : rug(300, 520, 460));
const bath = () => R(0, 0, 800, 600, lin("#ffffff", K.sky)) + each(40, (i) => R((i % 10) * 80 + 2, Math.floor(i / 10) * 80 + 120, 76, 76, "#ffffff66", 4)) + R(0, 450, 800, 150, lin(K.g2, K.g3));
const kitchen = (o = {}) => room(o.wall ?? "#eaf3f4", "#e3dccf") + upperCabinets(400, 60, 460) + R(170, 190, 460, 120, K.sky) + counter(400, 470, 460, o.cab ?? K.navy) + (o.lamps === false ? "" : pendant(250, 0, 90) + pendant(550, 0, 90));
const marina = (sunset) => seaScene({ sunset, horizon: 300, nWaves: 4 }) + dock(0, 430, 330);
const showroom = () => garage() + each(3, (i) => C(200 + i * 200, 40, 60, glow("#fff3c4")));

const scenes = {
  "laundry-service": [
    () => room() + windowView(80, 70, 260, 240) + rack(560, 450, [K.white, K.sky, K.coral, K.white]) + coffeeTable(280, 530, 260) + towels(280, 476, 4, 0.8) + laundryBag(140, 540, 0.75, K.teal) + sparkles([[400, 160, 0.8], [700, 100, 0.6]]),
    () => room("#eaf3f4") + door(250, 450, 180, 340) + laundryBag(220, 470, 0.8) + staff(560, 470, { armL: reachL(-60, -150), item: laundryBag(-64, -100, 0.45, K.coral) + "" }) + plant(110, 460, 0.9),
    () => room("#eaf3f4", "#e3e7ea") + washer(270, 460) + washer(500, 460, 1, false) + basket(680, 470, 0.8) + bubbles(270, 240, 5, 120) + sparkle(390, 140, 0.6),
    () => room() + bed(400, 470, { throwC: K.sky }) + towels(470, 372, 3, 0.6) + staff(150, 480, { armR: reach(60, -170), item: towels(70, -150, 3, 0.35) }) + sparkles([[600, 150, 1], [680, 240, 0.6]]),
  ],
  "car-detailing": [
    () => showroom() + car(420, 520, { c: K.navy, win: "#6fa9b8" }) + staff(130, 540, { armR: reach(120, -210), item: cloth(122, -206, 0.8) }) + sparkles([[560, 300, 1], [690, 340, 0.6], [300, 280, 0.7]], K.gold),
    () => garage() + car(400, 520, { c: K.coral }) + bubbles(330, 370, 10, 360) + bubbles(420, 450, 6, 300) + bucket(700, 540, 0.8) + staff(90, 540, { armR: reach(100, -200), item: sprayBottle(100, -190, 0.6) + mist(130, -250) }),
    () => R(0, 0, 800, 600, "#e8dcc8") + P("M0 0h800v250q-300 -70 -800 -40z", lin("#bfe6ee", "#eaf7f8")) + palm(700, 300, 0.8) + P("M0 210q400 -40 800 40v40q-400 -70 -800 -40z", K.tyre) + P("M380 330q220 -60 420 -40v310h-420z", K.navy) +
      `<circle cx="560" cy="330" r="110" fill="none" stroke="${K.tyre}" stroke-width="28"/>` + S("M450 330h220M560 330v110", K.tyre, 22) + C(560, 330, 34, K.g4) +
      G("rotate(-6 200 400)", R(110, 130, 120, 70, "#d9b48a", 30), R(100, 210, 190, 260, "#d9b48a", 40), S("M150 240v200M240 240v200", "#b98e56", 4), R(90, 450, 300, 120, "#c9a276", 40)) +
      G("translate(430 470) rotate(-20)", R(-60, -30, 120, 60, K.coral, 24), R(-140, -10, 90, 20, K.g4, 8), R(10, 24, 34, 60, K.navy, 10)) + dust(260, 470, 80, "#8a6a44") + sparkle(340, 200, 0.8),
    () => coastRoad(false) + palm(90, 430, 0.9) + car(420, 520, { c: K.teal, win: "#6fa9b8" }) + sparkles([[300, 330, 1.2], [520, 310, 0.8], [660, 360, 0.6]], K.white),
  ],
  "deep-cleaning": [
    () => livingRoom() + sofa(240, 470, { c: K.sky, pillow: K.coral }) + staff(560, 480, { style: "bun", skin: SKIN[1], armR: reach(110, -260), item: sprayBottle(110, -250, 0.6) + mist(140, -300) }) + caddy(700, 540, 0.7) + sparkles([[300, 120, 1], [160, 200, 0.6]]),
    () => kitchen({ cab: K.teal }) + staff(420, 560, { style: "long", hair: HAIR[1], shirt: K.navy, armR: reach(120, -150), item: cloth(124, -146, 0.9) }) + sprayBottle(230, 304, 0.9, K.coral) + sparkles([[600, 250, 0.8], [660, 120, 0.6]]),
    () => bath() + tub(380, 450) + towelRoll(640, 360, 1) + towelRoll(700, 360, 1, K.sky) + R(600, 390, 150, 14, K.g3, 6) + bucket(120, 560, 0.9) + mop(200, 560, 0.9) + sparkles([[380, 200, 1.2], [470, 260, 0.7], [640, 220, 0.8]]),
    () => livingRoom({ wall: "#eaf3f4", ww: 240, wx: 500, rug: false }) + bed(330, 500, { throwC: K.teal }) + staff(650, 560, { style: "bun", skin: SKIN[2], hair: HAIR[2], armL: reachL(-110, -200), item: cloth(-112, -196, 1.2, K.white) }) + sparkles([[200, 220, 0.8], [120, 140, 0.6]]),
  ],
  "car-tinting": [
    () => coastRoad(true) + palm(100, 430, 0.9) + palm(720, 430, 0.8) + car(410, 520, { c: K.white, win: "#1b2c3d" }) + sparkle(300, 380, 0.7, K.white),
    () => garage() + R(80, 330, 640, 24, K.wood, 6) + R(110, 354, 16, 100, K.woodD) + R(674, 354, 16, 100, K.woodD) + filmRoll(250, 290, 0.9) + [0.25, 0.55, 0.85].map((t, i) => G(`translate(${470 + i * 80} ${200 - i * 10}) rotate(${i * 8 - 8})`, R(0, 0, 70, 110, lin("#bfe6ee", K.aqua), 6), R(0, 0, 70, 110, `#1b2c3d${Math.round(t * 255).toString(16)}`, 6))).join(""),
    () => garage() + car(470, 760, { s: 2.1, c: K.white, win: "#bfe3ea", film: 10, shine: false }) + staff(700, 640, { flip: true, armR: reach(150, -300), armL: reachL(60, -250), item: squeegee(150, -310, 0.8, 70) }) + sparkle(180, 140, 0.7, K.white),
    () => seaScene({ horizon: 330, sunX: 130 }) + car(470, 540, { c: K.white, win: "#1b2c3d" }) + each(3, (i) => arrow([[190 + i * 40, 250 - i * 30], [400 + i * 55, 385], [480 + i * 55, 255]], K.coral, 7)) + sparkle(680, 300, 0.6, K.white),
  ],
  "chef-service": [
    () => kitchen() + person(310, 560, { shirt: K.white, skin: SKIN[1], hat: chefHat, armR: reach(110, -170), armL: reachL(-10, -180), badge: false, pants: K.navy }) + plate(520, 300, 0.9) + wineGlass(650, 304, 0.8),
    () => kitchen({ wall: K.sand, lamps: false }) + board(400, 300, 1.2) + knife(520, 240, 1, -20) + C(140, 250, 30, K.coral) + C(670, 270, 24, K.sun),
    () => kitchen({ cab: K.teal }) + cooktop(400, 304, 420) + pot(300, 290, 0.8) + pan(470, 290, 0.8) + steam(300, 160, 3, "#ffffffaa"),
    () => room(K.navy) + R(0, 0, 800, 600, lin("#0f2a43", "#1b3a55")) + windowView(120, 60, 560, 260, { sunset: true, palmAt: 0.85 }) + table(400, 560, 560, K.white) + plate(280, 410, 0.8) + plate(520, 410, 0.8) + wineGlass(380, 400, 0.7) + wineGlass(420, 400, 0.7, "#f6d77a") + candle(400, 420, 0.6) + pendant(400, 0, 40),
  ],
  "exotic-car-rental": [
    () => coastRoad(true) + palm(80, 420, 1) + palm(720, 420, 0.9, -30) + car(400, 525, { kind: "super", c: K.coral, win: "#2a3e52", s: 1.15 }),
    () => showroom() + car(470, 510, { kind: "super", c: K.navy, win: "#2a3e52" }) + fob(140, 260, 0.9) + sparkle(210, 180, 0.8),
    () => coastRoad(false) + car(460, 525, { kind: "super", c: K.teal, win: "#2a3e52" }) + motion(190, 410, 4, 160) + palm(720, 430, 0.8, -20),
    () => R(0, 0, 800, 600, lin("#bfe6ee", "#eaf7f8")) + building(60, 440, 680, 440, K.g1) + R(200, 240, 400, 200, K.navy) + R(214, 254, 180, 186, "#bfe3ea55") + R(406, 254, 180, 186, "#bfe3ea55") + R(240, 220, 320, 30, K.teal, 6) + palm(160, 440, 0.8) + palm(650, 440, 0.8, -20) + R(0, 440, 800, 160, lin("#b7c1cb", "#8f9ba7")) + car(420, 560, { kind: "super", c: K.gold, win: "#2a3e52" }),
  ],
  "furniture-assembly": [
    () => room() + bookshelf(480, 460, { s: 1.05 }) + staff(230, 480, { armR: reach(90, -210), item: drill(110, -220, 0.5) }) + rug(400, 520, 500) + sparkle(640, 140, 0.8),
    () => room("#eaf3f4") + box(100, 470, 190, 130, true) + R(320, 420, 300, 26, K.wood, 4) + R(330, 392, 260, 24, K.woodD, 4) + R(340, 366, 240, 22, K.wood, 4) + G("translate(660 430)", R(-10, -60, 12, 60, K.navy, 3), R(-10, -60, 50, 12, K.navy, 3)) + each(6, (i) => C(650 + (i % 3) * 22, 480 + Math.floor(i / 3) * 20, 6, K.g3)) + R(120, 500, 200, 70, K.white, 4) + S("M140 520h100M140 540h150", K.g3, 5),
    () => room() + bookshelf(420, 470, { partial: true }) + staff(600, 520, { legs: "kneel", armL: reachL(-90, -200), item: screwdriver(-96, -180, 0.7, -70) }) + box(80, 480, 150, 100, true) + R(150, 500, 200, 20, K.wood, 4),
    () => livingRoom({ wall: "#eaf3f4", rug: false }) + bookshelf(200, 470) + sofa(560, 480, { w: 300, c: K.teal }) + plant(740, 480, 0.7) + sparkle(330, 170, 0.8),
  ],
  "furniture-cleaning": [
    () => room() + sofa(360, 470, { w: 420, c: "#c8d3d6", pillow: K.gold }) + each(6, (i) => E(190 + (i % 3) * 50, 400 - Math.floor(i / 3) * 80 + (i % 2) * 12, 18, 11, "#8a6a4477")) + steam(372, 330, 3) + G("translate(380 420) rotate(20)", R(-30, -12, 60, 24, K.navy, 8), R(-6, 0, 12, 200, K.g4, 6)) + sparkles([[480, 330, 0.9], [560, 250, 0.6], [500, 430, 0.5]]),
    () => room("#eaf3f4") + sofa(330, 480, { w: 380, c: "#c8d3d6", pillow: K.coral }) + each(5, (i) => E(230 + i * 50, 420 - (i % 2) * 40, 16, 10, "#8a6a4466")) + staff(640, 500, { armL: reachL(-100, -200), item: sprayBottle(-100, -190, 0.6, K.coral) + mist(-130, -240, -1) }),
    () => room() + sofa(300, 480, { w: 380, c: K.teal, pillow: K.sand }) + staff(620, 520, { shirt: K.navy, armL: reachL(-150, -180), armR: reach(-60, -170), item: S("M-150 -180L-60 -170", K.g4, 10) }) + R(430, 520, 90, 50, K.gold, 10) + steam(440, 330, 3),
    () => livingRoom({ wall: "#eaf3f4" }) + sofa(300, 480, { w: 400, c: K.sand, pillow: K.teal }) + plant(690, 480, 0.9) + sparkles([[230, 330, 1], [400, 300, 0.7], [150, 260, 0.5]]),
  ],
  "hair-stylist": [
    () => studio("#f3e1da") + bust(360, 600, { style: "volume", hair: HAIR[1], skin: SKIN[0], shirt: K.white, s: 1.1 }) + dryer(650, 250, 0.9, 15) + airflow(500, 190, "#ffffffcc", 2) + roundBrush(200, 250, 0.8, -25),
    () => studio(K.sand) + bust(380, 600, { style: "long", hair: HAIR[1], skin: SKIN[2], shirt: K.navy, clips: true }) + sprayBottle(620, 360, 1.1, K.teal) + mist(600, 256, -1) + comb(190, 200, 0.7, -40),
    () => studio("#f3e1da") + bust(330, 600, { style: "long", hair: HAIR[0], skin: SKIN[1], shirt: K.navy, eyes: "closed" }) + roundBrush(470, 210, 0.9, 30) + dryer(620, 160, 0.8, 25) + airflow(500, 100, "#ffffffcc", 2),
    () => studio(K.sand) + bust(400, 600, { style: "volume", hair: HAIR[4], skin: SKIN[3], shirt: K.coral, lashes: true, s: 1.05 }) + sparkles([[620, 150, 1], [180, 180, 0.7], [660, 260, 0.5]]),
  ],
  "jet-ski-rental": [
    () => seaScene({ horizon: 300 }) + jetski(400, 450, { s: 1.3 }) + waves(470, 5),
    () => marina() + jetski(500, 470, { rider: false }) + jetski(560, 560, { rider: false, c: K.gold, s: 0.8 }) + life(150, 390, 0.9) + life(250, 390, 0.9),
    () => seaScene({ horizon: 280, sunX: 150 }) + jetski(280, 430, { s: 0.9, shirt: K.coral }) + jetski(560, 520, { s: 1, c: K.teal, skin: SKIN[1] }),
    () => seaScene({ sunset: true, horizon: 320, city: false }) + P("M460 350q160 -50 340 -30v40h-340z", K.dune) + palm(640, 340, 0.7) + palm(740, 340, 0.6, -20) + jetski(330, 470, { s: 1.1, skin: SKIN[2] }),
  ],
  "lashes-eyebrows": [
    () => eyeClose(400, 330, 1.2) + tweezers(620, 220, 1, 55) + S("M520 190q40 -30 70 -80", K.navy, 4),
    () => studio("#f3e1da") + `<circle cx="400" cy="280" r="240" fill="none" stroke="#fff" stroke-width="30" opacity=".9"/>` + bust(400, 600, { style: "bob", hair: HAIR[0], skin: SKIN[1], eyes: "closed", lashes: true, pads: true, shirt: K.white }) + tweezers(540, 250, 0.8, 40),
    () => eyeClose(400, 380, 1.2, { skin: SKIN[3], closed: true }) + S("M160 140L560 90M250 40L250 300M520 30L520 300", "#ffffff", 3) + makeupBrush(620, 230, 1, 50, K.navy),
    () => studio(K.sand) + bust(400, 600, { style: "long", hair: HAIR[1], skin: SKIN[2], lashes: true, shirt: K.teal, s: 1.05 }) + sparkles([[600, 170, 1], [200, 190, 0.7]]),
  ],
  locksmith: [
    () => room("#eaf3f4") + door(240, 450, 220, 380) + smartLock(420, 260, 0.8) + key(560, 420, 0.9, -20) + sparkle(640, 170, 0.9),
    () => room() + door(160, 450, 200, 360) + smartLock(320, 270, 0.6) + staff(480, 480, { shirt: K.navy, armL: reachL(-130, -220), item: screwdriver(-134, -210, 0.6, -80) }) + R(560, 410, 140, 60, K.coral, 10) + R(600, 396, 60, 20, K.navy, 6),
    () => studio(K.sand) + key(250, 250, 1.1, 10) + key(330, 380, 1, -15, K.g3) + key(200, 420, 0.8, 30, K.teal) + C(560, 300, 120, K.white) + C(560, 300, 100, K.g2) + C(560, 300, 36, K.navy) + R(552, 300, 16, 60, K.navy, 4),
    () => room("#eaf3f4") + door(420, 450, 220, 380) + smartLock(600, 260, 0.8, K.leaf2) + phone(220, 420, 1.2, { icon: lockIcon(0, -100, 1.4, K.white, true) }) + each(3, (i) => S(`M${300 + i * 30} ${230 - i * 10}q20 30 0 60`, K.teal, 6)),
  ],
  "makeup-service": [
    () => studio("#f3e1da") + vanityMirror(400, 330, 380, 280) + R(100, 330, 600, 30, K.white, 8) + R(100, 360, 600, 240, lin("#f4e9d8", "#e8d6bd")) + palette(260, 440, 0.6) + lipstick(430, 470, 0.9) + compact(540, 450, 0.7) + makeupBrush(640, 480, 0.8, 20),
    () => studio(K.sand) + bust(360, 600, { style: "long", hair: HAIR[0], skin: SKIN[4], eyes: "closed", lashes: true, shirt: K.white }) + makeupBrush(471, 431, 1, -50),
    () => studio("#f3e1da") + palette(380, 300, 1.1) + makeupBrush(650, 470, 1.2, 30, K.coral) + makeupBrush(130, 480, 1.1, -30) + lipstick(250, 540, 0.9),
    () => studio(K.sand) + vanityMirror(400, 600, 560, 560) + bust(400, 600, { style: "bob", hair: HAIR[3], skin: SKIN[3], lashes: true, lips: K.coral, shirt: K.navy }) + sparkles([[640, 130, 0.7]]),
  ],
  "massage-service": [
    () => room("#f3ece1") + windowView(470, 70, 260, 230, { sunset: true }) + massageTable(360, 470) + candle(680, 480, 0.8) + orchid(110, 460, 0.9) + towelRoll(640, 420, 0.8),
    () => room("#eaf3f4") + massageTable(330, 470, { client: false }) + towels(660, 470, 4, 0.6) + oilBottle(560, 460, 0.8) + orchid(90, 470, 0.8) + candle(740, 470, 0.6),
    () => room("#f3ece1") + staff(480, 450, { shirt: K.white, style: "bun", skin: SKIN[1], armL: reachL(-200, -130), armR: reach(-150, -125) }) + massageTable(330, 480, { skin: SKIN[2] }) + C(280, 320, 11, SKIN[1]) + C(330, 325, 11, SKIN[1]) + candle(700, 480, 0.7) + orchid(90, 480, 0.7),
    () => studio("#f3ece1") + R(120, 420, 560, 30, K.wood, 8) + stones(320, 420, 1.2) + oilBottle(470, 420, 1.1) + candle(590, 420, 0.9) + towelRoll(200, 395, 0.9, K.sky) + orchid(660, 420, 0.8),
  ],
  "pet-grooming": [
    () => room("#eaf3f4") + groomTable(330, 540, 340) + dog(300, 390, { fluffy: true, c: "#f0dcc0", ear: "#d9b88c", s: 0.9 }) + staff(620, 560, { style: "long", hair: HAIR[1], armL: reachL(-100, -250), item: dryer(-100, -260, 0.5, 180) }) + airflow(380, 170, K.foam, 2),
    () => bath() + tub(400, 470, 1.1) + dog(380, 380, { c: "#c9925a", ear: "#8a5a2e", collar: false, s: 0.8 }) + bubbles(380, 330, 10, 280) + shower(480, 190),
    () => room() + groomTable(360, 540, 340) + dog(320, 390, { fluffy: true, c: "#e6c79c", ear: "#c9925a", s: 0.9 }) + scissors(560, 240, 0.8, 30) + comb(620, 380, 0.5, -40),
    () => studio("#eaf3f4") + dog(340, 520, { fluffy: true, c: "#f0dcc0", ear: "#d9b88c", sit: true, collar: false }) + bow(392, 388, 1.1) + bone(640, 500) + sparkles([[200, 200, 1], [560, 180, 0.7], [600, 300, 0.5]]),
  ],
  "move-cleaning": [
    () => room("#eaf3f4") + windowView(440, 70, 300, 260) + box(60, 460, 130, 100) + box(80, 360, 100, 90) + box(200, 460, 110, 80) + staff(380, 540, { armR: reach(70, -150), item: mop(80, -20, 0.8, -20) }) + sparkles([[600, 420, 0.9], [700, 480, 0.5]]),
    () => kitchen({ wall: K.sand, lamps: false }) + R(170, 320, 100, 130, "#00000022") + R(285, 320, 100, 130, "#00000022") + staff(560, 580, { style: "bun", skin: SKIN[3], armL: reachL(-80, -200), item: cloth(-84, -196, 1) }) + box(80, 580, 130, 100),
    () => room() + windowView(150, 60, 500, 330, { palmAt: 0.2 }) + ladder(560, 560, 0.9) + staff(380, 560, { armR: reach(90, -300), item: squeegee(90, -310, 0.8, 10) }) + bucket(200, 560, 0.8),
    () => room("#eaf3f4") + door(520, 450, 180, 330, K.teal) + key(260, 500, 0.9, -10) + sparkles([[300, 250, 1.1], [180, 320, 0.7], [420, 180, 0.6]]) + windowView(80, 80, 280, 200),
  ],
  "moving-service": [
    () => R(0, 0, 800, 600, lin("#bfe6ee", "#eaf7f8")) + building(470, 470, 330, 470, K.g1) + R(0, 460, 800, 140, lin("#b7c1cb", "#8f9ba7")) + truck(290, 540) + S("M50 500L-30 540", K.g3, 10) + staff(560, 540, { armL: [[-20, -180], [40, -170]], armR: [[50, -180], [70, -170]], item: box(-10, -120, 110, 90) }) + palm(760, 470, 0.7),
    () => room("#eaf3f4") + box(120, 480, 160, 120, true) + box(330, 480, 140, 110) + box(330, 370, 120, 90) + tapeGun(560, 380, 1.2) + R(470, 410, 120, 14, "#d9c6a0", 4) + staff(660, 500, { shirt: K.navy, armL: reachL(-60, -130) }),
    () => room() + staff(170, 530, { armR: [[50, -200], [90, -220]] }) + staff(610, 530, { flip: true, skin: SKIN[1], armR: [[50, -200], [90, -220]] }) + sofa(390, 420, { w: 340, c: K.coral, pillow: K.sand }),
    () => room("#eaf3f4") + door(560, 450, 170, 330, K.navy) + dolly(300, 540) + box(260, 520, 130, 100) + box(270, 420, 110, 90) + staff(420, 540, { flip: true, armR: [[50, -190], [110, -210]], armL: [[40, -180], [110, -200]] }) + plant(700, 470, 0.8),
  ],
  "nails-service": [
    () => studio("#f3e1da") + hand(370, 560, 1.3, { ring: true }) + polish(620, 500, 1.1) + sparkles([[610, 180, 1], [160, 240, 0.7]]),
    () => studio(K.sand) + R(100, 420, 600, 180, K.white, 8) + E(330, 440, 150, 40, K.aqua) + P("M180 440q150 100 300 0z", K.foam) + hand(330, 560, 0.8, { a: 0, nails: K.blush }) + R(540, 430, 140, 14, K.gold, 7) + towelRoll(640, 390, 0.8, K.sky),
    () => studio("#f3e1da") + hand(330, 600, 1.2, { a: -10, nails: K.coral }) + G("translate(300 380) rotate(-143)", R(-8, 0, 16, 120, K.navy, 6), R(-6, -30, 12, 32, K.coral, 6)) + polish(650, 540, 0.8, K.coral) + polish(720, 540, 0.7, K.gold),
    () => studio(K.sand) + hand(290, 600, 1, { a: -12, nails: K.gold, skin: SKIN[1] }) + hand(510, 600, 1, { a: 12, nails: K.gold, skin: SKIN[1], ring: true }) + sparkles([[400, 150, 1.1], [620, 200, 0.6], [180, 200, 0.6]]),
  ],
  "party-pontoon": [
    () => seaScene({ horizon: 300 }) + pontoon(400, 470, { s: 1.2 }) + balloon(120, 160, K.coral) + balloon(180, 140, K.gold) + balloon(700, 150, K.teal),
    () => marina() + cooler(170, 400, 0.9) + pontoon(540, 480, { s: 0.95 }) + staff(80, 400, { s: 0.6, shirt: K.white, pants: K.teal }),
    () => seaScene({ horizon: 280, city: false }) + P("M0 360q200 -40 400 -10v30h-400z", K.dune) + palm(120, 345, 0.6) + pontoon(560, 430, { s: 0.9 }) + flamingo(260, 500, 0.8) + C(420, 520, 22, SKIN[1]) + paddleBoard(600, 560, 0.8),
    () => seaScene({ sunset: true, horizon: 330, sunX: 600 }) + pontoon(360, 480, { s: 1.2, lights: true }),
  ],
  "pc-phone-repair": [
    () => studio("#eaf3f4") + R(60, 470, 680, 30, K.wood, 8) + laptop(320, 470, 1.05) + phone(610, 470, 0.9) + screwdriver(540, 210, 0.8, 40) + wrench(720, 250, 0.6, -30),
    () => studio(K.sand) + phone(360, 520, 1.8, { crack: true }) + magnifier(560, 300, 1.2),
    () => studio("#eaf3f4") + R(200, 140, 260, 420, K.navy, 30) + R(220, 160, 220, 380, K.g4, 18) + R(240, 240, 180, 200, "#2f8f5b", 8) + each(4, (i) => R(256 + (i % 2) * 90, 260 + Math.floor(i / 2) * 90, 60, 60, K.g2, 4)) + R(520, 200, 140, 240, K.gold, 14) + R(560, 180, 60, 24, K.gold, 6) + screwdriver(620, 470, 0.8, -40),
    () => studio(K.sand) + R(60, 470, 680, 30, K.wood, 8) + laptop(340, 470, 1.05) + check(340, 360, 1.2) + wifi(640, 320, 1.5) + phone(640, 470, 0.7, { icon: check(0, -96, 0.7) }),
  ],
  "pet-sitting": [
    () => coastRoad(false) + palm(700, 430, 0.9) + staff(260, 560, { style: "bun", hair: HAIR[2], skin: SKIN[2], legs: "walk", armR: reach(60, -160) }) + S("M320 400q60 40 120 40", K.navy, 4) + dog(470, 560, { s: 0.7 }),
    () => livingRoom({ wall: K.sand }) + sofa(260, 480, { c: K.teal }) + cat(250, 400, 0.7) + staff(560, 560, { shirt: K.coral, legs: "kneel", armL: reachL(-60, -120) }) + petBowl(480, 560, 0.6),
    () => room("#eaf3f4") + petBowl(330, 520, 1.2) + petBowl(520, 520, 1.2, K.teal, false) + dog(200, 520, { s: 0.8, tongue: false }) + bone(640, 460) + frameArt(110, 120, 180, 130) + rug(400, 540, 500),
    () => R(0, 0, 800, 600, lin("#bfe6ee", "#eaf7f8")) + skyline(380) + R(0, 380, 800, 220, lin("#8fce8f", "#5fae6b")) + palm(690, 400, 0.9) + dog(360, 500, { s: 0.85, c: K.white, ear: K.g3 }) + ball(560, 260, 22) + S("M520 300q-40 -60 -100 -80", "#ffffffaa", 4) + staff(140, 520, { s: 0.8, shirt: K.coral, armR: up(1) }),
  ],
  "post-construction": [
    () => room("#eaf3f4") + dropCloth(300, 460, 600) + dust(300, 420, 400) + ladder(160, 460, 0.9) + paintCan(300, 450) + shopVac(540, 470) + staff(700, 480, { s: 0.9, hat: cap(K.gold), style: "bald", armL: reachL(-70, -160) }),
    () => room() + dropCloth(400, 460, 700) + ladder(220, 460, 1) + paintCan(430, 450, 1, K.coral) + paintCan(540, 450) + dust(400, 250, 500) + dust(620, 420, 200) + R(560, 100, 180, 200, "#ffffffaa", 6) + S("M580 120l140 160M720 120l-140 160", K.g3, 4),
    () => room("#eaf3f4") + windowView(120, 60, 300, 280) + ladder(560, 560, 0.9) + staff(560, 340, { s: 0.8, armR: reach(60, -320), item: duster(60, -320, 0.8, 10) }) + dust(660, 100, 150) + shopVac(250, 540, 0.8),
    () => kitchen({ cab: K.white }) + R(170, 190, 460, 120, K.sky) + sparkles([[260, 240, 1.1], [480, 220, 0.8], [660, 380, 0.7], [160, 400, 0.5]]) + plant(600, 304, 0.6),
  ],
  "regular-cleaning": [
    () => livingRoom() + sofa(250, 480, { c: K.teal }) + coffeeTable(250, 540, 180) + plant(720, 470, 0.9) + staff(560, 500, { style: "bun", skin: SKIN[1], armR: reach(90, -300), item: duster(90, -300, 0.9, 15) }) + sparkles([[360, 120, 0.7]]),
    () => room("#eaf3f4") + rug(400, 520, 560) + staff(340, 530, { style: "long", hair: HAIR[4], skin: SKIN[3], armR: reach(90, -150), item: vacuum(130, 0, 0.8) }) + sofa(650, 480, { w: 240, c: K.sand, pillow: K.coral }),
    () => room() + bookshelf(300, 460) + staff(520, 480, { skin: SKIN[2], hair: HAIR[2], style: "bun", armL: reachL(-120, -260), item: duster(-120, -260, 0.8, -30) }) + frameArt(620, 130),
    () => livingRoom({ wall: "#eaf3f4", sunset: true }) + sofa(260, 480, { c: K.sand, pillow: K.teal }) + coffeeTable(580, 540, 200) + R(560, 420, 40, 66, K.sky, 8) + each(4, (i) => C(566 + i * 9, 408 - (i % 2) * 10, 12, [K.coral, K.sun, K.blush, K.coral][i])) + sparkles([[200, 260, 0.9], [380, 280, 0.6]]),
  ],
  "slingshot-rental": [
    () => coastRoad(true) + palm(80, 420, 1) + palm(730, 420, 0.9, -20) + slingshot(400, 525, { s: 1.2, rider: true }),
    () => showroom() + slingshot(470, 520, { c: K.teal }) + helmet(130, 470, 0.9) + helmet(130, 380, 0.8, K.coral) + fob(230, 300, 0.7),
    () => R(0, 0, 800, 600, lin("#5fcbcf", K.teal)) + waves(20, 6) + R(0, 150, 800, 70, K.dune) + R(0, 220, 800, 260, "#5b6b7a") + each(5, (i) => R(i * 180 + 20, 346, 100, 10, "#ffffffb3", 5)) + R(0, 480, 800, 120, "#8fce8f") + [[90, 180], [330, 170], [600, 190], [200, 540], [520, 560], [740, 530]].map(([px, py]) => palmTop(px, py, 0.8)).join("") + slingshotTop(430, 300, 0.95) + motion(200, 270, 3, 130),
    () => seaScene({ sunset: true, horizon: 330, city: false }) + R(0, 450, 800, 150, K.dune) + palm(120, 460, 0.9) + palm(690, 460, 0.8, -20) + slingshot(400, 560, { c: K.navy }),
  ],
  "tv-mounting": [
    () => room("#eaf3f4") + tv(400, 320, 1) + R(220, 420, 360, 50, K.wood, 8) + plant(680, 470, 0.8) + rug(400, 530, 500),
    () => room() + bracket(400, 230, 220, 140) + level(400, 110, 240) + tapeMeasure(640, 300, 0.8) + S("M260 160l14 14M274 160l-14 14M526 160l14 14M540 160l-14 14", K.navy, 3),
    () => room("#eaf3f4") + bracket(480, 230, 200, 130) + ladder(280, 560, 0.9) + staff(290, 360, { s: 0.8, armR: reach(150, -260), item: drill(150, -270, 0.6) }) + dust(560, 250, 60),
    () => room() + tv(400, 300, 1) + sofa(400, 560, { w: 380, c: K.teal, pillow: K.coral }) + C(320, 400, 24, SKIN[0]) + C(460, 400, 24, SKIN[1]) + P("M296 398q0 -34 24 -34t24 34q-10 -12 -24 -12q-14 0 -24 12z", HAIR[0]) + sparkle(680, 120, 0.8),
  ],
  "yacht-rental": [
    () => seaScene({ horizon: 300 }) + yacht(400, 460, 1.15) + waves(500, 5),
    () => marina() + yacht(520, 450, 0.95) + person(180, 400, { s: 0.6, shirt: K.white, hat: cap(K.white), badge: false }) + person(250, 400, { s: 0.6, shirt: K.coral, style: "long", hair: HAIR[2], skin: SKIN[2], badge: false }),
    () => seaScene({ horizon: 280, city: false }) + P("M520 340q140 -40 280 -10v30h-280z", K.dune) + palm(660, 330, 0.6) + yacht(300, 430, 0.8) + paddleBoard(580, 520, 0.8) + C(600, 500, 16, SKIN[1]),
    () => seaScene({ sunset: true, horizon: 330, sunX: 560 }) + yacht(360, 470, 1.05) + each(6, (i) => C(-100 + i * 60 + 360, 470 - 92, 4, K.sun)),
  ],
  "heating-service": [
    () => room("#eaf3f4") + miniSplit(400, 120, 1) + airflow(300, 190, "#7fd3d6", 3) + airflow(430, 190, "#e9765b99", 2) + thermostat(640, 300, 0.8) + sofa(300, 480, { w: 300, c: K.sand, pillow: K.teal }),
    () => R(0, 0, 800, 600, lin("#bfe6ee", "#eaf7f8")) + R(0, 0, 800, 450, "#e9e2d6") + R(0, 450, 800, 150, "#9aa78f") + condenser(330, 480) + staff(620, 500, { shirt: K.navy, hat: cap(K.teal), style: "bald", armL: reachL(-80, -190), item: gauge(-100, -210, K.teal) + gauge(-190, -210, K.coral) }),
    () => room() + R(220, 100, 300, 220, K.g2, 10) + filterPanel(250, 130, 240, 160, false) + filterPanel(560, 330, 180, 120, true) + dust(650, 320, 120) + staff(150, 500, { s: 0.9, armR: reach(110, -260) }),
    () => studio("#f3e1da") + thermostat(400, 290, 2) + S("M150 200q30 30 0 60t0 60", K.coral, 10) + S("M650 200q30 30 0 60t0 60", K.aqua, 10),
  ],
  "barber-service": [
    () => studio(K.sand) + R(0, 0, 800, 450, lin("#ffffff", K.sand)) + vanityMirror(430, 350, 360, 260) + barberChair(420, 540, 1) + barberPole(120, 420, 1) + clippers(680, 430, 0.6, 20),
    () => studio("#eaf3f4") + barberChair(300, 560, 0.95) + person(310, 565, { legs: "sit", shirt: K.white, skin: SKIN[1], cape: K.white, s: 0.95 }) + staff(460, 560, { shirt: K.navy, flip: true, armR: reach(135, -270), item: clippers(140, -290, 0.3, 60) }) + barberPole(720, 360, 0.8),
    () => studio(K.sand) + bust(380, 600, { style: "short", hair: HAIR[0], skin: SKIN[0], beard: true, shirt: K.white, blush: false }) + razor(600, 300, 1, 30) + comb(640, 470, 0.5, -20),
    () => studio("#eaf3f4") + bust(380, 600, { style: "fade", hair: HAIR[0], skin: SKIN[1], shirt: K.navy, blush: false }) + sparkles([[580, 140, 1], [200, 170, 0.7], [620, 260, 0.5]]) + comb(640, 470, 0.5, -20),
  ],
};

// ---------------------------------------------------------------- hero & favicon
// A high-rise living room: floor-to-ceiling glass over the beach, the bay and the skyline.
function hero() {
  const curtain = (x, d) => P(`M${x} 40h${d * 80}v520q${-d * 14} 12 ${-d * 28} 0t${-d * 26} 0t${-d * 26} 0z`, "#e9dcc5cc");
  const view = R(290, 50, 860, 510, lin("#bfe6ee", "#eaf7f8")) + sun(480, 170, 46) + G("translate(640 330) scale(.6)", skyline(0, "#a9cfd6", 12)) + R(290, 330, 860, 230, lin("#5fcbcf", K.teal)) +
    P("M290 500q300 -50 860 -20v80h-860z", K.dune) + palm(420, 540, 0.55, 20) + palm(520, 530, 0.45, -20) + palm(1000, 520, 0.5, 20);
  return R(0, 0, 1200, 800, lin("#ffffff", K.sand)) + clipped(clip(290, 50, 860, 510), view) + `<rect x="290" y="50" width="860" height="510" fill="none" stroke="#fff" stroke-width="12"/>` + R(573, 50, 8, 510, K.white) + R(860, 50, 8, 510, K.white) +
    R(290, 470, 860, 90, "#cfe8ec59") + S("M290 470h860", K.g3, 5) + S("M230 40h960", K.g4, 6) + curtain(250, 1) + curtain(1190, -1) +
    R(0, 570, 1200, 230, lin("#e3d2b6", "#d6c3a3")) + R(0, 562, 1200, 12, K.white) +
    frameArt(50, 170, 150, 120) + plant(140, 640, 1.7) + pendant(900, 0, 150) +
    rug(640, 740, 800) + sofa(560, 720, { w: 500, c: K.teal, pillow: K.coral }) + coffeeTable(950, 750, 280) + candle(900, 690, 0.7) + R(960, 672, 70, 24, K.gold, 10) + sparkle(1010, 640, 0.5);
}
const favicon = () => R(0, 0, 32, 32, K.navy, 7) + G("translate(13 29) scale(.08)", S("M0 0Q6 -140 30 -260", "#e4c766", 26), P("M30 -260q-60 -10 -110 50q60 -30 110 -50zM30 -260q60 -20 120 30q-60 -20 -120 -30zM30 -260q-20 -60 -90 -80q50 30 90 80zM30 -260q30 -70 100 -70q-60 20 -100 70z", K.gold)) + G("translate(24 9) scale(.2)", P("M0 -30q6 24 30 30q-24 6 -30 30q-6 -24 -30 -30q24 -6 30 -30z", K.white));

// ---------------------------------------------------------------- write
const written = [];
function write(file, content) {
  if (/NaN|undefined|null|\[object/.test(content)) throw new Error(`${file}: broken value in output`);
  const full = join(root, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  written.push([file, Buffer.byteLength(content)]);
}
for (const [id, drawings] of Object.entries(scenes)) {
  ["main", "action-1", "action-2", "action-3"].forEach((name, i) => write(`images/services/${id}/${name}.svg`, svg(800, 600, drawings[i])));
}
write("images/hero.svg", svg(1200, 800, hero));
write("favicon.svg", svg(32, 32, favicon));

const sizes = written.map(([, n]) => n);
const over = written.filter(([, n]) => n > MAX_BYTES);
console.log(`Wrote ${written.length} files for ${Object.keys(scenes).length} services; sizes ${Math.min(...sizes)}..${Math.max(...sizes)} bytes.`);
if (over.length) {
  console.error(`Over ${MAX_BYTES} bytes:\n${over.map(([f, n]) => `  ${f} ${n}`).join("\n")}`);
  process.exitCode = 1;
}
