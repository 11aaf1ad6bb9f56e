// io.hh: the runner's side of the protocol with the Go engine (main.cc and
// the games' view.hh; never in a player's translation unit). The engine
// writes whitespace-separated tokens on the process's standard input; the
// runner answers one line per round on its standard output. See
// cxx/protocol.md.
#ifndef edagym_io_hh
#define edagym_io_hh

#include <string>
#include <vector>

namespace edagym {

// fail reports a protocol error on stderr and ends the process (status 2).
void fail(const std::string& what);

// Input reads the engine's tokens from file descriptor 0, buffered.
class Input {
 public:
  Input() : pos_(0), end_(0) {}

  // next skips white space and returns the next byte without consuming
  // it, or -1 at the end of the input.
  int next() {
    for (;;) {
      while (pos_ < end_) {
        char c = buf_[pos_];
        if (c != ' ' and c != '\n' and c != '\t' and c != '\r') return (unsigned char)c;
        ++pos_;
      }
      if (not fill()) return -1;
    }
  }

  // letter consumes the next non-space byte (-1 at the end).
  int letter() {
    int c = next();
    if (c >= 0) ++pos_;
    return c;
  }

  // expect consumes the next non-space byte, which must be want.
  void expect(char want) {
    int c = letter();
    if (c != (unsigned char)want) fail(std::string("expected '") + want + "'");
  }

  // integer reads a decimal integer (an optional '-', then digits).
  long long integer() {
    int c = next();
    bool neg = false;
    if (c == '-') {
      neg = true;
      ++pos_;
      c = peek();
    }
    if (c < '0' or c > '9') fail("expected an integer");
    long long v = 0;
    while (c >= '0' and c <= '9') {
      v = v * 10 + (c - '0');
      if (v > 0xffffffffLL) fail("integer out of range");
      ++pos_;
      c = peek();
    }
    return neg ? -v : v;
  }

  // word reads n non-space bytes (a row of a board) into dst.
  void word(char* dst, int n) {
    if (n > 0 and next() < 0) fail("expected a row, found the end");
    for (int k = 0; k < n; ++k) {
      int c = peek();
      if (c < 0 or c == ' ' or c == '\n') fail("a row is too short");
      dst[k] = char(c);
      ++pos_;
    }
    int c = peek();
    if (c >= 0 and c != ' ' and c != '\n') fail("a row is too long");
  }

 private:
  int peek() {
    if (pos_ >= end_ and not fill()) return -1;
    return (unsigned char)buf_[pos_];
  }
  bool fill();  // main.cc

  char buf_[1 << 16];
  int pos_, end_;
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

}  // namespace edagym

#endif
