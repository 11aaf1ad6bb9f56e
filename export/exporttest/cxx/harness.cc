// harness replays recorded states into an exported player through a game's
// stub API and prints the commands each play() gives. This file is the part
// every game shares; the game's stub directory gives Player.hh and
// replay.hh, which reads the game's match and round blocks into the stub.
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
// What replay.hh defines:
//   struct Replay {
//     void match(Player* p);              // reads the match block
//     void round(Player* p, int r, int me); // reads the round block
//   };
// and the stub's Player has, filled by its order call and cleared here
// before each play(): int stub_calls_, int stub_warnings_ and
// stub_commands_, a vector of orders with fields id and dir.
//
// Output, one line per round:
//   LABEL R MEDIAN_NS MAX_NS CALLS WARNINGS id dir id dir ...
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

#include <time.h>

// cpu_ns is the calling thread's CPU time in nanoseconds.
static long long cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void die(const string& msg) {
  cerr << "harness: " << msg << endl;
  exit(2);
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
    for (int k = 0; k < repeat; ++k) {
      p->stub_calls_ = 0;
      p->stub_commands_.clear();
      p->stub_warnings_ = 0;
      long long t0 = cpu_ns();
      p->play();
      ns.push_back(cpu_ns() - t0);
    }
    sort(ns.begin(), ns.end());
    cout << label << " " << r << " " << ns[ns.size() / 2] << " " << ns.back() << " " << p->stub_calls_ << " " << p->stub_warnings_;
    for (size_t k = 0; k < p->stub_commands_.size(); ++k)
      cout << " " << p->stub_commands_[k].id << " " << int(p->stub_commands_[k].dir);
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
