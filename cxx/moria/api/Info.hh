// The Moria player API (Moria 1.1) for edagym's cxx: seats.
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // Not static, as in the original: O Outside, C Cave, T Cave with a
  // treasure, 0-3 a Cave of that clan, G Granite, A Abyss, R Rock with
  // rock_resistance() turns, a, b, ... Rock with 1, 2, ... turns; anything
  // else fails an assertion.
  Cell char2cell(char c) const {
    switch (c) {
      case 'O': return Cell(Outside, -1, -1, 0, false);
      case 'C': return Cell(Cave, -1, -1, 0, false);
      case 'T': return Cell(Cave, -1, -1, 0, true);
      case 'G': return Cell(Granite, -1, -1, 0, false);
      case 'A': return Cell(Abyss, -1, -1, 0, false);
      case 'R': return Cell(Rock, -1, -1, rock_resistance(), false);
      default: break;
    }
    if (c >= '0' and c <= '3') return Cell(Cave, c - '0', -1, 0, false);
    _my_assert(c >= 'a' and c <= 'z', string("Unknown cell character ") + c);
    return Cell(Rock, -1, -1, c - 'a' + 1, false);
  }

  // Overwrites this copy's grid with rows() lines of map characters (never
  // needed by a player).
  void read_grid(istream& is) { edagym_read_grid(is, *this); }

  // Rebuilds the dwarf, wizard, orc and troll lists from the units (of
  // this copy: no visible change).
  void update_vectors_by_player() {
    edagym_dirty_ = true;
    for (int t = 0; t < 2; ++t)
      for (int p = 0; p < 4; ++p) edagym_lists_[t][p].clear();
    edagym_orcs_.clear();
    edagym_trolls_.clear();
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& u = edagym_units_[id];
      if (u.type == Balrog) edagym_balrog_ = id;
      if (u.health <= 0) continue;
      if ((u.type == Dwarf or u.type == Wizard) and u.player >= 0 and u.player < 4) edagym_lists_[u.type][u.player].push_back(id);
      if (u.type == Orc) edagym_orcs_.push_back(id);
      if (u.type == Troll) edagym_trolls_.push_back(id);
    }
  }
};

#endif
