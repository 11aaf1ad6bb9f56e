// The player registry of the Jutge API, as every original game has it
// (edagym's cxx: seats; written from the player API notes). A player file
// ends with RegisterPlayer(PLAYER_NAME), which registers the stringified
// name with the class's factory; the runner (main.cc) makes the one
// player its file registers.
#ifndef Registry_hh
#define Registry_hh

#include "Utils.hh"

class Player;

class Registry {
 public:
  typedef Player* (*Factory)();

  static int Register(const char* name, Factory f) {
    edagym_table()[name] = f;
    return 0;
  }

  static Player* new_player(const string& name) {
    map<string, Factory>::iterator it = edagym_table().find(name);
    return it == edagym_table().end() ? 0 : it->second();
  }

  // edagym: every registered name, sorted (what ./Game --list prints).
  static vector<string> edagym_names() {
    vector<string> v;
    for (map<string, Factory>::iterator it = edagym_table().begin(); it != edagym_table().end(); ++it)
      v.push_back(it->first);
    return v;
  }

 private:
  static map<string, Factory>& edagym_table() {
    static map<string, Factory> t;
    return t;
  }
};

#define _stringification(s) #s
#define RegisterPlayer(x) static int registration = Registry::Register(_stringification(x), x::factory)

#endif
