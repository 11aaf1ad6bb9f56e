// io.hh: the runner's side of the protocol with the Go engine (main.cc and
// the games' view.hh; never in a player's translation unit). The engine
// writes whitespace-separated tokens on the process's standard input; the
// runner answers one line per round on its standard output. See
// docs/cxx-players.md, "The protocol".
#ifndef edagym_io_hh
#define edagym_io_hh

#include <string.h>
#include <string>
#include <vector>

namespace edagym {

// fail reports a protocol error on stderr and ends the process (status 2).
void fail(const std::string& what);

// Input reads the engine's tokens from file descriptor 0, buffered; the
// byte after the buffered ones is always 0, so that scanning a token
// stops there.
class Input {
 public:
  Input() : pos_(0), end_(0), eof_(false) { buf_[0] = 0; }

  // next skips white space and returns the next byte without consuming
  // it, or -1 at the end of the input.
  int next() {
    for (;;) {
      while (pos_ < end_) {
        char c = buf_[pos_];
        if (c != ' ' and c != '\n' and c != '\t' and c != '\r') return (unsigned char)c;
        ++pos_;
      }
      if (not more()) return -1;
    }
  }

  // letter consumes the next non-space byte (-1 at the end).
  int letter() {
    int c = next();
    if (c >= 0) ++pos_;
    return c;
  }

  // integer reads a decimal integer (an optional '-', then digits).
  long long integer() {
    if (next() < 0) fail("expected an integer, found the end");
    for (;;) {
      const char* s = buf_ + pos_;
      bool neg = *s == '-';
      if (neg) ++s;
      const char* first = s;
      long long v = 0;
      while (*s >= '0' and *s <= '9' and s - first < 13) v = v * 10 + (*s++ - '0');
      if (s == buf_ + end_ and more()) continue;  // the number may go on: read on, scan again
      if (s == first) fail("expected an integer");
      if (s - first > 12) fail("integer out of range");
      pos_ = int(s - buf_);
      return neg ? -v : v;
    }
  }

  // count reads a count, which must be from 0 to most.
  int count(long long most) {
    long long v = integer();
    if (v < 0 or v > most) fail("bad count");
    return int(v);
  }

  // ints reads n integers into dst (the settings, a number a player).
  void ints(int* dst, int n) {
    for (int k = 0; k < n; ++k) dst[k] = int(integer());
  }
  void ints(std::vector<int>& v, int n) {
    v.resize(n);
    ints(v.data(), n);
  }

  // byte consumes the next byte, which must be want (no space skipped).
  void byte(char want) {
    if (pos_ >= end_ and not more()) fail("expected a byte, found the end");
    if (buf_[pos_] != want) fail("unexpected byte");
    ++pos_;
  }

  // raw reads the next n bytes as they are.
  void raw(char* dst, int n) {
    while (n > 0) {
      if (pos_ >= end_ and not more()) fail("expected bytes, found the end");
      int k = end_ - pos_ < n ? end_ - pos_ : n;
      memcpy(dst, buf_ + pos_, k);
      pos_ += k;
      dst += k;
      n -= k;
    }
  }

  // word reads n non-space bytes (a row of a board, which a newline
  // follows) into dst.
  void word(char* dst, int n) {
    if (n <= 0) return;
    if (next() < 0) fail("expected a row, found the end");
    ensure(n + 1);
    if (end_ - pos_ < n) fail("a row is too short");
    const char* s = buf_ + pos_;
    for (int k = 0; k < n; ++k) {
      char c = s[k];
      if (c == ' ' or c == '\n' or c == '\t' or c == '\r') fail("a row is too short");
      dst[k] = c;
    }
    char c = s[n];
    if (c != 0 and c != ' ' and c != '\n' and c != '\t' and c != '\r') fail("a row is too long");
    pos_ += n;
  }

 private:
  enum { kSize = 1 << 16 };

  // ensure buffers at least n bytes from pos_ (fewer only at the end):
  // only for what the engine has surely sent.
  void ensure(int n) {
    while (end_ - pos_ < n and more()) {
    }
  }

