// app.js wires the viewer page: loading a match (served by `edagym view`,
// chosen with the file input, or dropped on the page; plain or gzip), the
// player panel, the controls and keyboard shortcuts, and the redraw loop,
// which only paints when the round or the size changed.
"use strict";

(function (EDA) {
  const $ = (id) => document.getElementById(id);
  const board = new EDA.Board($("board"));
  const chart = new EDA.Chart($("chart"));
  const SPEEDS = [1, 2, 4, 8, 16, 32, 64];

  let m = null;          // the parsed match
  let k = 0;             // index of the round shown
  let playing = false;
  let lastT = null, acc = 0;
  let pending = false, dirty = false;
  let mouse = null;      // last mouse position over the board
  let status = "empty", errorText = "";
  let parseMs = 0, maxRenderMs = 0; // timings, for tests
  const jsErrors = []; // uncaught errors, for tests
  window.addEventListener("error", (e) => jsErrors.push(String(e.message)));
  window.addEventListener("unhandledrejection", (e) => jsErrors.push(String(e.reason)));

  // window.edagym lets tests and the console inspect the viewer.
  window.edagym = {
    get state() { return status; },
    get error() { return errorText; },
    get round() { return m ? m.rounds[k].round : -1; },
    get lastRound() { return m ? m.rounds.length - 1 : -1; },
    get match() { return m; },
    get jsErrors() { return jsErrors.slice(); },
    get parseMs() { return parseMs; },
    get maxRenderMs() { return maxRenderMs; },
    benchmark: () => benchmark(),
    setRound: (r) => setRound(r),
    play: () => play(),
    pause: () => pause(),
  };

  // ---- loading ----

  // MAX_BYTES is the most a match file may hold, plain or once
  // decompressed: the 256 MiB edagym reads from a match file. A .gz of
  // zeros (3 GiB in 14 MB) would otherwise fill the tab's memory.
  const MAX_BYTES = 256 * 1024 * 1024;
  const MAX_TEXT = "256 MiB";

  // TooLarge is a file over MAX_BYTES.
  class TooLarge extends Error {}

  // gunzip decompresses with the browser's DecompressionStream and keeps
  // whatever came out before an error, so a cut .gz still shows its start.
  // It stops at MAX_BYTES, and lets the page handle events every few
  // megabytes, so a decompression bomb neither fills the memory nor
  // freezes the page.
  async function gunzip(bytes) {
    if (typeof DecompressionStream === "undefined") {
      throw new Error("this browser cannot decompress .gz files; run gunzip on the file first");
    }
    // The compressed bytes go in 4 KiB at a time, each written once the
    // output of the previous one was read: a chunk expands at most about a
    // thousand times, so no more than a few MiB are ever waiting. (Given
    // whole, one chunk would expand whole, all of it at once.)
    const ds = new DecompressionStream("gzip");
    const writer = ds.writable.getWriter();
    const reader = ds.readable.getReader();
    (async () => {
      for (let i = 0; i < bytes.length; i += 4096) {
        await writer.ready;
        await writer.write(bytes.subarray(i, i + 4096));
      }
      await writer.close();
    })().catch(() => {}); // a damaged file's error comes out of the reader
    const chunks = [];
    let n = 0, err = null, sinceYield = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (n + value.length > MAX_BYTES) {
          reader.cancel().catch(() => {});
          writer.abort().catch(() => {});
          throw new TooLarge("the .gz file holds more than " + MAX_TEXT + " of data, the most the viewer reads");
        }
        chunks.push(value);
        n += value.length;
        sinceYield += value.length;
        if (sinceYield >= 8 * 1024 * 1024) {
          sinceYield = 0;
          await new Promise((r) => setTimeout(r, 0));
        }
      }
    } catch (e) {
      if (e instanceof TooLarge) throw e;
      err = e;
    }
    const out = new Uint8Array(n);
    let off = 0;
    for (const c of chunks) { out.set(c, off); off += c.length; }
    return { bytes: out, err };
  }

  // readFile reads a chosen or dropped file, refusing one over MAX_BYTES
  // before reading it.
  async function readFile(f) {
    if (f.size > MAX_BYTES) {
      fail(f.name, new TooLarge("the file is larger than " + MAX_TEXT + ", the most the viewer reads"));
      return;
    }
    await load(await f.arrayBuffer(), f.name);
  }

  async function load(buffer, name) {
    pause();
    let bytes = new Uint8Array(buffer), gzNote = "";
    try {
      if (bytes.length === 0) throw new EDA.ParseError(0, "the file is empty");
      if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
        const z = await gunzip(bytes);
        if (z.err) {
          if (z.bytes.length === 0) throw new Error("the .gz file is damaged and holds no readable data (" + z.err.message + ")");
          gzNote = "The .gz file is damaged or cut short after " + z.bytes.length + " bytes of data. ";
        }
        bytes = z.bytes;
      }
      const t0 = performance.now();
      const text = new TextDecoder("utf-8").decode(bytes);
      const match = EDA.parse(text);
      parseMs = performance.now() - t0;
      maxRenderMs = 0;
      if (gzNote) match.warning = gzNote + (match.warning || "");
      show(match, name);
    } catch (e) {
      fail(name, e);
    }
  }

  function fail(name, e) {
    m = null;
    document.body.classList.remove("loaded");
    $("players").textContent = "";
    $("legend").textContent = "";
    $("title").textContent = "No match loaded";
    $("file").textContent = name || "";
    $("round").textContent = "Round – / –";
    $("moves").textContent = "";
    $("slider").max = 0;
    const where = e instanceof EDA.ParseError && e.line > 0 ? "line " + e.line + ": " : "";
    errorText = "Cannot show " + (name || "this file") + ": " + where + e.message + ".";
    message("error", errorText);
    status = "error";
    if (!(e instanceof EDA.ParseError)) console.error(e);
  }

  function message(kind, text) {
    const el = $("message");
    if (!kind) { el.hidden = true; el.textContent = ""; return; }
    el.className = kind;
    el.textContent = "";
    const b = document.createElement("strong");
    b.textContent = kind === "error" ? "Error: " : "Warning: ";
    el.append(b, text);
    el.hidden = false;
  }

  function show(match, name) {
    m = match;
    k = 0;
    errorText = "";
    board.setMatch(m);
    chart.setMatch(m);
    $("title").textContent = m.title + " · seed " + m.seed;
    $("file").textContent = name || "";
    document.title = m.title + " · " + (name || "match") + " · edagym viewer";
    buildPlayers();
    buildLegend();
    const s = $("slider");
    s.max = m.rounds.length - 1;
    s.value = 0;
    message(m.warning ? "warning" : null, m.warning || "");
    document.body.classList.add("loaded");
    layout();
    status = "ready";
  }

  // ---- the side panel ----

  function buildPlayers() {
    const box = $("players");
    box.textContent = "";
    m.names.forEach((name, p) => {
      const row = document.createElement("div");
      row.className = "player";
      row.dataset.player = p;
      row.style.borderLeftColor = EDA.PLAYER[p];
      const sw = document.createElement("span");
      sw.className = "swatch";
      sw.style.background = EDA.PLAYER[p];
      const nm = document.createElement("span");
      nm.className = "name";
      nm.textContent = p + " · " + name;
      nm.title = name;
      const sc = document.createElement("span");
      sc.className = "score";
      const st = document.createElement("div");
      st.className = "stats";
      row.append(sw, nm, sc, st);
      box.append(row);
    });
  }

  function buildLegend() {
    const kinds = EDA.unitLegend(m);
    const parts = {
      OrkIsland: "Squares are orks; crossed cells are conquered cities and paths.",
      Dominator: "● farmer  ■ knight  ▲ witch; shaded diamonds are haunted by active witches.",
      Mad_Max: "● warrior  ▬ car; tinted city cells show the owner.",
      Moria: "■ dwarf  ● wizard  ▲ orc  big ■ troll  ★ Balrog; gold dots are treasures.",
    };
    $("legend").textContent = (parts[m.game] || kinds.join(", ")) + " Bars show health.";
  }

  function countUnits(r) {
    const n = m.names.map(() => ({}));
    const u = r.units;
    for (let q = 0; q < u.length; q += EDA.UNIT) {
      const o = u[q + 1];
      if (o < 0 || o >= n.length) continue;
      const kind = u[q] || 1;
      n[o][kind] = (n[o][kind] || 0) + 1;
    }
    return n;
  }

  // Unit kinds counted per player (by kind code), singular and plural.
  const KIND_WORDS = {
    OrkIsland: { 1: ["ork", "orks"] },
    Dominator: { 102: ["farmer", "farmers"], 107: ["knight", "knights"], 119: ["witch", "witches"] },
    Mad_Max: { 119: ["warrior", "warriors"], 99: ["car", "cars"] },
    Moria: { 100: ["dwarf", "dwarves"], 119: ["wizard", "wizards"] },
  };

  function count(n, words) {
    return n + " " + words[n === 1 ? 0 : 1];
  }

  function updatePanel(r) {
    const counts = countUnits(r);
    const best = Math.max(...r.scores);
    const rows = $("players").children;
    for (let p = 0; p < rows.length; p++) {
      rows[p].querySelector(".score").textContent = String(r.scores[p]);
      rows[p].classList.toggle("top", r.scores[p] === best);
      const stats = m.def.statNames.map((w, t) => count(r.stats[p][t], w));
      const words = KIND_WORDS[m.game];
      for (const kind in words) stats.push(count(counts[p][kind] || 0, words[kind]));
      rows[p].querySelector(".stats").textContent = stats.join(" · ");
    }
  }

  // ---- drawing ----

  function layout() {
    if (!m) return;
    const wrap = $("board-wrap");
    board.layout(wrap.clientWidth - 20, wrap.clientHeight - 20);
    const aside = document.querySelector("aside");
    chart.layout(Math.max(120, aside.clientWidth - 24), 170);
    dirty = true;
    invalidate();
  }

  function invalidate() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(frame);
    }
  }

  function frame(t) {
    pending = false;
    if (playing && m) {
      if (lastT !== null) acc += (t - lastT) / 1000 * speed();
      lastT = t;
      if (acc >= 1) {
        const steps = Math.floor(acc);
        acc -= steps;
        setRound(k + steps);
        if (k >= m.rounds.length - 1) pause();
      }
      if (playing) invalidate();
    }
    if (dirty && m) {
      dirty = false;
      render();
    }
  }

  function render() {
    const t0 = performance.now();
    const r = m.rounds[k];
    board.draw(k);
    chart.draw(k);
    updatePanel(r);
    const last = m.rounds.length - 1;
    $("round").textContent = "Round " + r.round + " / " + last + (last !== m.nbRounds ? " (of " + m.nbRounds + ")" : "");
    $("moves").textContent = k > 0 ? r.moves + (r.moves === 1 ? " move" : " moves") : "";
    const s = $("slider");
    if (Number(s.value) !== k) s.value = k;
    hover();
    maxRenderMs = Math.max(maxRenderMs, performance.now() - t0);
  }

  // benchmark draws every round once, synchronously, and returns the mean
  // and the slowest time in ms (the first round, which builds caches, apart).
  function benchmark() {
    if (!m) return null;
    const keep = k, times = [];
    for (k = 0; k < m.rounds.length; k++) {
      const t0 = performance.now();
      render();
      times.push(performance.now() - t0);
    }
    k = keep;
    dirty = true;
    invalidate();
    const rest = times.slice(1);
    return { first: times[0], mean: rest.reduce((a, b) => a + b, 0) / rest.length, max: Math.max(...rest) };
  }

  function hover() {
    const el = $("hover");
    const text = mouse && m ? board.describe(k, mouse.x, mouse.y) : null;
    el.hidden = !text;
    if (text) el.textContent = text;
  }

  // ---- controls ----

  function setRound(n) {
    if (!m) return;
    n = Math.max(0, Math.min(m.rounds.length - 1, n | 0));
    if (n !== k) {
      k = n;
      dirty = true;
      invalidate();
    }
  }

  function play() {
    if (!m || playing) return;
    if (k >= m.rounds.length - 1) setRound(0);
    playing = true;
    lastT = null;
    acc = 0;
    $("play").textContent = "❚❚ Pause";
    invalidate();
  }

  function pause() {
    playing = false;
    $("play").textContent = "▶ Play";
  }

  function speed() { return Number($("speed").value); }

  function changeSpeed(d) {
    const s = $("speed"), i = SPEEDS.indexOf(speed());
    s.value = String(SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, i + d))]);
  }

  function toggleHelp(show) {
    const h = $("help");
    h.hidden = show === undefined ? !h.hidden : !show;
  }

  function step(d) {
    pause();
    setRound(k + d);
  }

  $("play").onclick = () => (playing ? pause() : play());
  $("prev").onclick = () => step(-1);
  $("next").onclick = () => step(1);
  $("first").onclick = () => step(-1e9);
  $("last").onclick = () => step(1e9);
  $("slider").oninput = (e) => setRound(Number(e.target.value));
  $("open").onclick = $("open2").onclick = () => $("file-input").click();
  $("help-btn").onclick = () => toggleHelp();
  $("help-close").onclick = () => toggleHelp(false);
  $("help").onclick = (e) => { if (e.target.id === "help") toggleHelp(false); };
  $("file-input").onchange = async (e) => {
    const f = e.target.files[0];
    if (f) await readFile(f);
    e.target.value = "";
  };

  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const keys = {
      " ": () => (playing ? pause() : play()),
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      PageDown: () => step(10),
      PageUp: () => step(-10),
      Home: () => step(-1e9),
      End: () => step(1e9),
      ArrowUp: () => changeSpeed(1),
      ArrowDown: () => changeSpeed(-1),
      o: () => $("file-input").click(),
      O: () => $("file-input").click(),
      "?": () => toggleHelp(),
      h: () => toggleHelp(),
      H: () => toggleHelp(),
      Escape: () => toggleHelp(false),
    };
    const f = keys[e.key];
    if (!f) return;
    e.preventDefault();
    // A focused button or slider would also react to the key; take focus away.
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
    f();
  });

  $("board").addEventListener("mousemove", (e) => { mouse = { x: e.offsetX, y: e.offsetY }; hover(); });
  $("board").addEventListener("mouseleave", () => { mouse = null; hover(); });

  // Drag and drop anywhere on the page.
  let dragDepth = 0;
  window.addEventListener("dragenter", (e) => { e.preventDefault(); dragDepth++; $("drop").hidden = false; });
  window.addEventListener("dragover", (e) => e.preventDefault());
  window.addEventListener("dragleave", () => { if (--dragDepth <= 0) { dragDepth = 0; $("drop").hidden = true; } });
  window.addEventListener("drop", async (e) => {
    e.preventDefault();
    dragDepth = 0;
    $("drop").hidden = true;
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) await readFile(f);
  });

  new ResizeObserver(layout).observe($("board-wrap"));
  window.addEventListener("resize", layout);

  // When served by `edagym view`, the match is at ./match.
  async function start() {
    if (!location.protocol.startsWith("http")) return;
    status = "loading";
    let resp;
    try {
      resp = await fetch("match", { cache: "no-store" });
    } catch (e) {
      resp = null; // no server: wait for a file
    }
    if (!resp || resp.status === 404) {
      if (status === "loading") status = "empty";
      return;
    }
    const name = resp.headers.get("X-Match-Name") || "match";
    if (!resp.ok) {
      fail(name, new Error("the server answered " + resp.status + " " + resp.statusText));
      return;
    }
    await load(await resp.arrayBuffer(), name);
  }
  start();
})(window.EDA);
