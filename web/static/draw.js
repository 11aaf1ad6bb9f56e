// draw.js paints a parsed match on a canvas: the board with the statements'
// colours per cell type, ownership, units in their player's colour with a
// health bar, and the score-over-rounds chart. Nothing is drawn unless the
// round or the size changes; the board layer is cached per distinct grid.
"use strict";

(function (EDA) {
  const UNIT = EDA.UNIT;

  // Player colours, chosen to stand out from every game's terrain.
  const PLAYER = ["#e6232e", "#8b3fd9", "#ff9a1f", "#14b8cc", "#7a7a7a", "#c0c0c0", "#806040", "#40a040"];
  const HEALTH = Array.from({ length: 11 }, (_, t) => "hsl(" + 12 * t + ",90%,50%)"); // red to green
  const SAURON = { o: "#355e22", t: "#6b4b2b", b: "#ff3300" };

  function hex(c) {
    return [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
  }
  function mix(a, b, t) { // t = 0 gives a, 1 gives b
    const x = hex(a), y = hex(b);
    return "rgb(" + x.map((v, k) => Math.round(v + (y[k] - v) * t)).join(",") + ")";
  }
  // parseColor reads the "#rrggbb" and "rgb(r,g,b)" colours made here.
  function parseColor(c) {
    if (c[0] === "#") return hex(c);
    return c.slice(4, -1).split(",").map(Number);
  }
  const TINT = PLAYER.map((c) => mix(c, "#ffffff", 0.45));
  const LIGHT = PLAYER.map((c) => mix(c, "#ffffff", 0.62));

  // Terrain colours. Ork Island's are the statement's: WATER blue, GRASS light
  // green, FOREST deep green, SAND light yellow, CITY deep grey, PATH light grey.
  const TERRAIN = {
    OrkIsland: { "W": "#2f6fd0", ".": "#b5e58c", "F": "#1d7a33", "S": "#f6eda5", "C": "#555555", "P": "#c6c6c6" },
    Dominator: { "X": "#34343c", ".": "#ecece6" },
    Mad_Max: { "X": "#4e3f33", "R": "#6d6d6d", "S": "#ffd24a", "W": "#2f6fd0", ".": "#e6d09e" },
    Moria: { "O": "#3c3c40", "G": "#8b919c", "A": "#050505", "R": "#7a5230", "C": "#e3d7bd", "T": "#e3d7bd" },
  };
  const CELL_NAMES = {
    OrkIsland: { "W": "water", ".": "grass", "F": "forest", "S": "sand", "C": "city", "P": "path" },
    Dominator: { "X": "wall", ".": "empty" },
    Mad_Max: { "X": "wall", "R": "road", "S": "station", "W": "water", ".": "desert" },
    Moria: { "O": "outside", "G": "granite", "A": "abyss", "R": "rock", "C": "cave", "T": "cave with treasure" },
  };
  const UNIT_NAMES = {
    OrkIsland: { 0: "ork" },
    Dominator: { f: "farmer", k: "knight", w: "witch" },
    Mad_Max: { w: "warrior", c: "car" },
    Moria: { d: "dwarf", w: "wizard", o: "orc", t: "troll", b: "Balrog" },
  };

  // cellInfo gives the colour, the owner (-1 if none) and a name of a cell.
  function cellInfo(m, ch) {
    const c = String.fromCharCode(ch), t = TERRAIN[m.game];
    if (c >= "0" && c <= "9") {
      const o = ch - 48;
      const what = m.game === "Dominator" ? "empty" : m.game === "Mad_Max" ? "city" : "cave";
      return { color: m.game === "Moria" ? LIGHT[o] : TINT[o], owner: o, name: what + ", owned by " + m.names[o] };
    }
    if (t[c]) return { color: t[c], owner: -1, name: CELL_NAMES[m.game][c] };
    if (m.game === "Moria" && c >= "a" && c <= "z") {
      // Rock partly dug: 'a' + turns - 1, turns left of rock_resistance.
      const left = ch - 96, res = Math.max(1, m.settings.rock_resistance || 5);
      return { color: mix(t.C, t.R, Math.min(1, left / res)), owner: -1, name: "rock, " + left + " dig(s) left" };
    }
    return { color: "#ff00ff", owner: -1, name: "unknown '" + c + "'" };
  }

  // Moria's maximum health per unit kind (moria.txt); the Balrog has none.
  const MORIA_HEALTH = { d: 100, w: 50, o: 75, t: 500 };

  // health returns a unit's health as a fraction of its maximum, or -1 when it
  // has none to show (witches, the Balrog).
  function health(m, kind, owner, a, b) {
    const s = m.settings, k = String.fromCharCode(kind);
    let f = -1;
    switch (m.game) {
      case "OrkIsland": f = a / s.initial_health; break;
      case "Dominator": f = k === "f" ? a / s.farmers_health : k === "k" ? a / s.knights_health : -1; break;
      case "Mad_Max": f = k === "w" ? Math.min(a, b) / s.warriors_health : a / s.cars_fuel; break;
      case "Moria": f = MORIA_HEALTH[k] ? a / MORIA_HEALTH[k] : -1; break;
    }
    return f < 0 ? -1 : Math.max(0, Math.min(1, f));
  }

  function shapeOf(m, kind) {
    const k = String.fromCharCode(kind);
    switch (m.game) {
      case "Dominator": return { f: "circle", k: "square", w: "triangle" }[k];
      case "Mad_Max": return k === "c" ? "car" : "circle";
      case "Moria": return { d: "square", w: "circle", o: "triangle", t: "big", b: "star" }[k];
    }
    return "square";
  }

  function unitColor(m, kind, owner) {
    if (owner >= 0) return PLAYER[owner % PLAYER.length];
    return SAURON[String.fromCharCode(kind)] || "#000000";
  }

  class Board {
    constructor(canvas) {
      this.canvas = canvas;
      this.ctx = canvas.getContext("2d");
      this.m = null;
      this.cs = 0;
      this.bg = document.createElement("canvas");
      this.bgCells = null;
      this.bgCs = 0;
    }
    setMatch(m) {
      this.m = m;
      this.bgCells = null;
      // lut holds the RGB colour of every cell character.
      this.lut = new Uint8Array(128 * 3);
      for (let ch = 0; ch < 128; ch++) {
        if (!m.validCells[ch]) continue;
        const rgb = parseColor(cellInfo(m, ch).color);
        this.lut.set(rgb, ch * 3);
      }
    }
    // layout fits the board in w × h CSS pixels; it returns true on a change.
    layout(w, h) {
      if (!this.m) return false;
      const m = this.m, dpr = window.devicePixelRatio || 1;
      const cs = Math.max(2, Math.floor(Math.min(w / m.cols, h / m.rows)));
      const W = cs * m.cols, H = cs * m.rows;
      if (cs === this.cs && this.canvas.width === Math.round(W * dpr)) return false;
      this.cs = cs;
      this.dpr = dpr;
      this.canvas.width = Math.round(W * dpr);
      this.canvas.height = Math.round(H * dpr);
      this.canvas.style.width = W + "px";
      this.canvas.style.height = H + "px";
      this.bgCells = null;
      return true;
    }
    // background paints the cells: one pixel per cell into a small canvas,
    // scaled up without smoothing, then treasures and a faint grid. It is
    // cached until the grid (shared between identical rounds) or size changes.
    background(cells) {
      if (cells === this.bgCells && this.cs === this.bgCs) return this.bg;
      const m = this.m, cs = this.cs, dpr = this.dpr, bg = this.bg;
      if (bg.width !== this.canvas.width || bg.height !== this.canvas.height) {
        bg.width = this.canvas.width;
        bg.height = this.canvas.height;
      }
      if (!this.px || this.px.width !== m.cols || this.px.height !== m.rows) {
        this.px = document.createElement("canvas");
        this.px.width = m.cols;
        this.px.height = m.rows;
        this.pxData = this.px.getContext("2d").createImageData(m.cols, m.rows);
      }
      const d = this.pxData.data, lut = this.lut;
      for (let k = 0, n = cells.length; k < n; k++) {
        const c = cells[k] * 3, o = k * 4;
        d[o] = lut[c]; d[o + 1] = lut[c + 1]; d[o + 2] = lut[c + 2]; d[o + 3] = 255;
      }
      this.px.getContext("2d").putImageData(this.pxData, 0, 0);
      const g = bg.getContext("2d");
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.imageSmoothingEnabled = false;
      g.drawImage(this.px, 0, 0, bg.width, bg.height);
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (m.game === "Moria") { // treasures: a gold coin
        g.fillStyle = "#e0a800";
        g.beginPath();
        const r = Math.max(1, cs * 0.28);
        for (let k = 0; k < cells.length; k++) {
          if (cells[k] === 84) { // 'T'
            const x = (k % m.cols) * cs + cs / 2, y = ((k / m.cols) | 0) * cs + cs / 2;
            g.moveTo(x + r, y);
            g.arc(x, y, r, 0, 2 * Math.PI);
          }
        }
        g.fill();
      }
      if (cs >= 7) { // a faint grid
        g.strokeStyle = "rgba(0,0,0,0.10)";
        g.lineWidth = 1 / dpr;
        g.beginPath();
        for (let i = 0; i <= m.rows; i++) { g.moveTo(0, i * cs); g.lineTo(m.cols * cs, i * cs); }
        for (let j = 0; j <= m.cols; j++) { g.moveTo(j * cs, 0); g.lineTo(j * cs, m.rows * cs); }
        g.stroke();
      }
      this.bgCells = cells;
      this.bgCs = cs;
      return bg;
    }
    draw(k) {
      const m = this.m;
      if (!m || !this.cs) return;
      const r = m.rounds[k], ctx = this.ctx, cs = this.cs;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(this.background(r.cells), 0, 0);
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      if (m.game === "OrkIsland") this.orkOwners(r);
      if (m.game === "Dominator") this.haunts(r);
      this.units(r);
    }
    // orkOwners fills conquered cities and paths with a crossed grid of the
    // conqueror's colour, as the statement's viewer does.
    orkOwners(r) {
      const m = this.m, ctx = this.ctx, cs = this.cs;
      const byPlayer = m.names.map(() => []);
      for (let k = 0; k < m.cityOf.length; k++) {
        const c = m.cityOf[k], p = m.pathOf[k];
        const o = c >= 0 ? r.cityOwners[c] : p >= 0 ? r.pathOwners[p] : -1;
        if (o >= 0 && o < byPlayer.length) byPlayer[o].push(k);
      }
      byPlayer.forEach((list, o) => {
        if (!list.length) return;
        ctx.fillStyle = PLAYER[o];
        ctx.globalAlpha = 0.35;
        for (const k of list) ctx.fillRect((k % m.cols) * cs, ((k / m.cols) | 0) * cs, cs, cs);
        ctx.globalAlpha = 0.9;
        ctx.strokeStyle = PLAYER[o];
        ctx.lineWidth = Math.max(1, cs / 8);
        ctx.beginPath();
        for (const k of list) {
          const x = (k % m.cols) * cs, y = ((k / m.cols) | 0) * cs;
          ctx.moveTo(x, y); ctx.lineTo(x + cs, y + cs);
          ctx.moveTo(x + cs, y); ctx.lineTo(x, y + cs);
        }
        ctx.stroke();
        ctx.globalAlpha = 1;
      });
    }
    // haunts shades the cells haunted by active witches (Manhattan distance
    // ≤ 2; a witch with another witch within distance 2 is deactivated).
    haunts(r) {
      const m = this.m, ctx = this.ctx, cs = this.cs, u = r.units, W = [];
      for (let q = 0; q < u.length; q += UNIT) if (u[q] === 119) W.push(q); // 'w'
      for (const q of W) {
        const i = u[q + 2], j = u[q + 3];
        let active = true;
        for (const q2 of W) if (q2 !== q && Math.abs(u[q2 + 2] - i) + Math.abs(u[q2 + 3] - j) <= 2) active = false;
        if (!active) continue;
        ctx.fillStyle = PLAYER[u[q + 1]] || "#000";
        ctx.globalAlpha = 0.28;
        for (let di = -2; di <= 2; di++) {
          for (let dj = -2; dj <= 2; dj++) {
            const a = i + di, b = j + dj;
            if (Math.abs(di) + Math.abs(dj) > 2 || a < 0 || b < 0 || a >= m.rows || b >= m.cols) continue;
            ctx.fillRect(b * cs, a * cs, cs, cs);
          }
        }
        ctx.globalAlpha = 1;
      }
    }
    units(r) {
      const m = this.m, ctx = this.ctx, cs = this.cs, u = r.units;
      const bar = cs >= 6, bh = Math.max(1, Math.round(cs / 7));
      ctx.lineWidth = Math.max(1, cs / 12);
      ctx.strokeStyle = "rgba(0,0,0,0.85)";
      for (let q = 0; q < u.length; q += UNIT) {
        const kind = u[q], owner = u[q + 1], i = u[q + 2], j = u[q + 3];
        if (i < 0 || j < 0) continue; // a dead Moria orc
        const x = j * cs, y = i * cs;
        ctx.fillStyle = unitColor(m, kind, owner);
        this.shape(shapeOf(m, kind), x, y, cs);
        const f = health(m, kind, owner, u[q + 4], u[q + 5]);
        if (bar && f >= 0) {
          ctx.fillStyle = "rgba(0,0,0,0.75)";
          ctx.fillRect(x + 1, y + cs - bh - 1, cs - 2, bh);
          ctx.fillStyle = HEALTH[Math.round(f * 10)];
          ctx.fillRect(x + 1, y + cs - bh - 1, Math.max(0.5, (cs - 2) * f), bh);
        } else if (f >= 0) {
          ctx.globalAlpha = 1 - 0.6 * f;
          ctx.fillStyle = "#000";
          ctx.fillRect(x, y, cs, cs);
          ctx.globalAlpha = 1;
        }
      }
    }
    shape(kind, x, y, cs) {
      const ctx = this.ctx, c = cs / 2;
      ctx.beginPath();
      switch (kind) {
        case "circle":
          ctx.arc(x + c, y + c, cs * 0.36, 0, 2 * Math.PI);
          break;
        case "triangle":
          ctx.moveTo(x + c, y + cs * 0.08);
          ctx.lineTo(x + cs * 0.92, y + cs * 0.88);
          ctx.lineTo(x + cs * 0.08, y + cs * 0.88);
          ctx.closePath();
          break;
        case "star":
          for (let t = 0; t < 10; t++) {
            const a = -Math.PI / 2 + t * Math.PI / 5, rr = (t % 2 ? 0.24 : 0.62) * cs;
            ctx.lineTo(x + c + rr * Math.cos(a), y + c + rr * Math.sin(a));
          }
          ctx.closePath();
          break;
        case "big":
          ctx.rect(x - cs * 0.05, y - cs * 0.05, cs * 1.1, cs * 1.1);
          break;
        case "car":
          ctx.rect(x + cs * 0.06, y + cs * 0.18, cs * 0.88, cs * 0.64);
          break;
        default:
          ctx.rect(x + cs * 0.12, y + cs * 0.12, cs * 0.76, cs * 0.76);
      }
      ctx.fill();
      if (cs >= 4) ctx.stroke();
    }
    // describe tells what is at CSS pixel (x, y) of the canvas in round k.
    describe(k, x, y) {
      const m = this.m;
      if (!m || !this.cs) return null;
      const i = Math.floor(y / this.cs), j = Math.floor(x / this.cs);
      if (i < 0 || j < 0 || i >= m.rows || j >= m.cols) return null;
      const r = m.rounds[k];
      let text = "(" + i + ", " + j + ") " + cellInfo(m, r.cells[i * m.cols + j]).name;
      if (m.game === "OrkIsland") {
        const c = m.cityOf[i * m.cols + j], p = m.pathOf[i * m.cols + j];
        if (c >= 0) text += " · city " + c + " (" + m.citySize[c] + " cells, " + ownerName(m, r.cityOwners[c]) + ")";
        if (p >= 0) text += " · path " + p + " (" + m.pathSize[p] + " cells, cities " + m.pathEnds[p].join("–") + ", " + ownerName(m, r.pathOwners[p]) + ")";
      }
      const u = r.units;
      for (let q = 0; q < u.length; q += UNIT) {
        if (u[q + 2] !== i || u[q + 3] !== j) continue;
        const kind = m.game === "OrkIsland" ? "ork" : UNIT_NAMES[m.game][String.fromCharCode(u[q])];
        const who = u[q + 1] >= 0 ? m.names[u[q + 1]] + " (" + u[q + 1] + ")" : "Sauron";
        let hp = "health " + u[q + 4];
        if (m.game === "Mad_Max") hp = u[q] === 99 ? "fuel " + u[q + 4] : "food " + u[q + 4] + ", water " + u[q + 5];
        if (health(m, u[q], u[q + 1], u[q + 4], u[q + 5]) < 0) hp = "";
        text += " · " + kind + " " + q / UNIT + " of " + who + (hp ? ", " + hp : "");
      }
      return text;
    }
  }

  function ownerName(m, o) {
    return o >= 0 ? "owned by " + m.names[o] : "no owner";
  }

  // Chart draws every player's score over the rounds with a cursor at the
  // current round. The lines are drawn once per size into a cached layer.
  class Chart {
    constructor(canvas) {
      this.canvas = canvas;
      this.ctx = canvas.getContext("2d");
      this.layer = document.createElement("canvas");
      this.m = null;
      this.key = "";
    }
    setMatch(m) {
      this.m = m;
      this.key = "";
      let max = 1;
      for (const r of m.rounds) for (const s of r.scores) if (s > max) max = s;
      this.max = max;
    }
    layout(w, h) {
      const dpr = window.devicePixelRatio || 1;
      this.w = w; this.h = h; this.dpr = dpr;
      this.canvas.width = Math.round(w * dpr);
      this.canvas.height = Math.round(h * dpr);
      this.canvas.style.width = w + "px";
      this.canvas.style.height = h + "px";
      this.key = "";
    }
    x(k) { return 34 + (this.w - 42) * (k / Math.max(1, this.m.nbRounds)); }
    y(s) { return this.h - 16 - (this.h - 26) * (s / this.max); }
    build() {
      const m = this.m, L = this.layer, dpr = this.dpr;
      L.width = this.canvas.width;
      L.height = this.canvas.height;
      const g = L.getContext("2d");
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      g.font = "10px sans-serif";
      g.fillStyle = "#9aa0aa";
      g.strokeStyle = "#3a3f48";
      g.lineWidth = 1;
      g.beginPath();
      g.moveTo(34, 6); g.lineTo(34, this.h - 16); g.lineTo(this.w - 8, this.h - 16);
      g.stroke();
      g.textAlign = "right";
      g.fillText(String(this.max), 31, 12);
      g.fillText("0", 31, this.h - 16);
      g.textAlign = "center";
      g.fillText("round", this.w / 2, this.h - 4);
      g.textAlign = "left";
      g.fillText("0", 34, this.h - 4);
      g.textAlign = "right";
      g.fillText(String(m.nbRounds), this.w - 8, this.h - 4);
      m.names.forEach((_, p) => {
        g.strokeStyle = PLAYER[p];
        g.lineWidth = 1.5;
        g.beginPath();
        m.rounds.forEach((r, k) => {
          const X = this.x(k), Y = this.y(r.scores[p]);
          if (k === 0) g.moveTo(X, Y); else g.lineTo(X, Y);
        });
        g.stroke();
      });
      this.key = "built";
    }
    draw(k) {
      if (!this.m || !this.w) return;
      if (!this.key) this.build();
      const ctx = this.ctx;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
      ctx.drawImage(this.layer, 0, 0);
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      const X = this.x(k);
      ctx.strokeStyle = "rgba(255,255,255,0.55)";
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(X, 6); ctx.lineTo(X, this.h - 16);
      ctx.stroke();
      this.m.names.forEach((_, p) => {
        ctx.fillStyle = PLAYER[p];
        ctx.beginPath();
        ctx.arc(X, this.y(this.m.rounds[k].scores[p]), 3, 0, 2 * Math.PI);
        ctx.fill();
      });
    }
  }

  EDA.PLAYER = PLAYER;
  EDA.Board = Board;
  EDA.Chart = Chart;
  EDA.unitLegend = function (m) {
    const n = UNIT_NAMES[m.game];
    return Object.keys(n).map((k) => n[k]);
  };
})(window.EDA = window.EDA || {});