  // more reads more input after what is buffered (moved to the front);
  // false at the end.
  bool more() {
    if (eof_) return false;
    if (pos_ > 0) {
      memmove(buf_, buf_ + pos_, end_ - pos_);
      end_ -= pos_;
      pos_ = 0;
    }
    if (end_ >= kSize) fail("a token too long");
    int n = read_some(buf_ + end_, kSize - end_);  // main.cc
    if (n <= 0) {
      eof_ = true;
      return false;
    }
    end_ += n;
    buf_[end_] = 0;
    return true;
  }

  static int read_some(char* dst, int n);

  char buf_[kSize + 1];
  int pos_, end_;
  bool eof_;
};

// Output builds the reply line and writes it to file descriptor 1.
class Output {
 public:
  void put(char c) { buf_.push_back(c); }
  void put(long long v) {
    char tmp[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
      tmp[n++] = char('0' + u % 10);
      u /= 10;
    } while (u);
    if (v < 0) buf_.push_back('-');
    while (n) buf_.push_back(tmp[--n]);
  }
  void word(const char* s) {
    while (*s) buf_.push_back(*s++);
  }
  void send();  // main.cc: writes the buffer (after any output the player left) and clears it

 private:
  std::vector<char> buf_;
};

// Board keeps a board's letters, which the engine sends whole the first
// time and then as the cells that changed (cxx.Sent.AppendBoard):
//   F, then the rows of letters, or
//   D K, then K times: INDEX LETTER
struct Board {
  std::vector<char> letter;
  std::vector<int> changed;  // the cells the last read changed
  bool whole;                // the last read gave every cell

  Board() : whole(false) {}

  void read(Input& in, int rows, int cols) {
    int n = rows * cols;
    int c = in.letter();
    changed.clear();
    whole = c == 'F';
    if (whole) {
      letter.resize(n);
      for (int i = 0; i < rows; ++i) in.word(&letter[i * cols], cols);
      return;
    }
    if (c != 'D' or int(letter.size()) != n) fail("expected a board");
    long long k = in.integer();
    if (k < 0 or k > n) fail("bad count of changed cells");
    for (long long x = 0; x < k; ++x) {
      long long i = in.integer();
      int l = in.letter();
      if (i < 0 or i >= n or l < 0) fail("bad changed cell");
      letter[i] = char(l);
      changed.push_back(int(i));
    }
  }
};

// read_board reads a board the match block gives whole (its cells never
// change letter): ROWS COLS, player p's state's size, then ROWS rows of
// COLS letters, each a cell by decode.
template <class P, class CellT, class Decode>
void read_board(Input& in, P* p, std::vector<CellT>& cells, const Decode& decode) {
  long long r = in.integer(), c = in.integer();
  if (r <= 0 or c <= 0 or r > 1000 or c > 1000) fail("bad board size");
  int rows = p->edagym_rows_ = int(r);
  int cols = p->edagym_cols_ = int(c);
  cells.resize(rows * cols);
  std::vector<char> row(cols);
  for (int i = 0; i < rows; ++i) {
    in.word(&row[0], cols);
    for (int j = 0; j < cols; ++j) cells[i * cols + j] = decode(row[j]);
  }
}

// Letters decodes a board's letters into cells by a table the game sets
// once, a cell for each letter its board may hold.
template <class CellT>
struct Letters {
  CellT cell[256];
  bool known[256];

  Letters() {
    for (int c = 0; c < 256; ++c) known[c] = false;
  }

  void set(char c, const CellT& x) {
    cell[(unsigned char)c] = x;
    known[(unsigned char)c] = true;
  }

  CellT operator()(int c) const {
    if (not known[(unsigned char)c]) fail("bad cell letter");
    return cell[(unsigned char)c];
  }
};

// Units keeps the units' records of width numbers each, which the engine
// sends whole the first time and then as the records that changed
// (cxx.Sent.AppendUnits): N K and a newline, then K times the unit's id
// and its width numbers as 32-bit little-endian integers, then a newline.
struct Units {
  std::vector<int> rec;
  std::vector<int> changed;  // the units the last read gave
  std::vector<unsigned char> bytes;
  int width;

