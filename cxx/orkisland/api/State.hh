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

  City city(int id) const { return edagym_item(edagym_cities_, id); }
  int city_owner(int id) const { return edagym_owner(edagym_city_owner_, id, "city"); }

  int nb_paths() const { return int(edagym_paths_.size()); }
  Path path(int id) const { return edagym_item(edagym_paths_, id); }
  int path_owner(int id) const { return edagym_owner(edagym_path_owner_, id, "path"); }

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

  // City id or path id: an empty one, without a warning, for an id that
  // is none.
  template <class T>
  static T edagym_item(const vector<T>& v, int id) {
    return id >= 0 and id < int(v.size()) ? v[id] : T();
  }

  // The owner of city or path id (-1: none): -1 also, after the
  // original's warning, for an id that is none (the runner gives every
  // city and path an owner).
  static int edagym_owner(const vector<int>& owner, int id, const char* what) {
    if (id < 0 or id >= int(owner.size())) {
      cerr << "warning: owner requested for " << what << " " << id << endl;
      return -1;
    }
    return owner[id];
  }
};

#endif
