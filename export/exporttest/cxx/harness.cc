// harness replays recorded states into an exported player through a game's
// player API, the one cxx: seats compile against (cxx/common and
// cxx/<game>/api), and prints the commands each play() gives. This file is
// the part every game shares; the game's replay.hh reads its match and
// round blocks into the API's state, in place of the runner's view.hh.
//
// Usage: harness NAME < states.txt
//
// Input (whitespace-separated tokens, written by the game's Go tests):
//   match LABEL <the game's match block: settings and what is fixed>
//   round R me ME repeat K <the game's round block: what seat ME sees>
// Every "match" makes a new player object (its data members start fresh);
// "round" blocks feed it states in order. A round is played K times (for
// timing); the commands of the last call are printed.
//
// What replay.hh defines (with read_int(), read_cfg(), read_row() and the
// like to read its blocks):
//   struct Replay {
//     void match(Player* p);              // reads the match block
//     void round(Player* p, int r, int me); // reads the round block
//   };
//
// Output, one line per round:
//   LABEL R MEDIAN_NS MAX_NS CALLS WARNINGS id dir id dir ...
// CALLS counts every call of the order function, the commands are those
// the API recorded (a unit's first), WARNINGS the API's warnings on cerr.
// The times are the thread's CPU time (as a judge counts it), so that other
// processes on a busy machine do not inflate them.
//
// Compiled with -DEXPORT_ROWS='"AIName.cc"', the harness includes the
// exported file itself (compile only harness.cc then) and after each round
// prints, per unit the player owns, the nonzeros of the network's input row
// (the float values as their bit patterns), from the members every exported
// player has (units_, encode(), col_, val_), then the unit's mask (from
// allowed(): 1 for each action the player may choose):
//   row ID N col bits col bits ...
//   mask ID a0 a1 ...   (kActions values, 0 or 1)
#include "Player.hh"
#ifdef EXPORT_ROWS
#include EXPORT_ROWS
#include <cstring>
#endif

#include <stdio.h>
#include <time.h>

#include <sstream>

// cpu_ns is the calling thread's CPU time in nanoseconds.
static long long cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

// die reports on the process's stderr (cerr counts the API's warnings
// while the player plays).
static void die(const string& msg) {
  fprintf(stderr, "harness: %s\n", msg.c_str());
  exit(2);
}

namespace edagym {
// too_many: the call past 1000 to the order function ends the player, as
// in the runner.
void too_many(const char* message) { die(message); }
}  // namespace edagym

// count_warnings counts the API's warnings in what it wrote on cerr.
static int count_warnings(const string& err) {
  int n = 0;
  for (size_t at = err.find("warning"); at != string::npos; at = err.find("warning", at + 1)) ++n;
  return n;
}

static void expect(const string& want) {
  string got;
  if (not(cin >> got) or got != want) die("expected \"" + want + "\", got \"" + got + "\"");
}

static int read_int() {
  int v;
  if (not(cin >> v)) die("expected an integer");
  return v;
}

// The readers below are inline, not static: a game's replay.hh may leave
// one unused, which -Wall would report of a static function.

// read_cfg reads the "cfg" line every match block starts with: the game's
// integer settings, as many as its Settings holds.
inline void read_cfg(Player* p) {
  expect("cfg");
  for (int k = 0; k < Settings::edagym_nb_cfg; ++k) p->edagym_cfg_[k] = read_int();
}

// read_board_size reads "board ROWS COLS" into the player's state.
inline void read_board_size(Player* p) {
  expect("board");
  p->edagym_rows_ = read_int();
  p->edagym_cols_ = read_int();
}

// read_row reads one row of a board: n cell letters.
inline string read_row(int n) {
  string line;
  cin >> line;
  if (int(line.size()) != n) die("bad board line");
  return line;
}

#include "replay.hh"

int main(int argc, char** argv) {
  if (argc != 2) die("usage: harness NAME < states.txt");
  Player* p = 0;
  string label, tok;
  Replay replay;
  while (cin >> tok) {
    if (tok == "match") {
      delete p;
      p = Registry::new_player(argv[1]);
      if (not p) die(string("no player named ") + argv[1]);
      cin >> label;
      replay.match(p);
      continue;
    }
    if (tok != "round" or not p) die("unexpected \"" + tok + "\"");
    int r = read_int();
    expect("me");
    int me = read_int();
    expect("repeat");
    int repeat = read_int();
    replay.round(p, r, me);

    vector<long long> ns;
    ostringstream err;
    streambuf* stderr_buf = cerr.rdbuf(err.rdbuf());
    for (int k = 0; k < repeat; ++k) {
      p->edagym_orders_.begin(p->nb_units());
      err.str("");
      long long t0 = cpu_ns();
      p->play();
      ns.push_back(cpu_ns() - t0);
    }
    cerr.rdbuf(stderr_buf);
    sort(ns.begin(), ns.end());
    const vector<edagym::Order>& list = p->edagym_orders_.list();
    cout << label << " " << r << " " << ns[ns.size() / 2] << " " << ns.back() << " " << p->edagym_orders_.calls() << " "
         << count_warnings(err.str());
    for (size_t k = 0; k < list.size(); ++k) cout << " " << list[k].id << " " << list[k].dir;
    cout << "\n";
#ifdef EXPORT_ROWS
    PLAYER_NAME* q = static_cast<PLAYER_NAME*>(p);
    int mine = q->me();
    for (int id = 0; id < int(q->units_.size()); ++id) {
      if (q->units_[id].player != mine) continue;
      q->encode(q->units_[id], mine);
      cout << "row " << id << " " << q->col_.size();
      for (size_t k = 0; k < q->col_.size(); ++k) {
        unsigned bits;
        memcpy(&bits, &q->val_[k], sizeof bits);
        cout << " " << q->col_[k] << " " << bits;
      }
      cout << "\nmask " << id;
      for (int a = 0; a < PLAYER_NAME::kActions; ++a) cout << " " << (q->allowed(q->units_[id], a, mine) ? 1 : 0);
      cout << "\n";
    }
#endif
  }
  delete p;
  return 0;
}
