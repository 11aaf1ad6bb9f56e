// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: the
// settings (orkisland-player-api.md §2.2), fixed for the match. Zeros
// while the player is constructed, as in the original (not valid yet).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"
#include "SettingsBase.hh"

class Settings : public edagym_Settings<Settings, 14> {
 public:
  static string version() { return "OrkIsland 1.0"; }
  int nb_players() const { return edagym_cfg_[0]; }
  int rows() const { return edagym_cfg_[1]; }
  int cols() const { return edagym_cfg_[2]; }
  int nb_rounds() const { return edagym_cfg_[3]; }
  int initial_health() const { return edagym_cfg_[4]; }
  int nb_orks() const { return edagym_cfg_[5]; }
  int cost_grass() const { return edagym_cfg_[6]; }
  int cost_forest() const { return edagym_cfg_[7]; }
  int cost_sand() const { return edagym_cfg_[8]; }
  int cost_city() const { return edagym_cfg_[9]; }
  int cost_path() const { return edagym_cfg_[10]; }
  int bonus_per_city_cell() const { return edagym_cfg_[11]; }
  int bonus_per_path_cell() const { return edagym_cfg_[12]; }
  int factor_connected_component() const { return edagym_cfg_[13]; }

  // The health cost of entering a cell of type t: INT_MAX, with a warning,
  // for WATER (and what is no type).
  int cost(CellType t) const {
    switch (t) {
      case GRASS: return cost_grass();
      case FOREST: return cost_forest();
      case SAND: return cost_sand();
      case CITY: return cost_city();
      case PATH: return cost_path();
      default:
        cerr << "warning: cost requested for cell type " << int(t) << endl;
        return INT_MAX;
    }
  }
};

#endif