  explicit Units(int width) : width(width) {}

  int size() const { return int(rec.size()) / width; }
  const int* at(int id) const { return &rec[id * width]; }

  void read(Input& in) {
    long long n = in.integer(), k = in.integer();
    if (n < 0 or n > 1000000 or k < 0 or k > n) fail("bad unit count");
    if (int(rec.size()) != n * width) {
      if (k != n) fail("units changed before they were all given");
      rec.assign(n * width, 0);
    }
    int w = width + 1;
    bytes.resize(k * w * 4 + 1);
    in.byte('\n');
    in.raw((char*)&bytes[0], int(k * w * 4));
    in.byte('\n');
    changed.clear();
    for (long long x = 0; x < k; ++x) {
      const unsigned char* b = &bytes[x * w * 4];
      int id = word(b);
      if (id < 0 or id >= n) fail("bad unit id");
      for (int f = 0; f < width; ++f) rec[id * width + f] = word(b + 4 * (f + 1));
      changed.push_back(id);
    }
  }

  static int word(const unsigned char* b) {
    unsigned u = unsigned(b[0]) | unsigned(b[1]) << 8 | unsigned(b[2]) << 16 | unsigned(b[3]) << 24;
    return int(u);
  }
};

// Grid is the runner's copy of a board whose cells name the unit on them,
// which the engine sends each round with the units (Dominator's and
// Moria's views): the letters of the Board decoded (by letters, which the
// game sets), the units placed, and the cells a round touched, so that
// the player's copy is updated in place.
template <class CellT, class UnitT>
struct Grid {
  Letters<CellT> letters;
  Board board;
  Units units;
  std::vector<CellT> cells;
  std::vector<UnitT> us;
  std::vector<int> touched;

  explicit Grid(int width) : units(width) {}

  // read_board starts a round: the board, all of it or the cells that
  // changed, decoded; a changed cell keeps the id of the unit on it.
  void read_board(Input& in, int rows, int cols) {
    board.read(in, rows, cols);
    touched.clear();
    if (board.whole) {
      cells.resize(rows * cols);
      for (int k = 0; k < rows * cols; ++k) cells[k] = letters(board.letter[k]);
    }
    for (size_t k = 0; k < board.changed.size(); ++k) {
      int x = board.changed[k], id = cells[x].id;
      cells[x] = letters(board.letter[x]);
      cells[x].id = id;
      touched.push_back(x);
    }
  }

  // read_units reads the units (units.changed: those that changed) and
  // takes each unit that changed off the cell it stood on, if shown(it)
  // (the unit as it was: the game places it anew).
  template <class Shown>
  void read_units(Input& in, int cols, const Shown& shown) {
    units.read(in);
    us.resize(units.size());
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const UnitT& u = us[id];
      int x = u.pos.i * cols + u.pos.j;
      if (shown(u) and cells[x].id == id) {
        cells[x].id = -1;
        touched.push_back(x);
      }
    }
  }

  // place puts unit id on cell x.
  void place(int x, int id) {
    cells[x].id = id;
    touched.push_back(x);
  }

  // commit gives the player the round: everything after a whole board, a
  // new count of units or a player that changed its own copy (dirty), else
  // only the cells and units that changed.
  template <class P>
  void commit(P* p) {
    if (board.whole or p->edagym_dirty_ or p->edagym_units_.size() != us.size()) {
      p->edagym_cells_ = cells;
      p->edagym_units_ = us;
      p->edagym_dirty_ = false;
      return;
    }
    for (size_t k = 0; k < touched.size(); ++k) p->edagym_cells_[touched[k]] = cells[touched[k]];
    for (size_t k = 0; k < units.changed.size(); ++k) p->edagym_units_[units.changed[k]] = us[units.changed[k]];
  }
};

}  // namespace edagym

#endif
