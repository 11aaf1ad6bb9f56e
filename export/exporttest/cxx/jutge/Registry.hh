// Compile-test stub of the Jutge player API every game shares (written from the API notes).
#ifndef Registry_hh
#define Registry_hh

#include "Utils.hh"

class Player;

class Registry {
 public:
  typedef Player* (*Factory)();
  static int Register(const char* name, Factory f) {
    table()[name] = f;
    return 0;
  }
  static Player* new_player(const string& name) {
    map<string, Factory>::iterator it = table().find(name);
    return it == table().end() ? 0 : it->second();
  }
  static map<string, Factory>& table() {
    static map<string, Factory> t;
    return t;
  }
};

#define _stringification(s) #s
#define _stringify(s) _stringification(s)
#define RegisterPlayer(x) static int registration = Registry::Register(_stringify(x), x::factory)

#endif
