// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: the
// state a player sees (orkisland-player-api.md §2.1), a fresh copy of the
// start of the round before every play(). Queries return copies; an
// invalid argument prints a warning on cerr and returns the original's
// default.
#ifndef State_hh
#define State_hh

#include "Structs.hh"
#include "GridState.hh"

class State : public edagym_GridState<Cell, Unit> {
 public:
  typedef vector<Pos> City;
  typedef pair<pair<int, int>, vector<Pos> > Path;

  int total_score(int pl) const { return edagym_of_player(edagym_player(pl), edagym_score_, pl, "total score", -1); }

  // Share of the CPU limit used: 0, as in a local Game (edagym's engine
  // keeps none; the runner enforces the limit itself).
  double status(int pl) const { return edagym_status(edagym_player(pl), pl, -2); }

  int nb_cities() const { return int(edagym_cities_.size()); }

  City city(int id) const {
    if (id < 0 or id >= nb_cities()) return City();
    return edagym_cities_[id];
  }

  int city_owner(int id) const {
    if (id < 0 or id >= nb_cities()) {
      cerr << "warning: owner requested for city " << id << endl;
      return -1;
    }
    return edagym_city_owner_[id];
  }

  int nb_paths() const { return int(edagym_paths_.size()); }

  Path path(int id) const {
    if (id < 0 or id >= nb_paths()) return Path();
    return edagym_paths_[id];
  }

  int path_owner(int id) const {
    if (id < 0 or id >= nb_paths()) {
      cerr << "warning: owner requested for path " << id << endl;
      return -1;
    }
    return edagym_path_owner_[id];
  }

  // Not const, as in the original: the ids of the orks pl owns now,
  // ascending.
  vector<int> orks(int pl) {
    if (not edagym_player(pl)) return vector<int>();
    return edagym_orks_[pl];
  }

  State() {}
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  vector<int> edagym_score_;
  vector<City> edagym_cities_;
  vector<int> edagym_city_owner_;
  vector<Path> edagym_paths_;
  vector<int> edagym_path_owner_;
  vector<vector<int> > edagym_orks_;

 private:
  bool edagym_player(int pl) const { return pl >= 0 and pl < int(edagym_score_.size()); }
};

#endif
