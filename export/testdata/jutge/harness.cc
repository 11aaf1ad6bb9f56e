// harness replays recorded Ork Island states into an exported player through
// the stub API and prints the commands each play() gives.
//
// Usage: harness NAME < states.txt
//
// Input (whitespace-separated tokens, written by the Go tests, export/dump.go):
//   match LABEL cfg <14 settings>
//   board ROWS COLS, then ROWS lines of W . F S C P
//   cities C, then per city: N i j ... (N cells)
//   paths P, then per path: A B N i j ...
//   round R me ME repeat K
//   scores NP s...
//   units N, then per unit: id player i j health
//   owners <C city owners> <P path owners>
// Every "match" makes a new player object (its data members start fresh);
// "round" blocks feed it states in order. A round is played K times (for
// timing); the commands of the last call are printed.
//
// Output, one line per round:
//   LABEL R MEDIAN_NS MAX_NS CALLS WARNINGS id dir id dir ...
//
// Compiled with -DEXPORT_ROWS='"AIName.cc"', the harness includes the
// exported file itself (compile only harness.cc then) and after each round
// prints, per ork the player owns, the nonzeros of the network's input row
// (the float values as their bit patterns):
//   row ID N col bits col bits ...
#include "Player.hh"
#ifdef EXPORT_ROWS
#include EXPORT_ROWS
#include <cstring>
#endif

#include <chrono>

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

static vector<Pos> read_cells() {
  int n = read_int();
  vector<Pos> v;
  for (int k = 0; k < n; ++k) {
    int i = read_int();
    int j = read_int();
    v.push_back(Pos(i, j));
  }
  return v;
}

int main(int argc, char** argv) {
  if (argc != 2) die("usage: harness NAME < states.txt");
  Player* p = 0;
  string label, tok;
  vector<CellType> terrain;
  vector<int> city_of, path_of;
  while (cin >> tok) {
    if (tok == "match") {
      delete p;
      p = Registry::new_player(argv[1]);
      if (not p) die(string("no player named ") + argv[1]);
      cin >> label;
      expect("cfg");
      p->stub_cfg_.clear();
      for (int k = 0; k < 14; ++k) p->stub_cfg_.push_back(read_int());
      expect("board");
      int rows = read_int(), cols = read_int();
      p->stub_rows_ = rows;
      p->stub_cols_ = cols;
      terrain.assign(rows * cols, WATER);
      for (int i = 0; i < rows; ++i) {
        string line;
        cin >> line;
        if (int(line.size()) != cols) die("bad board line");
        for (int j = 0; j < cols; ++j) terrain[i * cols + j] = char2CellType(line[j]);
      }
      city_of.assign(rows * cols, -1);
      path_of.assign(rows * cols, -1);
      expect("cities");
      int nc = read_int();
      p->stub_cities_.clear();
      for (int c = 0; c < nc; ++c) {
        p->stub_cities_.push_back(read_cells());
        for (size_t k = 0; k < p->stub_cities_[c].size(); ++k)
          city_of[p->stub_cities_[c][k].i * cols + p->stub_cities_[c][k].j] = c;
      }
      expect("paths");
      int np = read_int();
      p->stub_paths_.clear();
      for (int q = 0; q < np; ++q) {
        int a = read_int(), b = read_int();
        p->stub_paths_.push_back(State::Path(make_pair(a, b), read_cells()));
        for (size_t k = 0; k < p->stub_paths_[q].second.size(); ++k)
          path_of[p->stub_paths_[q].second[k].i * cols + p->stub_paths_[q].second[k].j] = q;
      }
      continue;
    }
    if (tok != "round" or not p) die("unexpected \"" + tok + "\"");
    int r = read_int();
    expect("me");
    p->stub_me_ = read_int();
    expect("repeat");
    int repeat = read_int();
    p->stub_round_ = r;
    expect("scores");
    p->stub_score_.resize(read_int());
    for (size_t k = 0; k < p->stub_score_.size(); ++k) p->stub_score_[k] = read_int();
    expect("units");
    int n = read_int();
    p->stub_units_.resize(n);
    int cols = p->stub_cols_;
    p->stub_cells_.resize(terrain.size());
    for (size_t c = 0; c < terrain.size(); ++c) p->stub_cells_[c] = Cell(terrain[c], -1, city_of[c], path_of[c]);
    for (int k = 0; k < n; ++k) {
      int id = read_int(), pl = read_int(), i = read_int(), j = read_int(), h = read_int();
      if (id != k) die("units out of order");
      p->stub_units_[k] = Unit(id, pl, Pos(i, j), h);
      p->stub_cells_[i * cols + j].unit_id = id;
    }
    expect("owners");
    p->stub_city_owner_.resize(p->stub_cities_.size());
    for (size_t k = 0; k < p->stub_city_owner_.size(); ++k) p->stub_city_owner_[k] = read_int();
    p->stub_path_owner_.resize(p->stub_paths_.size());
    for (size_t k = 0; k < p->stub_path_owner_.size(); ++k) p->stub_path_owner_[k] = read_int();

    vector<long long> ns;
    for (int k = 0; k < repeat; ++k) {
      p->stub_calls_ = 0;
      p->stub_commands_.clear();
      p->stub_warnings_ = 0;
      chrono::steady_clock::time_point t0 = chrono::steady_clock::now();
      p->play();
      chrono::steady_clock::time_point t1 = chrono::steady_clock::now();
      ns.push_back(chrono::duration_cast<chrono::nanoseconds>(t1 - t0).count());
    }
    sort(ns.begin(), ns.end());
    cout << label << " " << r << " " << ns[ns.size() / 2] << " " << ns.back() << " " << p->stub_calls_ << " " << p->stub_warnings_;
    for (size_t k = 0; k < p->stub_commands_.size(); ++k)
      cout << " " << p->stub_commands_[k].id << " " << int(p->stub_commands_[k].dir);
    cout << "\n";
#ifdef EXPORT_ROWS
    PLAYER_NAME* q = static_cast<PLAYER_NAME*>(p);
    int mine = q->me();
    for (int id = 0; id < n; ++id) {
      if (q->units_[id].player != mine) continue;
      q->encode(q->units_[id], mine);
      cout << "row " << id << " " << q->col_.size();
      for (size_t k = 0; k < q->col_.size(); ++k) {
        unsigned bits;
        memcpy(&bits, &q->val_[k], sizeof bits);
        cout << " " << q->col_[k] << " " << bits;
      }
      cout << "\n";
    }
#endif
  }
  delete p;
  return 0;
}
