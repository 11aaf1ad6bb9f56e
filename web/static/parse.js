// parse.js reads the match files of the four Jutge.org EDA games (Ork Island,
// Dominator, Mad Max, Moria) in their original format, as specified in
// shared/rules/<game>-engine.md ("Output file format"), into compact
// per-round arrays. It is parsed once; drawing then only indexes arrays.
"use strict";

(function (EDA) {
  // ParseError is a problem at a line of the file (1-based). truncated marks
  // a file that simply ends too early.
  class ParseError extends Error {
    constructor(line, message, truncated) {
      super(message);
      this.line = line;
      this.truncated = !!truncated;
    }
  }

  // Cursor walks the lines of the file with line-numbered checks.
  class Cursor {
    constructor(text) {
      this.lines = text.split("\n");
      this.endsWithNewline = text.endsWith("\n");
      if (this.endsWithNewline) this.lines.pop();
      this.i = 0;
    }
    get lineNo() { return this.i; } // number of the line last read
    atEnd() { return this.i >= this.lines.length; }
    fail(msg) { throw new ParseError(this.i, msg, false); }
    next(what) {
      if (this.i >= this.lines.length) {
        throw new ParseError(this.lines.length, "the file ends where " + what + " was expected", true);
      }
      const line = this.lines[this.i++];
      // The last line of a file without its final newline was cut mid-line.
      if (this.i === this.lines.length && !this.endsWithNewline) {
        throw new ParseError(this.i, "the file ends in the middle of a line (" + what + ")", true);
      }
      return line;
    }
    empty(what) {
      const line = this.next("an empty line" + (what ? " " + what : ""));
      if (line !== "") this.fail("expected an empty line" + (what ? " " + what : "") + ", found " + quote(line));
    }
    exact(s) {
      const line = this.next(quote(s));
      if (line !== s) this.fail("expected " + quote(s) + ", found " + quote(line));
    }
    // ints reads a line "key v0 v1 ..." and returns the values.
    ints(key, count) {
      const line = this.next(quote(key));
      const f = line.trim().split(/ +/);
      if (f[0] !== key) this.fail("expected a " + quote(key) + " line, found " + quote(line));
      if (count !== undefined && f.length - 1 !== count) {
        this.fail(quote(key) + " should have " + count + " values, found " + (f.length - 1));
      }
      const out = new Array(f.length - 1);
      for (let k = 1; k < f.length; k++) out[k - 1] = this.int(f[k], key);
      return out;
    }
    // numbers reads a line of integers only (at least min of them).
    numbers(min, what) {
      const line = this.next(what);
      const t = line.trim();
      const f = t === "" ? [] : t.split(/ +/);
      if (f.length < min) this.fail("expected " + what + ", found " + quote(line));
      for (let k = 0; k < f.length; k++) f[k] = this.int(f[k], what);
      return f;
    }
    int(s, what) {
      const v = Number(s);
      if (s === "" || !Number.isInteger(v)) this.fail("expected an integer in " + what + ", found " + quote(s));
      return v;
    }
  }

  function quote(s) {
    if (s.length > 60) s = s.slice(0, 57) + "...";
    return "'" + s.replace(/[\x00-\x1f\x7f-\x9f]/g, "?") + "'";
  }

  // Unit records are stored flat in an Int32Array, UNIT fields per unit:
  // kind (char code), owner, row, col, value a, value b.
  const UNIT = 6;

  // grid reads R rows of C cells; strip tells how many label characters
  // precede each row. Identical consecutive grids share one array.
  function readGrid(cur, m, prev, label) {
    const R = m.rows, C = m.cols, cells = new Uint8Array(R * C);
    const valid = m.validCells;
    for (let i = 0; i < R; i++) {
      const line = cur.next("row " + i + " of the board");
      let row = line;
      if (label) {
        const want = String(Math.floor(i / 10)) + String(i % 10) + " ";
        if (!line.startsWith(want)) cur.fail("expected board row " + i + " to start with " + quote(want) + ", found " + quote(line));
        row = line.slice(want.length);
      }
      if (row.length !== C) cur.fail("board row " + i + " should have " + C + " cells, found " + row.length + ": " + quote(line));
      for (let j = 0; j < C; j++) {
        const ch = row.charCodeAt(j);
        if (ch >= 128 || !valid[ch]) cur.fail("unexpected character " + quote(row[j]) + " at row " + i + ", column " + j + " of the board");
        cells[i * C + j] = ch;
      }
    }
    if (prev && prev.length === cells.length) {
      let same = true;
      for (let k = 0; k < cells.length; k++) if (prev[k] !== cells[k]) { same = false; break; }
      if (same) return prev;
    }
    return cells;
  }

  // units reads unit lines up to the empty line that ends a state.
  // fields lists what each line holds after the kind (if kinds is set).
  function readUnits(cur, m, kinds) {
    const out = [];
    for (;;) {
      const line = cur.next("a unit line or the empty line ending the state");
      if (line === "") break;
      const f = line.trim().split(/ +/);
      let k = 0, kind = 0;
      if (kinds) {
        if (f[0].length !== 1 || kinds.indexOf(f[0]) < 0) cur.fail("unknown unit kind " + quote(f[0]) + " (expected one of " + kinds.split("").join(" ") + ")");
        kind = f[0].charCodeAt(0);
        k = 1;
      }
      const n = f.length - k;
      if (n < 4 || n > 5) cur.fail("malformed unit line " + quote(line));
      out.push(kind);
      for (let t = 0; t < 5; t++) out.push(t < n ? cur.int(f[k + t], "a unit line") : 0);
      const owner = out[out.length - 5], i = out[out.length - 4], j = out[out.length - 3];
      if (owner >= m.names.length || owner < -1) cur.fail("unit owner " + owner + " out of range in " + quote(line));
      if ((i < 0 || j < 0 || i >= m.rows || j >= m.cols) && !(i === -1 && j === -1)) cur.fail("unit position (" + i + ", " + j + ") off the board in " + quote(line));
    }
    return Int32Array.from(out);
  }

  // moves reads a "commands"/"movements" block and returns its length.
  function readMoves(cur, head) {
    cur.exact(head);
    let n = 0;
    for (;;) {
      const line = cur.next("a move line or -1");
      if (line === "-1") return n;
      const f = line.split(" ");
      if (f.length !== 2 || !/^\d+$/.test(f[0]) || f[1].length !== 1) cur.fail("malformed move line " + quote(line));
      n++;
    }
  }

  function scoreLine(cur, m, key) {
    return cur.ints(key, m.names.length);
  }

  // Ork Island (OrkIsland 1.0): §7 of orkisland-engine.md.
  function orkState(cur, m, prev) {
    cur.empty("before a state");
    cur.empty("before a state");
    cur.next("the first column-label line");
    cur.next("the second column-label line");
    const cells = readGrid(cur, m, prev && prev.cells, true);
    cur.empty("after the board");
    const first = !m.cityOf;
    if (first) {
      m.cityOf = new Int16Array(m.rows * m.cols).fill(-1);
      m.pathOf = new Int16Array(m.rows * m.cols).fill(-1);
      m.citySize = [];
      m.pathSize = [];
      m.pathEnds = [];
    }
    const readCells = (count, list, idx) => {
      for (let t = 0; t < count; t++) {
        const p = cur.numbers(2, "a cell 'i j'");
        if (first) {
          if (p[0] < 0 || p[1] < 0 || p[0] >= m.rows || p[1] >= m.cols) cur.fail("cell (" + p[0] + ", " + p[1] + ") is off the board");
          list[p[0] * m.cols + p[1]] = idx;
        }
      }
    };
    const nc = cur.ints("cities", 1)[0];
    for (let c = 0; c < nc; c++) {
      cur.empty("before a city");
      const size = cur.numbers(1, "the size of city " + c)[0];
      readCells(size, m.cityOf, c);
      if (first) m.citySize.push(size);
    }
    cur.empty("before the paths");
    const np = cur.ints("paths", 1)[0];
    for (let p = 0; p < np; p++) {
      cur.empty("before a path");
      const h = cur.numbers(3, "'a b size' of path " + p);
      readCells(h[2], m.pathOf, p);
      if (first) { m.pathSize.push(h[2]); m.pathEnds.push([h[0], h[1]]); }
    }
    cur.empty("after the paths");
    const round = cur.ints("round", 1)[0];
    const scores = scoreLine(cur, m, "total_score");
    cur.ints("status", m.names.length);
    cur.empty("before city_owners");
    cur.exact("city_owners");
    const cityOwners = Int8Array.from(cur.numbers(nc, "the city owners"));
    cur.empty("before path_owners");
    cur.exact("path_owners");
    const pathOwners = Int8Array.from(cur.numbers(np, "the path owners"));
    cur.empty("before the units");
    cur.exact("units");
    const units = readUnits(cur, m, null);
    const stats = m.names.map(() => [0, 0]);
    cityOwners.forEach((o) => { if (o >= 0 && o < stats.length) stats[o][0]++; });
    pathOwners.forEach((o) => { if (o >= 0 && o < stats.length) stats[o][1]++; });
    return { round, cells, units, scores, stats, cityOwners, pathOwners };
  }

  // gridState reads the state block shared by Dominator, Mad Max and Moria:
  // two empty lines, the board, an empty line, "round r", the stat lines,
  // "status", the unit lines and an empty line.
  function gridState(keys) {
    return function (cur, m, prev) {
      cur.empty("before a state");
      cur.empty("before a state");
      const cells = readGrid(cur, m, prev && prev.cells, false);
      cur.empty("after the board");
      const round = cur.ints("round", 1)[0];
      const values = keys.map((k) => scoreLine(cur, m, k));
      cur.ints("status", m.names.length);
      const units = readUnits(cur, m, m.def.units);
      return m.def.finish({ round, cells, units }, values, m);
    };
  }

  const GAMES = {
    OrkIsland: {
      title: "Ork Island", version: "1.0", moves: "commands",
      cells: "W.FSCP", units: null, state: orkState,
      statNames: [["city", "cities"], ["path", "paths"]],
    },
    Dominator: {
      title: "Dominator", version: "4.0", moves: "movements",
      cells: "X.0123", units: "fkw", state: gridState(["land", "total_score"]),
      statNames: [["land cell", "land cells"]],
      finish: (s, v) => Object.assign(s, { scores: v[1], stats: v[0].map((x) => [x]) }),
    },
    Mad_Max: {
      title: "Mad Max", version: "1.6", moves: "movements",
      cells: "XRSW.0123", units: "wc", state: gridState(["num_cities", "total_score"]),
      statNames: [["city", "cities"]],
      finish: (s, v) => Object.assign(s, { scores: v[1], stats: v[0].map((x) => [x]) }),
    },
    Moria: {
      title: "Moria", version: "1.1", moves: "movements",
      cells: "OGARabcdefghijklmnopqrstuvwxyzCT0123", units: "dwotb", state: gridState(["nb_cells", "nb_treasures"]),
      statNames: [["cell", "cells"], ["treasure", "treasures"]],
      // Score of a clan: nb_cells + treasure_value × nb_treasures (moria-engine.md §3).
      finish: (s, v, m) => {
        const tv = m.settings.treasure_value;
        return Object.assign(s, { scores: v[0].map((c, p) => c + tv * v[1][p]), stats: v[0].map((c, p) => [c, v[1][p]]) });
      },
    },
  };

  function knownGames() {
    return Object.keys(GAMES).map((k) => GAMES[k].title + " (" + k + " " + GAMES[k].version + ")").join(", ");
  }

  // header reads "Game", "", "Seed N", "", the game line, the settings and
  // the names, and returns the match skeleton.
  function header(cur) {
    const first = cur.lines.length ? cur.lines[0] : "";
    const word = first.trim().split(/\s+/)[0];
    if (first !== "Game") {
      if (GAMES[word]) throw new ParseError(1, "this is a configuration (.cnf) file for " + GAMES[word].title + ", not a match file: a match file starts with the line 'Game'");
      throw new ParseError(1, "this is not an EDA match file: it should start with the line 'Game' but starts with " + quote(first));
    }
    cur.exact("Game");
    cur.empty("after 'Game'");
    const seedLine = cur.next("'Seed N'");
    const sm = /^Seed (-?\d+)$/.exec(seedLine);
    if (!sm) cur.fail("expected 'Seed N', found " + quote(seedLine));
    cur.empty("after the seed");
    const gl = cur.next("the game name and version");
    const g = gl.split(" ");
    const def = GAMES[g[0]];
    if (!def || g.length !== 2) cur.fail("unknown game " + quote(gl) + "; this viewer reads " + knownGames());
    const m = {
      game: g[0], def, title: def.title, version: g[1], seed: Number(sm[1]),
      settings: {}, names: [], rounds: [], warning: null,
    };
    m.validCells = new Uint8Array(128);
    for (const ch of def.cells) m.validCells[ch.charCodeAt(0)] = 1;
    if (g[1] !== def.version) m.warning = "This file is " + gl + "; the viewer expects " + g[0] + " " + def.version + ": it may be shown wrongly.";
    for (;;) {
      const line = cur.next("a setting or the names line");
      if (line.startsWith("names ")) {
        m.names = line.slice(6).trim().split(/ +/);
        break;
      }
      const f = line.split(/ +/);
      if (f.length !== 2 || !/^[a-z_]+$/.test(f[0])) cur.fail("expected a 'setting value' line or the names line, found " + quote(line));
      m.settings[f[0]] = cur.int(f[1], "setting " + f[0]);
    }
    const need = ["rows", "cols", "nb_rounds", "nb_players"];
    if (m.game === "Moria") need.push("treasure_value");
    for (const k of need) if (!(k in m.settings)) cur.fail("setting " + quote(k) + " is missing from the header");
    m.rows = m.settings.rows;
    m.cols = m.settings.cols;
    m.nbRounds = m.settings.nb_rounds;
    if (m.rows < 1 || m.cols < 1 || m.rows * m.cols > 1 << 22) cur.fail("implausible board size " + m.rows + "×" + m.cols);
    if (m.names.length !== m.settings.nb_players || m.names.length < 1 || m.names.length > 8) cur.fail("the names line lists " + m.names.length + " players but nb_players is " + m.settings.nb_players);
    return m;
  }

  // parse turns the text of a match file into the match model. Errors before
  // the first complete state throw a ParseError; later ones leave the rounds
  // read so far and set m.warning, so a cut-short match can still be watched.
  function parse(text) {
    if (text.indexOf("\u0000") >= 0 || text.indexOf("\ufffd") >= 0) {
      throw new ParseError(0, "this is a binary file, not an EDA match file (plain text or .gz)");
    }
    const cur = new Cursor(text);
    const m = header(cur);
    const def = m.def;
    try {
      for (;;) {
        const prev = m.rounds.length ? m.rounds[m.rounds.length - 1] : null;
        let moves = 0;
        if (prev) {
          if (cur.atEnd()) break;
          moves = readMoves(cur, def.moves);
        }
        const startLine = cur.lineNo + 1;
        const s = def.state(cur, m, prev);
        if (s.round !== m.rounds.length) {
          throw new ParseError(startLine, "expected the state of round " + m.rounds.length + ", found round " + s.round, false);
        }
        s.moves = moves;
        m.rounds.push(s);
      }
    } catch (e) {
      if (!(e instanceof ParseError) || m.rounds.length === 0) throw e;
      const last = m.rounds.length - 1;
      m.warning = (e.truncated ? "The file is truncated" : "The file is damaged") + " at line " + e.line + ": " + e.message +
        ". Showing rounds 0–" + last + " of " + m.nbRounds + ".";
      m.damaged = true;
    }
    if (!m.damaged && m.rounds.length - 1 !== m.nbRounds) {
      m.warning = "The file holds rounds 0–" + (m.rounds.length - 1) + " but nb_rounds is " + m.nbRounds + ": the match stopped early.";
    }
    m.lines = cur.lines.length;
    return m;
  }

  EDA.UNIT = UNIT;
  EDA.GAMES = GAMES;
  EDA.ParseError = ParseError;
  EDA.parse = parse;
})(window.EDA = window.EDA || {});
